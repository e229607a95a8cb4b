import { expect } from 'chai';
import { SignInCompany, WRONG_COMPANY_CREDENTIALS } from '../../../application/sessions/sign-in-company.js';
import type { TokenService } from '../../../application/ports/security.js';
import { aRecruiter } from '../../support/builders.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { uncountedCompanies } from '../../support/uncounted-companies.js';

describe('SignInCompany', () => {
  const world = freshFairWorld();
  const tokens = {
    issue: (claims: { sub: string; role: string }) => `${claims.role}:${claims.sub}`,
    verify: () => null,
  } as unknown as TokenService;

  it('checks the password against the record without counting slotsFilled, and counts it once it matched', async () => {
    const company = await world().company({ username: 'acme', passwordHash: 'hashed:right-pass' });
    const recruiter = aRecruiter({ companyId: company.id, passwordHash: 'hashed:their-pass' });
    await world().store.recruiters.add(recruiter);
    const uncounted = world().use(SignInCompany, { tokens, companies: uncountedCompanies(world().store.companies) });

    for (const username of ['acme', recruiter.email]) {
      expect(await fails(uncounted.execute({ username, password: 'wrong-pass' }))).to.deep.equal({
        kind: 'Unauthenticated',
        message: WRONG_COMPANY_CREDENTIALS,
      });
    }
    const signedIn = await succeeds(
      world().use(SignInCompany, { tokens }).execute({ username: recruiter.email, password: 'their-pass' }),
    );
    expect(signedIn.account).to.deep.equal({ company, recruiter });
  });
});
