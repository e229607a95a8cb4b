import useSWR from 'swr';
import { cvBundleFileName } from '../../../../domain/company.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { useDeleteRecord } from './useDeleteRecord.js';
import type { CompanyJson } from '../../api/types.js';

/** The admin's Companies screen: the list, Delete, and each company's CV bundle. */

export const COMPANIES = '/company';

export function useCompanies() {
  return useSWR(COMPANIES, () => api.GET(COMPANIES).then(dataOf));
}

export const useDeleteCompany = () => useDeleteRecord('/company/delete/{id}', COMPANIES);

/** Every CV of a company's interviewees, as one zip named after the company's username. */
export function downloadCompanyCvs(company: CompanyJson): Promise<string> {
  return api.download('/interview/get-cv-company', cvBundleFileName(company.username), {
    params: { query: { id: company._id } },
  });
}
