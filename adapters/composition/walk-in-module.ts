import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import { GetWalkingStatus } from '../../application/walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../../application/walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../../application/walk-in/list-walk-in-interviews.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const walkInModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, ChangeWalkingStatus, [PORTS.companies, CompanyOfActor, PORTS.events]);
    bindUseCase(container, GetWalkingStatus, [PORTS.companies]);
    bindUseCase(container, ListWalkInCompanies, [PORTS.companies]);
    bindUseCase(container, CreateWalkInInterview, [
      PORTS.students,
      PORTS.companies,
      PORTS.interviews,
      PORTS.ids,
      PORTS.clock,
      PORTS.events,
    ]);
    bindUseCase(container, ListWalkInInterviews, [PORTS.interviews, InterviewDetailsLoader, CompanyOfActor]);
  },
};
