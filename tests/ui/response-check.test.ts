import { expect } from 'chai';
import { checkEnvelope, INVALID_FORMAT } from '../../ui/src/api/response-check.js';
import { leftOf, rightOf } from '../domain/validated.js';

describe('response envelope check', () => {
  for (const status of [200, 201]) {
    it(`accepts status ${status} with success true`, () => {
      expect(rightOf(checkEnvelope(status, { success: true, data: { id: 1 }, message: 'ok', error: null }))).to.deep.equal({
        success: true,
        data: { id: 1 },
        message: 'ok',
        error: null,
      });
    });
  }

  it("refuses any other status with 'Invalid Format!' and status 500", () => {
    expect(INVALID_FORMAT).to.deep.equal({ status: 500, message: 'Invalid Format!' });
    expect(leftOf(checkEnvelope(204, { success: true, data: null }))).to.deep.equal(INVALID_FORMAT);
    expect(leftOf(checkEnvelope(400, { success: false, data: null }))).to.deep.equal(INVALID_FORMAT);
  });

  it('refuses a body that is not an envelope with success true', () => {
    for (const body of [null, 'text', [], { success: false, data: 1 }, { success: 'true', data: 1 }, { data: 1 }]) {
      expect(leftOf(checkEnvelope(200, body))).to.deep.equal(INVALID_FORMAT);
    }
  });

  it('fills a missing data, message or error with null, "" and null', () => {
    expect(rightOf(checkEnvelope(200, { success: true }))).to.deep.equal({
      success: true,
      data: null,
      message: '',
      error: null,
    });
  });
});
