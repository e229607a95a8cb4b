import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  answerOffer,
  DEFAULT_OFFER_WINDOW,
  expireOffer,
  hasPlaceToOffer,
  newOffer,
  OFFER_MESSAGES,
  offerDeadline,
  reservePlacesOf,
} from '../../domain/reserve-offer.js';

const zone = 'Asia/Colombo';
const MINUTE = 60_000;
const offeredAt = new Date('2026-03-09T04:30:00Z'); // 10:00 on 9 March in Colombo
const offer = newOffer({
  id: 'offer-1',
  companyId: 'acme',
  studentId: 'bina',
  freedInterviewId: 'freed',
  offeredAt,
  expiresAt: new Date(offeredAt.getTime() + 10 * MINUTE),
});
const after = (minutes: number) => new Date(offeredAt.getTime() + minutes * MINUTE);

describe('A reserve offer', () => {
  describe('its deadline', () => {
    const fairDays = [{ date: '2026-03-10', opens: '09:00', closes: '17:00' }];

    it("is the hours before the fair's days, and the minutes on them, on the fair's calendar", () => {
      expect(offerDeadline(offeredAt, DEFAULT_OFFER_WINDOW, fairDays, zone)).to.deep.equal(after(120));
      const onTheDay = new Date('2026-03-10T04:30:00Z');
      expect(offerDeadline(onTheDay, DEFAULT_OFFER_WINDOW, fairDays, zone)).to.deep.equal(
        new Date(onTheDay.getTime() + 10 * MINUTE),
      );
      // 23:30 UTC on the 9th is already 05:00 on the 10th in Colombo: a fair day.
      const earlyOnTheDay = new Date('2026-03-09T23:30:00Z');
      expect(
        offerDeadline(earlyOnTheDay, { offerHoursBeforeFair: 3, offerMinutesOnFairDay: 20 }, fairDays, zone),
      ).to.deep.equal(new Date(earlyOnTheDay.getTime() + 20 * MINUTE));
    });

    it('is the hours when the fair has no days listed', () => {
      expect(offerDeadline(offeredAt, DEFAULT_OFFER_WINDOW, [], zone)).to.deep.equal(after(120));
    });
  });

  it('is made open, with that step in its history', () => {
    expect(offer.state).to.equal('open');
    expect(offer.history).to.deep.equal([{ state: 'open', at: offeredAt }]);
  });

  it('is accepted or declined by its student before the deadline, the answer kept in its history', () => {
    const accepted = answerOffer(offer, 'bina', 'accepted', after(9), zone);
    expect(accepted).to.deep.equal(
      E.right({ ...offer, state: 'accepted', history: [...offer.history, { state: 'accepted', at: after(9) }] }),
    );
    const declined = answerOffer(offer, 'bina', 'declined', after(1), zone);
    expect(E.isRight(declined) && declined.right.state).to.equal('declined');
  });

  it("refuses another student's answer, a second answer, and any answer from the deadline on", () => {
    expect(answerOffer(offer, 'chen', 'accepted', after(1), zone)).to.deep.equal(
      E.left({ reason: 'not-yours', message: OFFER_MESSAGES.notYours }),
    );
    const accepted = answerOffer(offer, 'bina', 'accepted', after(1), zone);
    if (E.isLeft(accepted)) throw new Error('the first answer was refused');
    expect(answerOffer(accepted.right, 'bina', 'declined', after(2), zone)).to.deep.equal(
      E.left({ reason: 'answered', message: 'This offer was already accepted' }),
    );
    expect(answerOffer(offer, 'bina', 'accepted', after(10), zone)).to.deep.equal(
      E.left({
        reason: 'expired',
        message: 'This offer ended at Mon 9 Mar, 10:10: the place went to the next student waiting',
      }),
    );
  });

  it('answers an answer to an ended offer with when it ended', () => {
    const ended = expireOffer(offer, after(12));
    if (ended === null) throw new Error('the offer did not end');
    expect(answerOffer(ended, 'bina', 'accepted', after(13), zone)).to.deep.equal(
      E.left({ reason: 'expired', message: OFFER_MESSAGES.expired(offer.expiresAt, zone) }),
    );
  });

  it('ends at its deadline, not before, and only while open', () => {
    expect(expireOffer(offer, after(9))).to.equal(null);
    expect(expireOffer(offer, after(10))).to.deep.equal({
      ...offer,
      state: 'expired',
      history: [...offer.history, { state: 'expired', at: after(10) }],
    });
    const declined = answerOffer(offer, 'bina', 'declined', after(1), zone);
    if (E.isLeft(declined)) throw new Error('the answer was refused');
    expect(expireOffer(declined.right, after(20))).to.equal(null);
  });
});

describe('A freed place to offer', () => {
  const held = (takesPlace: boolean) => ({ studentId: 's', companyId: 'acme', takesPlace });

  it('exists while interviews taking places and open offers together are fewer than the places', () => {
    expect(hasPlaceToOffer({ numberOfInterviews: 2 }, [held(true), held(false)], 0)).to.equal(true);
    expect(hasPlaceToOffer({ numberOfInterviews: 2 }, [held(true)], 1)).to.equal(false);
    expect(hasPlaceToOffer({ numberOfInterviews: 1 }, [], 0)).to.equal(true);
  });
});

describe("A student's reserve places", () => {
  it('are their place k of n on each list they are on', () => {
    const lists = new Map([
      ['acme', ['amal', 'bina', 'chen']],
      ['beta', ['bina']],
      ['gamma', ['chen']],
    ]);
    expect(reservePlacesOf('bina', lists)).to.deep.equal([
      { companyId: 'acme', place: 2, of: 3 },
      { companyId: 'beta', place: 1, of: 1 },
    ]);
    expect(reservePlacesOf('dana', lists)).to.deep.equal([]);
  });
});
