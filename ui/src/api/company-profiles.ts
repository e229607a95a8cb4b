import useSWR from 'swr';
import { api } from './api.js';
import { dataOf } from './client.js';

const COMPANIES_SHORT = '/company/all-short';

/** Every company's public profile: the admin's coordinator form and the student's Add Company list. */
export function useCompaniesShort() {
  return useSWR(COMPANIES_SHORT, () => api.GET(COMPANIES_SHORT).then(dataOf));
}
