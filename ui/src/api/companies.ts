import useSWR from 'swr';
import { cvBundleFileName, type CompanyDetails, type CompanyEdit, type NewCompany } from '../../../domain/company.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { FormFieldsAt } from './contract.js';
import type { CompanyJson } from './types.js';

const COMPANIES = '/company';
const COMPANIES_SHORT = '/company/all-short';

export function useCompanies() {
  return useSWR(COMPANIES, () => api.GET(COMPANIES).then(dataOf));
}

/** Every company's public profile: the admin's coordinator form and the student's Add Company list. */
export function useCompaniesShort() {
  return useSWR(COMPANIES_SHORT, () => api.GET(COMPANIES_SHORT).then(dataOf));
}

/** The multipart body of the company form; list fields go as `areas[]`, `panels[]`, `tags[]`. */
function formOf(
  details: CompanyDetails,
  password: string | null,
  logo: File | null,
): FormFieldsAt<'/company/create', 'post'> {
  return { ...details, password, confirmpassword: password, image: logo };
}

export async function createCompany(company: NewCompany, logo: File | null): Promise<string> {
  const { password, ...details } = company;
  return (await api.POST('/company/create', { form: formOf(details, password, logo) })).message;
}

export async function updateCompany(id: string, company: CompanyEdit, logo: File | null): Promise<string> {
  const { password, ...details } = company;
  const form = formOf(details, password, logo);
  return (await api.POST('/company/update/{id}', { params: { path: { id } }, form })).message;
}

export async function deleteCompany(id: string): Promise<string> {
  return (await api.DELETE('/company/delete/{id}', { params: { path: { id } } })).message;
}

/** Every CV of a company's interviewees, as one zip named after the company's username. */
export function downloadCompanyCvs(company: CompanyJson): Promise<string> {
  return api.download('/interview/get-cv-company', cvBundleFileName(company.username), {
    params: { query: { id: company._id } },
  });
}
