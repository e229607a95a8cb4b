import { expect } from 'chai';
import { SIGN_UP_PASSWORD_MIN_LENGTH } from '../../domain/password.js';
import { validateSignUp } from '../../domain/sign-up.js';
import { INDEX_NUMBER_MAX_LENGTH } from '../../domain/student.js';
import { aSignUpForm } from './form-builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('sign-up form', () => {
  it('accepts a complete form and gives the sign-up payload cleaned', () => {
    const form = aSignUpForm({ email: ' Nimal@Uni.Test ', commonName: ' Nimal ', indexNumber: ' 190356k ' });
    expect(rightOf(validateSignUp(form))).to.deep.equal({
      email: 'nimal@uni.test',
      fullName: 'A.B.C. Perera',
      title: 'Mr',
      commonName: 'Nimal',
      indexNumber: '190356K',
      password: 'secret77',
    });
  });

  it('accepts a form without a name with initials, which the spec does not require', () => {
    expect(rightOf(validateSignUp(aSignUpForm({ fullName: '' }))).fullName).to.equal('');
    const { fullName: _omitted, ...withoutName } = aSignUpForm();
    expect(rightOf(validateSignUp(withoutName)).fullName).to.equal('');
  });

  it("refuses an index number longer than 7 characters with 'Invalid Index Number!'", () => {
    expect(INDEX_NUMBER_MAX_LENGTH).to.equal(7);
    expect(messagesOn(validateSignUp(aSignUpForm({ indexNumber: '1903567K' })), 'indexNumber')).to.deep.equal([
      'Invalid Index Number!',
    ]);
  });

  it('accepts an index number of exactly 7 characters', () => {
    expect(failuresOf(validateSignUp(aSignUpForm({ indexNumber: '1903567' })))).to.deep.equal([]);
  });

  it("refuses a password of exactly 6 characters with 'Password should contain at least 6 characters'", () => {
    expect(messagesOn(validateSignUp(aSignUpForm({ password: '123456' })), 'password')).to.deep.equal([
      'Password should contain at least 6 characters',
    ]);
  });

  it('accepts a password of 7 characters, strictly more than 6', () => {
    expect(SIGN_UP_PASSWORD_MIN_LENGTH).to.equal(7);
    expect(failuresOf(validateSignUp(aSignUpForm({ password: '1234567' })))).to.deep.equal([]);
  });

  it("refuses a malformed e-mail with 'Invalid email'", () => {
    expect(messagesOn(validateSignUp(aSignUpForm({ email: 'nimal' })), 'email')).to.deep.equal(['Invalid email']);
  });

  it('accepts the title Miss', () => {
    expect(rightOf(validateSignUp(aSignUpForm({ title: 'Miss' }))).title).to.equal('Miss');
  });

  it("refuses the title Mrs, which only the profile offers, with 'Title must be Mr or Miss'", () => {
    expect(messagesOn(validateSignUp(aSignUpForm({ title: 'Mrs' })), 'title')).to.deep.equal(['Title must be Mr or Miss']);
  });

  it('requires e-mail, password, index number, title and common name, all reported at once', () => {
    const form = aSignUpForm({ email: '', password: '', indexNumber: ' ', title: '', commonName: '' });
    expect(failuresOf(validateSignUp(form))).to.deep.equal([
      { field: 'email', message: 'Email is required' },
      { field: 'title', message: 'Title is required' },
      { field: 'commonName', message: 'Common name is required' },
      { field: 'indexNumber', message: 'Index number is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });
});
