import { CreateCompany } from '../companies/create-company.js';
import { DeleteCompany } from '../companies/delete-company.js';
import { EditCompany } from '../companies/edit-company.js';
import { GetCompanyLogo } from '../companies/get-company-logo.js';
import { GetCompany } from '../companies/get-company.js';
import { ListCompanies } from '../companies/list-companies.js';
import { UpdateCompanyAccount } from '../companies/update-company-account.js';
import { SignInCompany } from '../sessions/sign-in-company.js';

export const companyArea = {
  useCases: [
    CreateCompany,
    EditCompany,
    UpdateCompanyAccount,
    DeleteCompany,
    ListCompanies,
    GetCompany,
    GetCompanyLogo,
    SignInCompany,
  ],
} as const;
