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
  const { clock, companies, events, ids, interviews, students } = PORTS;
  bindUseCase(bind, ChangeWalkingStatus, [companies, CompanyOfActor, events]);
  bindUseCase(bind, GetWalkingStatus, [companies]);
  bindUseCase(bind, ListWalkInCompanies, [companies]);
  bindUseCase(bind, CreateWalkInInterview, [students, companies, interviews, ids, clock, events]);
  bindUseCase(bind, ListWalkInInterviews, [interviews, InterviewDetailsLoader, CompanyOfActor]);
});
