import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Interview } from '../../domain/interview.js';
import { type AppError, conflict } from '../errors.js';
import { attempt, required } from '../task.js';

export const INTERVIEW_CHANGED_MEANWHILE = 'This interview was moved or removed meanwhile; reload it and try again';

/**
 * Runs a write that changes an interview only while it is still in the status it was read in, and
 * answers the interview as stored; when another request moved or removed it first, nothing is
 * written and the answer is a conflict, never a move the state machine would refuse.
 */
export const whileUnmoved = (write: () => Promise<Interview | null>): TE.TaskEither<AppError, Interview> =>
  pipe(attempt(write), TE.chain(required(conflict(INTERVIEW_CHANGED_MEANWHILE))));
