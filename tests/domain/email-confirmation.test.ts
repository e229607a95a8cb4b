import { expect } from 'chai';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_VALID_MS,
  validateConfirmationResend,
  validateEmailConfirmation,
} from '../../domain/email-confirmation.js';
import { VERIFICATION_LINK_INVALID } from '../../domain/messages.js';
import { messagesOn, rightOf } from './validated.js';

describe('e-mail confirmation', () => {
  it('keeps an activation link working for 48 hours', () => {
    expect(EMAIL_CONFIRMATION_VALID_MS).to.equal(48 * 3600 * 1000);
  });

  describe('the link the verify-email screen reads', () => {
    it('takes the e-mail trimmed and in lower case, and the token trimmed', () => {
      expect(rightOf(validateEmailConfirmation({ email: ' Nimal@Uni.Test ', token: ' abc ' }))).to.deep.equal({
        email: 'nimal@uni.test',
        token: 'abc',
      });
    });

    it('apologises for a link without e-mail or token, both at once', () => {
      const result = validateEmailConfirmation({ email: '', token: ' ' });
      expect(messagesOn(result, 'email')).to.deep.equal([VERIFICATION_LINK_INVALID]);
      expect(messagesOn(result, 'token')).to.deep.equal([VERIFICATION_LINK_INVALID]);
      expect(EMAIL_CONFIRMATION_MESSAGES.linkInvalid).to.equal(VERIFICATION_LINK_INVALID);
    });

    it("refuses a malformed e-mail with 'Invalid email'", () => {
      expect(messagesOn(validateEmailConfirmation({ email: 'nimal', token: 'abc' }), 'email')).to.deep.equal([
        'Invalid email',
      ]);
    });
  });

  describe('asking for a new link', () => {
    it("refuses an empty e-mail with 'Email is required' and a malformed one with 'Invalid email'", () => {
      expect(messagesOn(validateConfirmationResend({ email: ' ' }), 'email')).to.deep.equal(['Email is required']);
      expect(messagesOn(validateConfirmationResend({ email: 'nimal' }), 'email')).to.deep.equal(['Invalid email']);
    });

    it('accepts an e-mail, trimmed and in lower case', () => {
      expect(rightOf(validateConfirmationResend({ email: ' Nimal@Uni.Test' }))).to.deep.equal({
        email: 'nimal@uni.test',
      });
    });
  });
});
