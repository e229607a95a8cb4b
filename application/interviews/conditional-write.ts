import type { Interview } from '../../domain/interview.js';
import { conflict } from '../errors.js';
import { Refusal } from '../task.js';

export const INTERVIEW_CHANGED_MEANWHILE = 'This interview was moved or removed meanwhile; reload it and try again';

/**
 * Inside a use case's body: runs a write that changes an interview only while it is still in the
 * status it was read in, and answers the interview as stored; when another request moved or removed
 * it first, nothing is written and the use case refuses with a conflict, never a move the state
 * machine would refuse.
 */
export const whileUnmoved = async (write: () => Promise<Interview | null>): Promise<Interview> => {
  const stored = await write();
  if (stored === null) throw new Refusal(conflict(INTERVIEW_CHANGED_MEANWHILE));
  return stored;
};
