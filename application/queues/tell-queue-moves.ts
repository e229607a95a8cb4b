import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent, QueueEvent } from '../../domain/fair-event.js';
import { queueMoveKey, waitingQueue } from '../../domain/fair-notifications.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { lookAtQueuesAgain, QUEUE_CHANGES, type QueueChange } from './queue-changes.js';
import { useCase } from '../task.js';

/**
 * "Your queue moved" for a company's panels: the students waiting in each panel's queue are told
 * that their places and waits changed, once per state of the queue, by whichever app server claims
 * it first (queueMoveKey). Answers the events told.
 */
export class TellQueueMoves extends Needs(['interviews', 'notifications', 'events', 'clock']) {
  execute(companyId: string): TaskEither<AppError, readonly QueueEvent[]> {
    return useCase(async () => {
      const byPanel = new Map<string, Interview[]>();
      for (const interview of await this.deps.interviews.list({ companyId, status: ['assigned', 'ongoing'] })) {
        if (interview.panelId === null) continue;
        byPanel.set(interview.panelId, [...(byPanel.get(interview.panelId) ?? []), interview]);
      }
      const queues = [...byPanel].map(([panelId, interviews]) => ({
        panelId,
        key: queueMoveKey(panelId, interviews),
        waiting: waitingQueue(interviews),
      }));
      const told = await this.deps.notifications.claimedAmong(queues.map((queue) => queue.key));
      const events: QueueEvent[] = [];
      for (const { panelId, key, waiting } of queues) {
        if (waiting.length === 0 || told.has(key) || !(await this.deps.notifications.claim(key, this.deps.clock.now())))
          continue;
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
