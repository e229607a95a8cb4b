import { expect } from 'chai';
import { CryptoRandomSource } from '../../../adapters/system/crypto-random-source.js';

describe('CryptoRandomSource', () => {
  const random = new CryptoRandomSource();

  describe('token', () => {
    it('is URL-safe base64 of exactly the requested number of random bytes', () => {
      const token = random.token(32);
      expect(token).to.match(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url')).to.have.length(32);
    });

    it('differs every time', () => {
      const tokens = Array.from({ length: 1000 }, () => random.token(16));
      expect(new Set(tokens).size).to.equal(tokens.length);
    });

    it('refuses a byte count that is not a positive whole number', () => {
      for (const bytes of [0, -1, 1.5, Number.NaN]) {
        expect(() => random.token(bytes), String(bytes)).to.throw(RangeError);
      }
    });
  });

  describe('code', () => {
    it('has the requested length and only symbols of the alphabet', () => {
      const code = random.code(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
      expect(code).to.match(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    });

    it('draws every symbol equally often, with no modulo bias', () => {
      // With 192 symbols, a random byte taken modulo 192 would draw the first 64 symbols twice as
      // often as the rest: they would get half the draws instead of a third. A fair source keeps
      // their share within 1% of a third (about 10 standard deviations over 192,000 draws).
      const alphabet = Array.from({ length: 192 }, (_, i) => String.fromCodePoint(0x4e00 + i));
      const firstThird = new Set(alphabet.slice(0, 64));
      const draws = Array.from(random.code(192_000, alphabet.join('')));
      const inFirstThird = draws.filter((symbol) => firstThird.has(symbol)).length;
      expect(inFirstThird).to.be.within(62_000, 66_000);
      expect(new Set(draws).size).to.equal(192);
    });

    it('counts symbols, not UTF-16 code units', () => {
      expect(Array.from(random.code(5, '🎓🏢'))).to.have.length(5);
    });

    it('is empty for length 0', () => {
      expect(random.code(0, 'abc')).to.equal('');
    });

    it('refuses an empty alphabet, an alphabet with a repeated symbol, or a bad length', () => {
      expect(() => random.code(6, '')).to.throw(RangeError);
      expect(() => random.code(6, 'aab')).to.throw(RangeError);
      expect(() => random.code(-1, 'ab')).to.throw(RangeError);
      expect(() => random.code(2.5, 'ab')).to.throw(RangeError);
    });
  });
});
