import useSWR from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { BodyAt, DataAt } from '../../api/contract.js';
import { useReadAgainAfter } from '../../api/refresh.js';

/** The society's fairs (docs/fairs.md): the current one, the past ones, and next year's made from this one. */

const FAIRS = '/admin/fairs';
const COMPARISON = '/admin/fairs/comparison';

export type FairJson = DataAt<typeof FAIRS, 'get'>[number];
export type FairComparisonJson = DataAt<typeof COMPARISON, 'get'>;

/** Every fair, newest first. */
export function useFairs() {
  return useSWR(FAIRS, () => api.GET(FAIRS).then(dataOf));
}

/** Makes next year's fair from the current one; answers the server's message, and the fairs are read again. */
export function useMakeNextFair() {
  const afterwards = useReadAgainAfter(FAIRS, COMPARISON);
  return (body: BodyAt<typeof FAIRS, 'post'>): Promise<string> =>
    afterwards(async () => (await api.POST(FAIRS, { body })).message);
}

/** The current fair's figures beside the last fair's. */
export function useFairComparison() {
  return useSWR(COMPARISON, () => api.GET(COMPARISON).then(dataOf));
}
