import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { ResolverOptions } from 'react-hook-form';
import { ADD_ADMIN_MESSAGES, validateAddAdmin, type AddAdminForm } from '../../domain/admin.js';
import type { Validated } from '../../domain/validation.js';
import { domainResolver } from '../../ui/src/forms/domainResolver.js';

const options: ResolverOptions<AddAdminForm> = { fields: {}, shouldUseNativeValidation: false };

describe('a form checked by the domain (domainResolver)', () => {
  it("submits the domain's clean value when every field passes", async () => {
    const answer = await domainResolver(validateAddAdmin)(
      { email: '  Chief@Fair.Test ', password: 'secret1', confirmpassword: 'secret1' },
      undefined,
      options,
    );
    expect(answer.errors).to.deep.equal({});
    expect(answer.values).to.deep.equal({ email: 'chief@fair.test', password: 'secret1' });
  });

  it("shows each field the domain's message, the spec's text", async () => {
    const answer = await domainResolver(validateAddAdmin)(
      { email: '', password: '123', confirmpassword: '1234' },
      undefined,
      options,
    );
    expect(answer.values).to.deep.equal({});
    expect(answer.errors.email?.message).to.equal(ADD_ADMIN_MESSAGES.emailRequired);
    expect(answer.errors.password?.message).to.equal(ADD_ADMIN_MESSAGES.passwordTooShort);
    expect(answer.errors.confirmpassword?.message).to.equal(ADD_ADMIN_MESSAGES.passwordsDoNotMatch);
  });

  it('shows the first of several messages on one field, one at a time', async () => {
    const twice = (): Validated<never> =>
      E.left([
        { field: 'email', message: 'first' },
        { field: 'email', message: 'second' },
      ]);
    const answer = await domainResolver<AddAdminForm, never>(twice)(
      { email: '', password: '', confirmpassword: '' },
      undefined,
      options,
    );
    expect(answer.errors.email).to.deep.include({ type: 'domain', message: 'first' });
  });
});
