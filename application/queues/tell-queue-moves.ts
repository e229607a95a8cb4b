import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent, QueueEvent } from '../../domain/fair-event.js';
import { byPanel, queueMoveKey, waitingQueue } from '../../domain/fair-notifications.js';
import type { AppError } from '../errors.js';
import { claimedFirst } from '../notifications/claimed-first.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { lookAtQueuesAgain, QUEUE_CHANGES, type QueueChange } from './queue-changes.js';
import { useCase } from '../task.js';

/**
 * "Your queue moved" for a company's panels: the students waiting in each panel's queue are told
 * that their places and waits changed, once per state of the queue, by whichever app server claims
 * it first (queueMoveKey). Answers the events told.
 */
export class TellQueueMoves extends Needs(['interviews', 'notifications', 'events', 'clock', 'units']) {
  execute(companyId: string): TaskEither<AppError, readonly QueueEvent[]> {
    return useCase(async () => {
      const listed = await this.deps.interviews.list({ companyId, status: ['assigned', 'ongoing'] });
      const queues = [...byPanel(listed)]
        .map(([panelId, interviews]) => ({
          panelId,
          key: queueMoveKey(panelId, interviews),
          waiting: waitingQueue(interviews),
        }))
        .filter(({ waiting }) => waiting.length > 0);
      // Each claim with the event it tells: all or none, so a move never told is never claimed.
      return this.deps.units.allOrNothing(async () => {
        const events: QueueEvent[] = [];
        for await (const { panelId, waiting } of claimedFirst(
          this.deps.notifications,
          this.deps.clock,
          queues,
          (queue) => queue.key,
        )) {
          const event: QueueEvent = {
            kind: 'panel.queue-moved',
            panelId,
            companyId,
            studentIds: waiting.map((interview) => interview.studentId),
          };
          await this.deps.events.publish(event);
          events.push(event);
        }
        return events;
      });
    });
  }
}

/** Tells the students waiting in a company's queues whenever they move. */
export class TellQueueMovesOnChange extends Needs([], { tell: TellQueueMoves }) implements Reaction<QueueChange> {
  readonly hears = QUEUE_CHANGES;
  readonly failure = 'telling a queue that it moved failed';

  replyTo(event: Extract<FairEvent, { kind: QueueChange }>): Reply {
    return lookAtQueuesAgain(event, (companyId) => this.deps.tell.execute(companyId));
  }
}
