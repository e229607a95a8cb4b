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
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const companyModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, CreateCompany, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.ids, PORTS.clock]);
  bindUseCase(bind, EditCompany, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.events]);
  bindUseCase(bind, UpdateCompanyAccount, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.events]);
  bindUseCase(bind, DeleteCompany, [
    PORTS.companies,
    PORTS.coordinators,
    PORTS.panels,
    PORTS.interviews,
    PORTS.students,
    PORTS.files,
    PORTS.events,
    PORTS.assessments,
  ]);
  bindUseCase(bind, ListCompanies, [PORTS.companies]);
  bindUseCase(bind, GetCompany, [PORTS.companies, CompanyOfActor]);
  bindUseCase(bind, GetCompanyLogo, [PORTS.companies, PORTS.files]);
  bindUseCase(bind, SignInCompany, [PORTS.companies, CredentialCheck, PORTS.tokens]);
});
