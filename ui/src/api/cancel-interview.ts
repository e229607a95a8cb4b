import { api } from './api.js';
import type { PathsWith } from './contract.js';
import { useReadAgainAfter } from './refresh.js';

/**
 * Cancel interview (a coordinator's, a company's or an administrator's): ends an interview that has
 * not started, a reason optional. Refused or not, the lists given (those the screen shows) are read again.
 */
export function useInterviewCancel(...lists: readonly PathsWith<'get'>[]) {
  const readingAgain = useReadAgainAfter(...lists);
  return async (interviewId: string, reason: string | null): Promise<string> =>
    readingAgain(async () => {
      const path = { id: interviewId };
      return (await api.POST('/interview/cancel/{id}', { params: { path }, body: { reason } })).message;
    });
}
