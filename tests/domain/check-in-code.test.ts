import { expect } from 'chai';
import {
  base32,
  CHECK_IN_ALPHABET,
  displayCheckInCode,
  normalizeCheckInCode,
  parseCheckInCode,
} from '../../domain/check-in-code.js';
import { leftOf, rightOf } from './validated.js';

describe('check-in codes', () => {
  it("writes bytes in Crockford's base32, five bits a character", () => {
    expect(CHECK_IN_ALPHABET).to.have.length(32);
    expect(base32(new Uint8Array([0, 0]), 3)).to.equal('000');
    expect(base32(new Uint8Array([0xff, 0xff]), 3)).to.equal('ZZZ');
    // 10000100 00110001 → 10000 10000 11000 1: G, G, R
    expect(base32(new Uint8Array([0x84, 0x31]), 3)).to.equal('GGR');
  });

  it('reads a typed code in capitals without spaces or dashes, O as 0 and I or L as 1', () => {
    expect(normalizeCheckInCode(' 7k-3m9q xr2t ')).to.equal('7K3M9QXR2T');
    expect(normalizeCheckInCode('oOiIlL')).to.equal('001111');
  });

  it('takes ten characters of the alphabet, however they were typed', () => {
    expect(rightOf(parseCheckInCode('7k-3m9q-xr2t'))).to.equal('7K3M9QXR2T');
  });

  it('refuses an empty code, a code of another length and one with a character outside the alphabet', () => {
    expect(leftOf(parseCheckInCode('  '))).to.equal('Enter the check-in code');
    for (const typed of ['7K-3M9Q-XR2', '7K-3M9Q-XR2TT', '7K-3M9Q-XR2U', '{"$ne":null}']) {
      expect(leftOf(parseCheckInCode(typed)), typed).to.equal(
        'A check-in code has 10 letters and digits, like 7K-3M9Q-XR2T',
      );
    }
  });

  it('shows a code as the fair, then the student in fours', () => {
    expect(displayCheckInCode('7K3M9QXR2T')).to.equal('7K-3M9Q-XR2T');
  });
});
