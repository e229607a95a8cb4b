import * as E from 'fp-ts/lib/Either.js';
import { cancelInterview, type Interview } from '../../domain/interview.js';
import type { Role } from '../../domain/role.js';
import { announce } from '../fair-events.js';
import { conflict } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { must, Refusal } from '../task.js';
import { whileUnmoved } from './conditional-write.js';
import { interviewEvent } from './interview-event.js';

/**
 * Inside a use case's body: ends an interview that has not started as cancelled, by this role, at
 * `at`, with the reason given; written only while it is still in the status it was read in, then
 * told as `interview.cancelled` (which frees its place for the reserve list). A started or ended
 * interview is refused with the domain's message and nothing is written.
 */
export const cancelBeforeStart = async (
  interviews: InterviewRepository,
  events: EventFeed,
  interview: Interview,
  cancel: { readonly by: Role; readonly at: Date; readonly reason: string | null },
): Promise<Interview> => {
  const cancelled = cancelInterview(interview, cancel.by, cancel.at, cancel.reason);
  if (E.isLeft(cancelled)) throw new Refusal(conflict(cancelled.left));
  const change = cancelled.right.history[cancelled.right.history.length - 1];
  if (change === undefined) throw new Error('a cancellation is kept in the history');
  const stored = await whileUnmoved(() => interviews.setStatus(interview.id, interview.status, change));
  await must(announce(events, interviewEvent('interview.cancelled', stored)));
  return stored;
};
