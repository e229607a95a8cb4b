import { expect } from 'chai';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { TellQueueMoves } from '../../application/queues/tell-queue-moves.js';
import type { Actor } from '../../application/actor.js';
import { fails, succeeds } from '../support/fair-operations-store.js';
import { type CommandFault, mongoFaultWorld } from '../support/mongo-fault-world.js';

describe('A change and its event on MongoDB: the event is written into the outbox in the transaction of the change', () => {
  const { world, failingWith, heardKinds } = mongoFaultWorld('MongoDB change and event fault tests');
  const queued = () => world().queued();
  const move = (coordinator: Actor, interviewId: string, status: 'ongoing' | 'no-show') =>
    world().use(MoveInterviewStatus).execute(coordinator, interviewId, status);

  describe('a status move', () => {
    const faults: readonly CommandFault[] = [
      ['at writing its event into the outbox', 'insert', 1],
      ['at the commit', 'commitTransaction', 1],
    ];
    for (const fault of faults) {
      it(`leaves the interview unmoved when it fails ${fault[0]}, and no server hears of a move`, async () => {
        const { coordinator, interview } = await queued();

        const failure = await failingWith(fault, () => fails(move(coordinator, interview.id, 'ongoing')));

        expect(failure.kind).to.equal('Unexpected');
        expect((await world().store.interviews.findById(interview.id))?.status).to.equal('assigned');
        expect(await heardKinds()).to.deep.equal([]);
      });
    }

    it('is heard by every server once its transaction commits', async () => {
      const { coordinator, interview } = await queued();

      await succeeds(move(coordinator, interview.id, 'ongoing'));

      expect(await heardKinds()).to.deep.equal(['interview.moved']);
    });

    it('marks a no-show whose strike is already recorded: the strike refuses nothing inside the transaction', async () => {
      const { coordinator, student, interview } = await queued();
      await succeeds(move(coordinator, interview.id, 'no-show'));
      await world().store.interviews.setStatus(interview.id, 'no-show', { status: 'assigned', at: new Date() });

      await succeeds(move(coordinator, interview.id, 'no-show'));

      expect((await world().store.interviews.findById(interview.id))?.status).to.equal('no-show');
      expect(await world().store.strikes.listForStudent(student.id)).to.have.length(1);
      expect(await heardKinds()).to.deep.equal(['interview.moved', 'interview.moved']);
    });
  });

  it('tells a queue move once, its claim an upsert inside the unit with its event', async () => {
    const { company } = await queued();

    const first = await succeeds(world().use(TellQueueMoves).execute(company.id));
    const again = await succeeds(world().use(TellQueueMoves).execute(company.id));

    expect(first).to.have.length(1);
    expect(again).to.deep.equal([]);
    expect(await heardKinds()).to.deep.equal(['panel.queue-moved']);
  });
});
