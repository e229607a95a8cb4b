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
  const {
    assessments,
    clock,
    companies,
    coordinators,
    events,
    files,
    ids,
    interviews,
    panels,
    passwords,
    students,
    tokens,
  } = PORTS;
  bindUseCase(bind, CreateCompany, [companies, files, passwords, ids, clock]);
  bindUseCase(bind, EditCompany, [companies, files, passwords, events]);
  bindUseCase(bind, UpdateCompanyAccount, [companies, files, passwords, events]);
  bindUseCase(bind, DeleteCompany, [companies, coordinators, panels, interviews, students, files, events, assessments]);
  bindUseCase(bind, ListCompanies, [companies]);
  bindUseCase(bind, GetCompany, [companies, CompanyOfActor]);
  bindUseCase(bind, GetCompanyLogo, [companies, files]);
  bindUseCase(bind, SignInCompany, [companies, CredentialCheck, tokens]);
});
