import { expect } from 'chai';
import type { AppError } from '../../../application/errors.js';
import { TellQueueMoves, TellQueueMovesOnChange } from '../../../application/queues/tell-queue-moves.js';
import { Reactions } from '../../../application/reactions/reactions.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { move, panelQueueOf } from '../notifications/notification-world.js';

describe('"Your queue moved" (TellQueueMoves)', () => {
  const world = freshFairWorld();
  const tell = () => world().use(TellQueueMoves);
  const told = () => world().events.of('panel.queue-moved');

  it('tells the students waiting in each panel of the company, in queue order, once per state of the queue', async () => {
    const queue = await panelQueueOf(world(), 3);
    await succeeds(tell().execute(queue.company.id));
    await succeeds(tell().execute(queue.company.id));
    expect(told()).to.deep.equal([
      {
        kind: 'panel.queue-moved',
        panelId: queue.panel.id,
        companyId: queue.company.id,
        studentIds: queue.students.map((student) => student.id),
      },
    ]);
  });

  it('tells those still waiting when the queue moves, as every app server hearing the change would, once', async () => {
    const queue = await panelQueueOf(world(), 3);
    const errors: AppError[] = [];
    const servers = [0, 1].map(() => {
      const server = new Reactions(world().events, [new TellQueueMovesOnChange({ tell: tell() })], (_, error) =>
        errors.push(error),
      );
      server.start();
      return server;
    });
    await move(world(), queue.interviews[0]!, 'ongoing');
    await Promise.all(servers.map((server) => server.settled()));
    expect(told().map((event) => 'studentIds' in event && event.studentIds)).to.deep.equal([
      queue.students.slice(1).map((student) => student.id),
    ]);
    await Promise.all(servers.map((server) => server.stop()));
    expect(errors).to.deep.equal([]);
  });

  it('tells nobody of a queue nobody waits in', async () => {
    const queue = await panelQueueOf(world(), 1);
    await move(world(), queue.interviews[0]!, 'ongoing');
    await succeeds(tell().execute(queue.company.id));
    expect(told()).to.deep.equal([]);
  });
});
