import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  countingStrikes,
  DEFAULT_STRIKE_LENGTH,
  excuseStrike,
  type Strike,
  STRIKE_MESSAGES,
  strikeCounts,
  strikeDaysRule,
  strikeExpiry,
  validateExcuse,
} from '../../domain/strike.js';

const recordedAt = new Date('2026-03-02T10:00:00Z');
const aStrike = (overrides: Partial<Strike> = {}): Strike => ({
  id: 'i'.repeat(24),
  studentId: 's'.repeat(24),
  interviewId: 'i'.repeat(24),
  companyId: 'c'.repeat(24),
  companyName: 'Acme',
  recordedAt,
  expiresAt: strikeExpiry(recordedAt, { strikeDays: 30 }),
  excused: null,
  ...overrides,
});
const excuse = { by: 'a'.repeat(24), byEmail: 'admin@uni.test', at: new Date('2026-03-03T08:00:00Z') };

describe('Strikes', () => {
  it("last the fair's strike length in days from when the no-show was marked, a year unless set", () => {
    expect(strikeExpiry(recordedAt, { strikeDays: 30 })).to.deep.equal(new Date('2026-04-01T10:00:00Z'));
    expect(DEFAULT_STRIKE_LENGTH.strikeDays).to.equal(365);
  });

  it('take a whole number of days from 1 to 3650', () => {
    expect([1, 365, 3650].map(strikeDaysRule)).to.deep.equal([null, null, null]);
    expect([0, 3651, 1.5, Number.NaN].map(strikeDaysRule)).to.deep.equal(Array(4).fill(STRIKE_MESSAGES.strikeDays));
  });

  it('count until they expire, and not once excused', () => {
    const strike = aStrike();
    expect(strikeCounts(strike, new Date('2026-04-01T09:59:59Z'))).to.equal(true);
    expect(strikeCounts(strike, new Date('2026-04-01T10:00:00Z'))).to.equal(false);
    expect(strikeCounts(aStrike({ excused: { ...excuse, reason: 'Ill' } }), recordedAt)).to.equal(false);
  });

  it("count each student's strikes that count now", () => {
    const other = 'o'.repeat(24);
    const strikes = [
      aStrike(),
      aStrike({ id: '1'.repeat(24) }),
      aStrike({ id: '2'.repeat(24), studentId: other }),
      aStrike({ id: '3'.repeat(24), studentId: other, excused: { ...excuse, reason: 'Train strike' } }),
      aStrike({ id: '4'.repeat(24), studentId: other, expiresAt: recordedAt }),
    ];
    expect(countingStrikes(strikes, recordedAt)).to.deep.equal(
      new Map([
        [aStrike().studentId, 2],
        [other, 1],
      ]),
    );
  });

  it('are excused once', () => {
    const reasoned = { ...excuse, reason: 'Hospital appointment' };
    const excused = excuseStrike(aStrike(), reasoned);
    expect(excused).to.deep.equal(E.right(aStrike({ excused: reasoned })));
    if (E.isRight(excused)) {
      expect(excuseStrike(excused.right, { ...excuse, reason: 'again' })).to.deep.equal(
        E.left(STRIKE_MESSAGES.alreadyExcused),
      );
    }
  });

  it('take a reason to excuse, trimmed, of at most 500 characters', () => {
    expect(validateExcuse({ reason: '  Hospital appointment ' })).to.deep.equal(
      E.right({ reason: 'Hospital appointment' }),
    );
    expect(validateExcuse({ reason: '   ' })).to.deep.equal(
      E.left([{ field: 'reason', message: STRIKE_MESSAGES.reasonRequired }]),
    );
    expect(validateExcuse({ reason: 'x'.repeat(501) })).to.deep.equal(
      E.left([{ field: 'reason', message: STRIKE_MESSAGES.reasonTooLong }]),
    );
    expect(validateExcuse({ reason: 'x'.repeat(500) })).to.deep.equal(E.right({ reason: 'x'.repeat(500) }));
  });
});
