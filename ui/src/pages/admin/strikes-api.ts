import useSWR from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';
import { useReadAgainAfter } from '../../api/refresh.js';

const STRIKES = '/admin/strikes';

export type ListedStrikeJson = DataAt<typeof STRIKES, 'get'>['items'][number];

/** One page of every strike, newest first. */
export function useStrikePage(page: number) {
  return useSWR([STRIKES, page], () => api.GET(STRIKES, { params: { query: { page: String(page) } } }).then(dataOf), {
    keepPreviousData: true,
  });
}

/** Excuse a strike with a reason; answers the server's message, and the list is read again. */
export function useExcuseStrike() {
  const afterwards = useReadAgainAfter(STRIKES);
  return (id: string, reason: string): Promise<string> =>
    afterwards(
      async () =>
        (await api.POST('/admin/strikes/{id}/excuse', { params: { path: { id } }, body: { reason } })).message,
    );
}
