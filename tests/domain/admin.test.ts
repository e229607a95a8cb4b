import { expect } from 'chai';
import { validateAddAdmin } from '../../domain/admin.js';
import { anAddAdminForm } from './form-builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('add admin form', () => {
  it('accepts matching passwords and gives the e-mail in lower case', () => {
    expect(rightOf(validateAddAdmin(anAddAdminForm({ email: 'Admin@Fair.Test' })))).to.deep.equal({
      email: 'admin@fair.test',
      password: 'secret7',
    });
  });

  it("refuses a confirmation that differs from the password with 'Passwords do not match'", () => {
    expect(messagesOn(validateAddAdmin(anAddAdminForm({ confirmpassword: 'secret8' })), 'confirmpassword')).to.deep.equal(
      ['Passwords do not match'],
    );
  });

  it("refuses a malformed e-mail with 'Invalid email'", () => {
    expect(messagesOn(validateAddAdmin(anAddAdminForm({ email: 'admin@' })), 'email')).to.deep.equal(['Invalid email']);
  });

  it("refuses an empty e-mail with 'Email is required'", () => {
    expect(messagesOn(validateAddAdmin(anAddAdminForm({ email: '' })), 'email')).to.deep.equal(['Email is required']);
  });

  it("refuses an empty password with 'Password is required'", () => {
    expect(failuresOf(validateAddAdmin(anAddAdminForm({ password: '', confirmpassword: '' })))).to.deep.equal([
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('refuses a password the new admin could not sign in with (under 6 characters)', () => {
    expect(
      messagesOn(validateAddAdmin(anAddAdminForm({ password: '12345', confirmpassword: '12345' })), 'password'),
    ).to.deep.equal(['Password should contain at least 6 characters']);
  });
});
