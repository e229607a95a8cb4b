import useSWR from 'swr';
import { api } from './api.js';
import { dataOf } from './client.js';

const FAIR_DAYS = '/fair-days';

/** The fair's days and their hours, in date order (empty: times are bound to no day). */
export function useFairDays() {
  return useSWR(FAIR_DAYS, () => api.GET(FAIR_DAYS).then(dataOf));
}
