import { Needs } from '../needs.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { CallNextStudents } from './call-next-students.js';

/** The changes that move a company's panel queues. */
export const QUEUE_CHANGES = ['interview.panel-assigned', 'interview.moved', 'interview.deleted'] as const;
export type QueueChange = (typeof QUEUE_CHANGES)[number];

/** Calls the next students of a company's panels whenever its queues change: a burst is looked at once. */
export class CallNextOnQueueChange extends Needs([], { callNext: CallNextStudents }) implements Reaction<QueueChange> {
  readonly hears = QUEUE_CHANGES;
  readonly failure = 'a "you\'re next" call failed';

  replyTo({ companyId }: Extract<FairEvent, { kind: QueueChange }>): Reply {
    return { queue: companyId, coalesce: true, task: () => this.deps.callNext.execute(companyId) };
  }
}
