import { expect } from 'chai';
import { FORGOT_PASSWORD_STEPS, nextForgotPasswordStep } from '../../ui/src/pages/public/forgot-password-steps.js';

describe('forgot-password screen', () => {
  it('goes e-mail, PIN, new password, and ends after the new password', () => {
    expect(FORGOT_PASSWORD_STEPS).to.deep.equal(['email', 'pin', 'new-password']);
    expect(nextForgotPasswordStep('email')).to.equal('pin');
    expect(nextForgotPasswordStep('pin')).to.equal('new-password');
    expect(nextForgotPasswordStep('new-password')).to.equal(null);
  });
});
