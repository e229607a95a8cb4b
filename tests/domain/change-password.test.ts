import { expect } from 'chai';
import { validateChangePassword } from '../../domain/change-password.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('change password form', () => {
  it('accepts a matching password of 6 characters', () => {
    expect(rightOf(validateChangePassword({ password: 'abc123', confirmpassword: 'abc123' }))).to.deep.equal({
      password: 'abc123',
    });
  });

  it("refuses empty fields with 'Please input password!'", () => {
    expect(failuresOf(validateChangePassword({ password: '', confirmpassword: '' }))).to.deep.equal([
      { field: 'password', message: 'Please input password!' },
      { field: 'confirmpassword', message: 'Please input password!' },
    ]);
  });

  it("refuses a confirmation that differs with 'Password does not match!'", () => {
    expect(
      messagesOn(validateChangePassword({ password: 'abc123', confirmpassword: 'abc124' }), 'confirmpassword'),
    ).to.deep.equal(['Password does not match!']);
  });

  it("refuses a 5-character password with 'Password should contain at least 6 digits'", () => {
    expect(messagesOn(validateChangePassword({ password: 'abc12', confirmpassword: 'abc12' }), 'password')).to.deep.equal([
      'Password should contain at least 6 digits',
    ]);
  });

  it('accepts a password sent without a confirmation, by its own rules only', () => {
    expect(rightOf(validateChangePassword({ password: 'abc123' }))).to.deep.equal({ password: 'abc123' });
    expect(failuresOf(validateChangePassword({ password: 'abc12' }))).to.deep.equal([
      { field: 'password', message: 'Password should contain at least 6 digits' },
    ]);
  });
});
