import useSWR from 'swr';
import { cvBundleFileName, type CompanyDetails, type CompanyEdit, type NewCompany } from '../../../domain/company.js';
import { download, getJson, postForm, remove, toFormData } from './client.js';
import type { DataOf, FormFieldsOf, QueryFieldsOf } from './contract.js';
import type { CompanyJson } from './types.js';

const COMPANIES = '/company/';
const COMPANIES_SHORT = '/company/all-short';

export function useCompanies() {
  return useSWR<DataOf<'listCompanies'>>(COMPANIES, () => getJson<DataOf<'listCompanies'>>(COMPANIES));
}

/** Every company's public profile: the admin's coordinator form and the student's Add Company list. */
export function useCompaniesShort() {
  return useSWR<DataOf<'listCompanyProfiles'>>(COMPANIES_SHORT, () =>
    getJson<DataOf<'listCompanyProfiles'>>(COMPANIES_SHORT),
  );
}

/** The multipart body of the company form; list fields go as `areas[]`, `panels[]`, `tags[]`. */
function formData(details: CompanyDetails, password: string | null, logo: File | null): FormData {
  const fields: FormFieldsOf<'createCompany'> = { ...details, password, confirmpassword: password, image: logo };
  return toFormData(fields);
}

export async function createCompany(company: NewCompany, logo: File | null): Promise<string> {
  const { password, ...details } = company;
  return (await postForm<DataOf<'createCompany'>>('/company/create', formData(details, password, logo))).message;
}

export async function updateCompany(id: string, company: CompanyEdit, logo: File | null): Promise<string> {
  const { password, ...details } = company;
  return (
    await postForm<DataOf<'updateCompany'>>(
      `/company/update/${encodeURIComponent(id)}`,
      formData(details, password, logo),
    )
  ).message;
}

export async function deleteCompany(id: string): Promise<string> {
  return (await remove<DataOf<'deleteCompany'>>(`/company/delete/${encodeURIComponent(id)}`)).message;
}

/** Every CV of a company's interviewees, as one zip named after the company's username. */
export function downloadCompanyCvs(company: CompanyJson): Promise<string> {
  const query: QueryFieldsOf<'downloadCompanyCvBundle'> = { id: company._id };
  return download('/interview/get-cv-company', cvBundleFileName(company.username), query);
}
