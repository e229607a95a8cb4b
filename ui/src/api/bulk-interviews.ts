import { api } from './api.js';
import type { PathsWith } from './contract.js';
import { useReadAgainAfter } from './refresh.js';
import type { BulkInterviewOutcomeJson } from './types.js';

/** One action on chosen interviews, as sent: the ids in the order chosen, and what the action needs. */
export type BulkInterviewRequest =
  | { readonly action: 'assign-panel'; readonly ids: readonly string[]; readonly panelID: string }
  | { readonly action: 'set-time'; readonly ids: readonly string[]; readonly start: string }
  | { readonly action: 'delete'; readonly ids: readonly string[] };

/**
 * Assign panel, Set time or Delete on the rows chosen (a coordinator's or an administrator's): one
 * request for all of them, answering what became of each and the server's message. Refused or not,
 * the lists given (those the screen shows) are read again.
 */
export function useBulkInterviews(...lists: readonly PathsWith<'get'>[]) {
  const readingAgain = useReadAgainAfter(...lists);
  return async (
    request: BulkInterviewRequest,
  ): Promise<{ readonly outcome: BulkInterviewOutcomeJson; readonly message: string }> =>
    readingAgain(async () => {
      const answer = await api.POST('/interview/bulk', { body: { ...request, ids: [...request.ids] } });
      return { outcome: answer.data, message: answer.message };
    });
}
