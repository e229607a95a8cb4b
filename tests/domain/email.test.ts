import { expect } from 'chai';
import { EMAIL_MESSAGES, emailDomain, emailFormat, isEmail, isMailbox } from '../../domain/email.js';

describe('An e-mail address is one mailbox', () => {
  for (const address of [
    'nimal@uni.test',
    'Nimal.Perera@Eng.Uni.Ac.LK',
    'nimali+fair@uni.test',
    "o'neil_2@uni-colombo.ac.lk",
    `${'a'.repeat(64)}@uni.test`,
  ]) {
    it(`takes ${address}`, () => {
      expect(isEmail(address)).to.equal(true);
      expect(emailFormat(address)).to.equal(null);
    });
  }

  for (const [what, address] of [
    ['a list separated by a comma', 'mallory@evil.test,m1@uni.test'],
    ['a list separated by a semicolon', 'mallory@evil.test;m3@uni.test'],
    ['a mailbox in angle brackets before another domain', '<mallory@evil.test>@uni.test'],
    ['a named mailbox', 'Mallory <mallory@evil.test>'],
    ['two @', 'mallory@evil.test@uni.test'],
  ] as const) {
    it(`refuses ${what} with "${EMAIL_MESSAGES.notOneMailbox}"`, () => {
      expect(isEmail(address)).to.equal(false);
      expect(emailFormat(address)).to.equal(EMAIL_MESSAGES.notOneMailbox);
    });
  }

  for (const [what, address] of [
    ['no @', 'nimal.uni.test'],
    ['a space', 'nimal @uni.test'],
    ['a quoted local part', '"mallory@evil.test"@uni.test'],
    ['a comment', 'nimal(x)@uni.test'],
    ['a domain without a dot', 'nimal@localhost'],
    ['a domain literal', 'nimal@[127.0.0.1]'],
    ['a leading dot', '.nimal@uni.test'],
    ['two dots in a row', 'nimal..perera@uni.test'],
    ['a line break', 'nimal@uni.test\nBcc: mallory@evil.test'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@uni.test`],
    ['an empty text', ''],
  ] as const) {
    it(`refuses ${what} as an invalid e-mail`, () => {
      expect(isEmail(address)).to.equal(false);
      expect(emailFormat(address)).to.be.oneOf([EMAIL_MESSAGES.invalid, EMAIL_MESSAGES.notOneMailbox]);
    });
  }

  it('ignores spaces around an address on a form, but a mailer takes it exactly as it is', () => {
    expect(isEmail('  nimal@uni.test ')).to.equal(true);
    expect(isMailbox('  nimal@uni.test ')).to.equal(false);
    expect(isMailbox('nimal@uni.test')).to.equal(true);
  });

  it('reads the domain of one mailbox only, in lower case', () => {
    expect(emailDomain(' Nimal@Eng.Uni.Test ')).to.equal('eng.uni.test');
    expect(emailDomain('<mallory@evil.test>@uni.test')).to.equal(null);
    expect(emailDomain('mallory@evil.test,m1@uni.test')).to.equal(null);
  });
});
