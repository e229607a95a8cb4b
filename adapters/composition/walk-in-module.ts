import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import { GetWalkingStatus } from '../../application/walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../../application/walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../../application/walk-in/list-walk-in-interviews.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const walkInModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, ChangeWalkingStatus, [PORTS.companies, CompanyOfActor, PORTS.events]);
  bindUseCase(bind, GetWalkingStatus, [PORTS.companies]);
  bindUseCase(bind, ListWalkInCompanies, [PORTS.companies]);
  bindUseCase(bind, CreateWalkInInterview, [
    PORTS.students,
    PORTS.companies,
    PORTS.interviews,
    PORTS.ids,
    PORTS.clock,
    PORTS.events,
  ]);
  bindUseCase(bind, ListWalkInInterviews, [PORTS.interviews, InterviewDetailsLoader, CompanyOfActor]);
});
