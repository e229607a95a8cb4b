import { expect } from 'chai';
import {
  PIN_LENGTH,
  validateNewPassword,
  validateResetEmail,
  validateResetPin,
} from '../../domain/forgot-password.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('forgot password', () => {
  describe('e-mail step', () => {
    it("refuses an empty e-mail with 'Email Required!'", () => {
      expect(messagesOn(validateResetEmail({ email: ' ' }), 'email')).to.deep.equal(['Email Required!']);
    });

    it("refuses a malformed e-mail with 'Invalid email'", () => {
      expect(messagesOn(validateResetEmail({ email: 'nimal' }), 'email')).to.deep.equal(['Invalid email']);
    });

    it('accepts an e-mail, trimmed and in lower case', () => {
      expect(rightOf(validateResetEmail({ email: ' Nimal@Uni.Test ' }))).to.deep.equal({ email: 'nimal@uni.test' });
    });
  });

  describe('PIN step', () => {
    it('accepts a PIN of exactly 6 characters', () => {
      expect(PIN_LENGTH).to.equal(6);
      expect(rightOf(validateResetPin({ pin: ' 12ab56 ' }))).to.deep.equal({ pin: '12ab56' });
    });

    it("refuses a 5-character PIN with 'PIN must be 6 characters'", () => {
      expect(messagesOn(validateResetPin({ pin: '12345' }), 'pin')).to.deep.equal(['PIN must be 6 characters']);
    });

    it("refuses a 7-character PIN with 'PIN must be 6 characters'", () => {
      expect(messagesOn(validateResetPin({ pin: '1234567' }), 'pin')).to.deep.equal(['PIN must be 6 characters']);
    });

    it("refuses an empty PIN with 'PIN is required'", () => {
      expect(messagesOn(validateResetPin({ pin: '' }), 'pin')).to.deep.equal(['PIN is required']);
    });
  });

  describe('new password step', () => {
    it('accepts a matching password of 6 characters', () => {
      expect(rightOf(validateNewPassword({ password: 'abcdef', confirmpassword: 'abcdef' }))).to.deep.equal({
        password: 'abcdef',
      });
    });

    it("refuses empty fields with 'Password Required!'", () => {
      expect(failuresOf(validateNewPassword({ password: '', confirmpassword: '' }))).to.deep.equal([
        { field: 'password', message: 'Password Required!' },
        { field: 'confirmpassword', message: 'Password Required!' },
      ]);
    });

    it("refuses a confirmation that differs with 'Password does not match!'", () => {
      expect(messagesOn(validateNewPassword({ password: 'abcdef', confirmpassword: 'abcdeg' }), 'confirmpassword')).to.deep.equal(
        ['Password does not match!'],
      );
    });

    it("refuses a 5-character password with design §5.8's 'Password should contain at least 6 characters!'", () => {
      expect(messagesOn(validateNewPassword({ password: 'abcde', confirmpassword: 'abcde' }), 'password')).to.deep.equal([
        'Password should contain at least 6 characters!',
      ]);
    });
  });
});
