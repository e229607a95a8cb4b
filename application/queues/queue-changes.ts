import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { AppError } from '../errors.js';
import type { Reply } from '../reactions/reaction.js';

/**
 * The changes that move a company's panel queues: an interview put in or taken out of a queue, moved
 * between panels or statuses, cancelled or deleted. Whatever looks at the queues again when they
 * change (calling the next student, warning those near their turn, telling each their place) hears
 * these same kinds.
 */
export const QUEUE_CHANGES = [
  'interview.created',
  'interview.panel-assigned',
  'interview.moved',
  'interview.deleted',
  'interview.cancelled',
] as const;
export type QueueChange = (typeof QUEUE_CHANGES)[number];

/** The company's queues looked at again, in its own line of tasks: a burst of changes is looked at once. */
export const lookAtQueuesAgain = (
  { companyId }: Extract<FairEvent, { companyId: string }>,
  task: (companyId: string) => TaskEither<AppError, unknown>,
): Reply => ({ queue: companyId, coalesce: true, task: () => task(companyId) });
