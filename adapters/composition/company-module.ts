import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CreateCompany } from '../../application/companies/create-company.js';
import { DeleteCompany } from '../../application/companies/delete-company.js';
import { EditCompany } from '../../application/companies/edit-company.js';
import { GetCompany } from '../../application/companies/get-company.js';
import { GetCompanyLogo } from '../../application/companies/get-company-logo.js';
import { ListCompanies } from '../../application/companies/list-companies.js';
import { UpdateCompanyAccount } from '../../application/companies/update-company-account.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInCompany } from '../../application/sessions/sign-in-company.js';
import { bindersOf } from './bind-use-case.js';

export const companyModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(CreateCompany, 'companies', 'files', 'passwords', 'ids', 'clock');
  useCase(EditCompany, 'companies', 'files', 'passwords', 'events');
  useCase(UpdateCompanyAccount, 'companies', 'files', 'passwords', 'events');
  useCase(
    DeleteCompany,
    'companies',
    'coordinators',
    'panels',
    'interviews',
    'students',
    'files',
    'events',
    'assessments',
  );
  useCase(ListCompanies, 'companies');
  useCase(GetCompany, 'companies', CompanyOfActor);
  useCase(GetCompanyLogo, 'companies', 'files');
  useCase(SignInCompany, 'companies', CredentialCheck, 'tokens');
});
