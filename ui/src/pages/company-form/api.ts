import type { CompanyAccountChanges, CompanyDetails, CompanyEdit, NewCompany } from '../../../../domain/company.js';
import { api } from '../../api/api.js';
import type { FormFieldsAt } from '../../api/contract.js';
import { useReadAgain } from '../../api/refresh.js';

/** The company form's saves: the admin's Add a Company and Edit, and the company's own account. */

const UPDATE = '/company/update/{id}';

/** The multipart body of the admin's form; list fields go as `areas[]`, `panels[]`, `tags[]`. */
function formOf(
  details: CompanyDetails,
  password: string | null,
  logo: File | null,
): FormFieldsAt<'/company/create', 'post'> {
  return { ...details, password, confirmpassword: password, image: logo };
}

/** Each save answers the server's message once the screens that list the company show it as saved. */
export function useCompanySaves(id: string) {
  const readAgain = useReadAgain();
  return {
    async create(company: NewCompany, logo: File | null): Promise<string> {
      const { password, ...details } = company;
      const { message } = await api.POST('/company/create', { form: formOf(details, password, logo) });
      await readAgain('/company');
      return message;
    },
    async update(company: CompanyEdit, logo: File | null): Promise<string> {
      const { password, ...details } = company;
      const form = formOf(details, password, logo);
      const { message } = await api.POST(UPDATE, { params: { path: { id } }, form });
      await readAgain('/company');
      return message;
    },
    /** Save Profile: company name, description, tags and, when one was chosen, a new logo. */
    async saveAccount(changes: CompanyAccountChanges, image: File | null): Promise<string> {
      const { message } = await api.POST(UPDATE, { params: { path: { id } }, form: { ...changes, image } });
      await readAgain('/company/single');
      return message;
    },
  };
}

/** Change Password, through the same update call. */
export async function changeCompanyPassword(id: string, password: string, confirmpassword: string): Promise<string> {
  return (await api.POST(UPDATE, { params: { path: { id } }, form: { password, confirmpassword } })).message;
}
