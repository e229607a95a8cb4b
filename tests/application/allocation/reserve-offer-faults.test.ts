import { expect } from 'chai';
import { AnswerReserveOffer } from '../../../application/allocation/answer-reserve-offer.js';
import { ExpireReserveOffers } from '../../../application/allocation/expire-reserve-offers.js';
import { PromoteFromReserve } from '../../../application/allocation/promote-from-reserve.js';
import type { Ports } from '../../../adapters/composition/tokens.js';
import { actorOf, type FairWorld, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { failingAfter, failingAt } from '../../support/failing-steps.js';
import { allocatedWithReserve, offeredToFirstInLine, queuedMails, standing } from './allocation-world.js';

const HOUR = 60 * 60_000;

/** A step of a use case that fails, as the ports in its place make it fail. */
type Fault = readonly [step: string, ports: (world: FairWorld) => Partial<Ports>];

describe('Reserve offers when a step fails: the student is on the list or holds the offer or the interview, never neither', () => {
  const world = freshFairWorld();

  describe('offering a freed place', () => {
    const faults: readonly Fault[] = [
      [
        'after taking the student off the list',
        (w) => ({ reserveLists: failingAfter(w.store.reserveLists, 'takeFirst') }),
      ],
      ['before publishing, at adding the offer', (w) => ({ reserveOffers: failingAt(w.store.reserveOffers, 'add') })],
      ['after adding the offer', (w) => ({ reserveOffers: failingAfter(w.store.reserveOffers, 'add') })],
      ['after publishing, at queuing the mail', (w) => ({ mailQueue: failingAt(w.store.mailQueue, 'enqueue') })],
    ];
    for (const [step, ports] of faults) {
      it(`keeps the student first on the list when it fails ${step}, and nobody hears of an offer`, async () => {
        const { acme, bina, chen, placed } = await allocatedWithReserve(world());
        await world().store.interviews.delete(placed.id);

        const failure = await fails(
          world().use(PromoteFromReserve, ports(world())).execute({ interviewId: placed.id, companyId: acme.id }),
        );

        expect(failure.kind).to.equal('Unexpected');
        expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([bina.id, chen.id]);
        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['on the list']);
        expect(world().events.published).to.deep.equal([]);
        expect(await queuedMails(world())).to.deep.equal([]);
      });
    }
  });

  describe('accepting an offer', () => {
    const answerWith = (ports: Partial<Ports>, offerId: string, studentId: string, choice: 'accepted' | 'declined') =>
      world()
        .use(AnswerReserveOffer, ports)
        .execute(actorOf({ id: studentId }, 'student'), offerId, choice);

    const faults: readonly Fault[] = [
      ['after closing the offer', (w) => ({ reserveOffers: failingAfter(w.store.reserveOffers, 'close') })],
      [
        'before publishing, after adding the interview',
        (w) => ({ interviews: failingAfter(w.store.interviews, 'add') }),
      ],
    ];
    for (const [step, ports] of faults) {
      it(`leaves the offer open when it fails ${step}, with no interview and nothing heard`, async () => {
        const { acme, bina, offerId } = await offeredToFirstInLine(world());

        expect((await fails(answerWith(ports(world()), offerId, bina.id, 'accepted'))).kind).to.equal('Unexpected');

        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['offered the place']);
        expect((await world().store.reserveOffers.findById(offerId))?.history).to.have.length(1);
        expect(world().events.published).to.deep.equal([]);
        await succeeds(answerWith({}, offerId, bina.id, 'accepted'));
        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['holding the interview']);
      });
    }

    it('keeps the interview once the unit has ended, even when telling of it fails after', async () => {
      const { acme, bina, offerId } = await offeredToFirstInLine(world());

      const failure = await fails(
        answerWith({ events: failingAt(world().events, 'publish') }, offerId, bina.id, 'accepted'),
      );

      expect(failure.kind).to.equal('Unexpected');
      expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['holding the interview']);
    });

    const declineFaults: readonly Fault[] = [
      ['after closing the offer', (w) => ({ reserveOffers: failingAfter(w.store.reserveOffers, 'close') })],
      [
        'after taking the next student off the list',
        (w) => ({ reserveLists: failingAfter(w.store.reserveLists, 'takeFirst') }),
      ],
      ["after adding the next student's offer", (w) => ({ reserveOffers: failingAfter(w.store.reserveOffers, 'add') })],
    ];
    for (const [step, ports] of declineFaults) {
      it(`declining, leaves the offer open and the next student on the list when it fails ${step}`, async () => {
        const { acme, bina, chen, offerId } = await offeredToFirstInLine(world());

        expect((await fails(answerWith(ports(world()), offerId, bina.id, 'declined'))).kind).to.equal('Unexpected');

        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['offered the place']);
        expect(await standing(world(), chen.id, acme.id)).to.deep.equal(['on the list']);
        expect(world().events.published).to.deep.equal([]);
        expect(await queuedMails(world())).to.deep.equal([]);
      });
    }
  });

  describe('ending an offer at its deadline', () => {
    const faults: readonly Fault[] = [
      ['after ending the offer', (w) => ({ reserveOffers: failingAfter(w.store.reserveOffers, 'close') })],
      [
        'after taking the next student off the list',
        (w) => ({ reserveLists: failingAfter(w.store.reserveLists, 'takeFirst') }),
      ],
    ];
    for (const [step, ports] of faults) {
      it(`keeps the offer open and the next student on the list when it fails ${step}; the next round ends it`, async () => {
        const { acme, bina, chen, offerId } = await offeredToFirstInLine(world());
        world().clock.advance(2 * HOUR);

        expect((await fails(world().use(ExpireReserveOffers, ports(world())).execute())).kind).to.equal('Unexpected');

        expect((await world().store.reserveOffers.findById(offerId))?.state).to.equal('open');
        expect(await standing(world(), chen.id, acme.id)).to.deep.equal(['on the list']);
        expect(world().events.published).to.deep.equal([]);

        expect(await succeeds(world().use(ExpireReserveOffers).execute())).to.equal(1);
        expect(await standing(world(), bina.id, acme.id)).to.deep.equal([]);
        expect(await standing(world(), chen.id, acme.id)).to.deep.equal(['offered the place']);
      });
    }
  });
});
