import { expect } from 'chai';
import { PIN_LENGTH } from '../../domain/forgot-password.js';
import {
  normalizePin,
  PASSWORD_RESET_MESSAGES,
  PIN_ALPHABET,
  PIN_ATTEMPTS,
  PIN_VALID_MS,
  RESET_TOKEN_VALID_MS,
} from '../../domain/password-reset.js';

describe('password reset policy', () => {
  it('draws PINs from letters and digits that cannot be mistaken for one another', () => {
    expect(new Set(PIN_ALPHABET).size).to.equal(PIN_ALPHABET.length);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(PIN_ALPHABET).to.not.include(ambiguous);
    expect(PIN_ALPHABET).to.match(/^[A-Z2-9]+$/);
  });

  it('lets a PIN work for 15 minutes and 5 tries, and a reset token for 15 minutes', () => {
    expect(PIN_VALID_MS).to.equal(15 * 60 * 1000);
    expect(PIN_ATTEMPTS).to.equal(5);
    expect(RESET_TOKEN_VALID_MS).to.equal(15 * 60 * 1000);
  });

  it('compares PINs trimmed and in upper case', () => {
    expect(normalizePin(' ab3de9 ')).to.equal('AB3DE9');
  });

  it('tells the user the PIN length, its lifetime and its tries in its own words', () => {
    expect(PASSWORD_RESET_MESSAGES.pinSent).to.include(`${PIN_LENGTH}-character`).and.include('15 minutes');
    expect(PASSWORD_RESET_MESSAGES.pinExhausted).to.include(`${PIN_ATTEMPTS} times`);
  });
});
