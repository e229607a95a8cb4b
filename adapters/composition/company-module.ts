import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { companyCreated, companyDeleted, companyEdited } from '../../application/companies/company-audit.js';
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
  const { useCase, audited } = bindersOf(bind);
  audited(CreateCompany, companyCreated, 'companies', 'files', 'passwords', 'ids', 'clock');
  audited(EditCompany, companyEdited, 'companies', 'files', 'passwords', 'events');
  useCase(UpdateCompanyAccount, 'companies', 'files', 'passwords', 'events');
  audited(
    DeleteCompany,
    companyDeleted,
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
