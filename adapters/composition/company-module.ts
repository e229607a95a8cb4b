import type { Container } from 'inversify';
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
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const companyModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, CreateCompany, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.ids, PORTS.clock]);
    bindUseCase(container, EditCompany, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.events]);
    bindUseCase(container, UpdateCompanyAccount, [PORTS.companies, PORTS.files, PORTS.passwords, PORTS.events]);
    bindUseCase(container, DeleteCompany, [
      PORTS.companies,
      PORTS.coordinators,
      PORTS.panels,
      PORTS.interviews,
      PORTS.students,
      PORTS.files,
      PORTS.events,
      PORTS.assessments,
    ]);
    bindUseCase(container, ListCompanies, [PORTS.companies]);
    bindUseCase(container, GetCompany, [PORTS.companies, CompanyOfActor]);
    bindUseCase(container, GetCompanyLogo, [PORTS.companies, PORTS.files]);
    bindUseCase(container, SignInCompany, [PORTS.companies, CredentialCheck, PORTS.tokens]);
  },
};
