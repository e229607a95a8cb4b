import { mutate } from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';
import { INTERVIEW_KINDS, type LiveEventKind, OFFER_KINDS } from '../../api/live.js';
import { STUDENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';

const RESERVES = '/student/reserves';
const INTERVIEWS = '/interview/all-st';

export type ReserveStandingJson = DataAt<typeof RESERVES, 'get'>;
export type ReserveOfferJson = ReserveStandingJson['offers'][number];

/** An offer made to the student, or a change of their interviews (a place taken moves the lists). */
const RESERVE_KINDS: readonly LiveEventKind[] = [...OFFER_KINDS, ...INTERVIEW_KINDS];

/** The student's reserve places and open offers, read again as offers arrive and interviews change. */
export function useReserveStanding() {
  return useLiveSWR(RESERVES, () => api.GET(RESERVES).then(dataOf), {
    kinds: RESERVE_KINDS,
    pollMs: STUDENT_INTERVIEWS_POLL_MS,
  });
}

/**
 * The student accepts or declines a place offered to them. Their offers and interviews are read
 * again, refused or not, so the screen shows them as they now are.
 */
export async function answerOffer(id: string, answer: 'accept' | 'decline'): Promise<string> {
  try {
    const path = answer === 'accept' ? '/student/offers/{id}/accept' : '/student/offers/{id}/decline';
    return (await api.POST(path, { params: { path: { id } } })).message;
  } finally {
    await Promise.all([mutate(RESERVES), mutate(INTERVIEWS)]);
  }
}
