import { expect } from 'chai';
import { validateCompanySignIn, validateSignIn } from '../../domain/sign-in.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('sign-in form (e-mail variant)', () => {
  it('accepts an e-mail and a 6-character password, giving the e-mail trimmed and in lower case', () => {
    expect(rightOf(validateSignIn({ email: '  Nimal@Uni.TEST ', password: 'abc123' }))).to.deep.equal({
      email: 'nimal@uni.test',
      password: 'abc123',
    });
  });

  for (const [what, email] of [
    ['an address without an @', 'nimal.uni.test'],
    ['an address with a space in it', 'nimal @uni.test'],
    ['an empty e-mail', ''],
  ] as const) {
    it(`refuses ${what} with 'Invalid email'`, () => {
      expect(messagesOn(validateSignIn({ email, password: 'abc123' }), 'email')).to.deep.equal(['Invalid email']);
    });
  }

  it("refuses a 5-character password with 'Password should contain at least 6 characters'", () => {
    expect(messagesOn(validateSignIn({ email: 'a@b.lk', password: '12345' }), 'password')).to.deep.equal([
      'Password should contain at least 6 characters',
    ]);
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(rightOf(validateSignIn({ email: 'a@b.lk', password: ' pass ' })).password).to.equal(' pass ');
  });

  it('reports every broken field at once', () => {
    expect(failuresOf(validateSignIn({ email: 'nope', password: '' }))).to.deep.equal([
      { field: 'email', message: 'Invalid email' },
      { field: 'password', message: 'Password should contain at least 6 characters' },
    ]);
  });
});

describe('sign-in form (company variant)', () => {
  it('accepts a username and a password, giving the username trimmed', () => {
    expect(rightOf(validateCompanySignIn({ username: ' acme ', password: 'secret' }))).to.deep.equal({
      username: 'acme',
      password: 'secret',
    });
  });

  it("refuses a blank username with 'Username is required'", () => {
    expect(messagesOn(validateCompanySignIn({ username: '   ', password: 'secret' }), 'username')).to.deep.equal([
      'Username is required',
    ]);
  });

  it("refuses an empty password with 'Password is required'", () => {
    expect(messagesOn(validateCompanySignIn({ username: 'acme', password: '' }), 'password')).to.deep.equal([
      'Password is required',
    ]);
  });

  it("refuses a password of 5 characters with 'Password should contain at least 6 characters'", () => {
    expect(messagesOn(validateCompanySignIn({ username: 'acme', password: '12345' }), 'password')).to.deep.equal([
      'Password should contain at least 6 characters',
    ]);
  });
});
