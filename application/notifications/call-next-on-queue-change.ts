import { Needs } from '../needs.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { lookAtQueuesAgain, QUEUE_CHANGES, type QueueChange } from '../queues/queue-changes.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { CallNextStudents } from './call-next-students.js';

/** Calls the next students of a company's panels whenever its queues change. */
export class CallNextOnQueueChange extends Needs([], { callNext: CallNextStudents }) implements Reaction<QueueChange> {
  readonly hears = QUEUE_CHANGES;
  readonly failure = 'a "you\'re next" call failed';

  replyTo(event: Extract<FairEvent, { kind: QueueChange }>): Reply {
    return lookAtQueuesAgain(event, (companyId) => this.deps.callNext.execute(companyId));
  }
}
