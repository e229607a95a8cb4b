import { expect } from 'chai';
import { setTimeout as pause } from 'node:timers/promises';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { TellQueueMoves } from '../../application/queues/tell-queue-moves.js';
import { MONGO_CLIENT_OPTIONS } from '../../adapters/persistence/mongo-client.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { actorOf, FairWorld, fails, succeeds } from '../support/fair-operations-store.js';
import { failNext, openMigratedMongoStore, useMongoServer } from '../adapters/persistence/mongo-server.js';

/** Long enough for every change stream to tell what a unit committed. */
const SETTLE_MS = 1_000;

/** A command that fails inside a unit, and which of its kind: the first, or every one after those let through. */
type CommandFault = readonly [step: string, command: string, times: number | { readonly skip: number }];

describe('A change and its event on MongoDB: the event is written into the outbox in the transaction of the change', () => {
  const mongo = useMongoServer('MongoDB change and event fault tests');
  let opened: FairWorld | undefined;
  /** What every server hears through the store's change stream. */
  let heard: FairEvent[] = [];

  beforeEach(async function () {
    this.timeout(30_000);
    opened = FairWorld.on(await openMigratedMongoStore(mongo().uri, mongo().newDatabaseName()));
    heard = [];
    opened.store.events.subscribe((event) => heard.push(event));
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
  const world = (): FairWorld => {
    if (opened === undefined) throw new Error('The world is opened in a beforeEach hook');
    return opened;
  };

  /** Runs the use case with the portal's commands failing as the fault says, the fail point off after. */
  const failingWith = async <T>([, command, times]: CommandFault, run: () => Promise<T>) => {
    const turnOff = await failNext(
      mongo().uri,
      { failCommands: [command], errorCode: 2, errorLabels: [], appName: MONGO_CLIENT_OPTIONS.appName },
      times,
    );
    try {
      return await run();
    } finally {
      await turnOff();
    }
  };

  /** The kinds heard once every change stream has told what was committed. */
  const heardKinds = async (): Promise<string[]> => {
    await pause(SETTLE_MS);
    return heard.map((event) => event.kind);
  };

  /** A company's coordinator, and a student waiting first in the queue of one of its panels. */
  const queued = async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const panel = await world().panelOf(company);
    const student = await world().student();
    const interview = await world().interview(student, company, {
      status: 'assigned',
      panelId: panel.id,
      queue: 1,
      panelQueue: 1,
    });
    return { company, coordinator, student, interview };
  };
  const move = (coordinator: ReturnType<typeof actorOf>, interviewId: string, status: 'ongoing' | 'no-show') =>
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
