import { expect } from 'chai';
import { setTimeout as pause } from 'node:timers/promises';
import { AnswerReserveOffer } from '../../../application/allocation/answer-reserve-offer.js';
import { ExpireReserveOffers } from '../../../application/allocation/expire-reserve-offers.js';
import { actorOf, fails, succeeds } from '../../support/fair-operations-store.js';
import { type CommandFault, mongoFaultWorld, SETTLE_MS } from '../../support/mongo-fault-world.js';
import { allocatedWithReserve, offeredToFirstInLine, promoteWith, queuedMails, standing } from './allocation-world.js';

const HOUR = 60 * 60_000;

describe('Reserve offers on MongoDB when a command fails inside the transaction: on the list, or with the offer or the interview, never neither', () => {
  const { world, hearFromNow, failingWith, heardKinds } = mongoFaultWorld('MongoDB reserve offer fault tests');

  describe('offering a freed place', () => {
    const faults: readonly CommandFault[] = [
      // The claim is an upsert (an update command), in the unit with the rest.
      ['at claiming the place', 'update', 1],
      ['at taking the student off the list', 'findAndModify', 1],
      ['at adding the offer', 'insert', 1],
      ['at queuing the mail', 'insert', { skip: 1 }],
      ['at writing its event into the outbox', 'insert', { skip: 2 }],
      ['at the commit', 'commitTransaction', 1],
    ];
    for (const fault of faults) {
      it(`keeps the student first on the list when it fails ${fault[0]}, and no server hears of an offer`, async () => {
        const { acme, bina, chen, placed } = await allocatedWithReserve(world());
        await world().store.interviews.delete(placed.id);
        hearFromNow();

        const failure = await failingWith(fault, () =>
          fails(promoteWith(world()).execute({ interviewId: placed.id, companyId: acme.id })),
        );

        expect(failure.kind).to.equal('Unexpected');
        expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([bina.id, chen.id]);
        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['on the list']);
        expect(await queuedMails(world())).to.deep.equal([]);
        expect(await heardKinds()).to.deep.equal([]);
      });
    }
  });

  describe('accepting an offer', () => {
    const accept = (offerId: string, studentId: string) =>
      world()
        .use(AnswerReserveOffer)
        .execute(actorOf({ id: studentId }, 'student'), offerId, 'accepted');

    const faults: readonly CommandFault[] = [
      ['after closing the offer, at adding the interview', 'insert', 1],
      ['at writing its events into the outbox', 'insert', { skip: 1 }],
      ['at the commit', 'commitTransaction', 1],
    ];
    for (const fault of faults) {
      it(`leaves the offer open when it fails ${fault[0]}, with no interview and nothing heard`, async () => {
        const { acme, bina, offerId } = await offeredToFirstInLine(world());
        await pause(SETTLE_MS);
        hearFromNow();

        expect((await failingWith(fault, () => fails(accept(offerId, bina.id)))).kind).to.equal('Unexpected');

        expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['offered the place']);
        expect(await heardKinds()).to.deep.equal([]);
      });
    }

    it('runs the unit again after a transient failure: one interview, each event heard once', async () => {
      const { acme, bina, offerId } = await offeredToFirstInLine(world());
      await pause(SETTLE_MS);
      hearFromNow();

      await failingWith(['at adding the interview', 'insert', 1], () => succeeds(accept(offerId, bina.id)), [
        'TransientTransactionError',
      ]);

      expect(await standing(world(), bina.id, acme.id)).to.deep.equal(['holding the interview']);
      expect(await heardKinds()).to.deep.equal(['interview.created', 'interview.promoted']);
    });
  });

  describe('ending an offer at its deadline', () => {
    it('keeps the offer open and the next student on the list when taking the next student fails; the next round ends it', async () => {
      const { acme, bina, chen, offerId } = await offeredToFirstInLine(world());
      world().clock.advance(2 * HOUR);

      const failure = await failingWith(['at taking the next student off the list', 'findAndModify', { skip: 1 }], () =>
        fails(world().use(ExpireReserveOffers).execute()),
      );

      expect(failure.kind).to.equal('Unexpected');
      expect((await world().store.reserveOffers.findById(offerId))?.state).to.equal('open');
      expect(await standing(world(), chen.id, acme.id)).to.deep.equal(['on the list']);
      expect(await succeeds(world().use(ExpireReserveOffers).execute())).to.equal(1);
      expect(await standing(world(), bina.id, acme.id)).to.deep.equal([]);
      expect(await standing(world(), chen.id, acme.id)).to.deep.equal(['offered the place']);
    });
  });
});
