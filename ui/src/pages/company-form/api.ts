import type { CompanyAccountChanges, CompanyDetails, CompanyEdit, NewCompany } from '../../../../domain/company.js';
import { useSWRConfig } from 'swr';
import { api } from '../../api/api.js';
import type { FormFieldsAt } from '../../api/contract.js';
import { useReadAgain } from '../../api/refresh.js';

/** The company form's saves: the admin's Add a Company and Edit, and the company's own account. */

const UPDATE = '/company/update/{id}';
/** The company's own account, as its account page reads it (pages/company/api.ts). */
const OWN_COMPANY = '/company/single';

/** The multipart body of the admin's form; list fields go as `areas[]`, `panels[]`, `tags[]`. */
function formOf(
  details: CompanyDetails,
  password: string | null,
  logo: File | null,
): FormFieldsAt<'/company/create', 'post'> {
  return { ...details, password, confirmpassword: password, image: logo };
}

/** Each save answers the server's message; the screens that show the company read it again. */
export function useCompanySaves(id: string) {
  const readAgain = useReadAgain();
  const { mutate } = useSWRConfig();
  return {
    async create(company: NewCompany, logo: File | null): Promise<string> {
      const { password, ...details } = company;
      const { message } = await api.POST('/company/create', { form: formOf(details, password, logo) });
      void readAgain('/company');
      return message;
    },
    async update(company: CompanyEdit, logo: File | null): Promise<string> {
      const { password, ...details } = company;
      const form = formOf(details, password, logo);
      const { message } = await api.POST(UPDATE, { params: { path: { id } }, form });
      void readAgain('/company');
      return message;
    },
    /**
     * Save Profile: company name, description, tags and, when one was chosen, a new logo. The answer
     * is the company as stored, shown on its account page without reading it again.
     */
    async saveAccount(changes: CompanyAccountChanges, image: File | null): Promise<string> {
      const answer = await api.POST(UPDATE, { params: { path: { id } }, form: { ...changes, image } });
      await mutate(OWN_COMPANY, answer.data, { revalidate: false });
      return answer.message;
    },
  };
}

/** Change Password, through the same update call. */
export async function changeCompanyPassword(id: string, password: string, confirmpassword: string): Promise<string> {
  return (await api.POST(UPDATE, { params: { path: { id } }, form: { password, confirmpassword } })).message;
}
