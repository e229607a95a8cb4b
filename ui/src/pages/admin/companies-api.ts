import useSWR from 'swr';
import { cvBundleFileName } from '../../../../domain/company.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { useReadAgain } from '../../api/refresh.js';
import type { CompanyJson } from '../../api/types.js';

/** The admin's Companies screen: the list, Delete, and each company's CV bundle. */

export const COMPANIES = '/company';

export function useCompanies() {
  return useSWR(COMPANIES, () => api.GET(COMPANIES).then(dataOf));
}

export function useDeleteCompany() {
  const readAgain = useReadAgain();
  return async (id: string): Promise<string> => {
    const { message } = await api.DELETE('/company/delete/{id}', { params: { path: { id } } });
    await readAgain(COMPANIES);
    return message;
  };
}

/** Every CV of a company's interviewees, as one zip named after the company's username. */
export function downloadCompanyCvs(company: CompanyJson): Promise<string> {
  return api.download('/interview/get-cv-company', cvBundleFileName(company.username), {
    params: { query: { id: company._id } },
  });
}
