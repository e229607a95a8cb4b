import { expect } from 'chai';
import { HmacCheckInCodes } from '../../../adapters/security/hmac-check-in-codes.js';
import { rightOf } from '../../domain/validated.js';
import { parseCheckInCode } from '../../../domain/check-in-code.js';

describe('HmacCheckInCodes', () => {
  const thisFair = new HmacCheckInCodes('this fair has a secret that is long enough');
  const otherFair = new HmacCheckInCodes('another fair has another secret, long too');
  const student = '65a1f0c2e4b0a1b2c3d4e5f6';

  it('gives a student the same well-formed code every time, and another student another one', () => {
    const code = thisFair.codeOf(student);
    expect(rightOf(parseCheckInCode(code))).to.equal(code);
    expect(thisFair.codeOf(student)).to.equal(code);
    expect(thisFair.codeOf('65a1f0c2e4b0a1b2c3d4e5f7')).not.to.equal(code);
  });

  it("tells its own codes from another fair's, which gives the same student another code", () => {
    expect(thisFair.isOfThisFair(thisFair.codeOf(student))).to.equal(true);
    expect(otherFair.codeOf(student)).not.to.equal(thisFair.codeOf(student));
    expect(thisFair.isOfThisFair(otherFair.codeOf(student))).to.equal(false);
  });
});
