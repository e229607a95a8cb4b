import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import { walkingStatusChanged } from '../../application/walk-in/walk-in-audit.js';
import { GetWalkingStatus } from '../../application/walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../../application/walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../../application/walk-in/list-walk-in-interviews.js';
import { bindersOf } from './bind-use-case.js';

export const walkInModule = new ContainerModule(({ bind }) => {
  const { audited, useCase } = bindersOf(bind);
  audited(ChangeWalkingStatus, walkingStatusChanged, 'companies', CompanyOfActor, 'events');
  useCase(GetWalkingStatus, 'companies');
  useCase(ListWalkInCompanies, 'companies');
  useCase(CreateWalkInInterview, 'students', 'companies', 'interviews', 'ids', 'clock', 'events');
  useCase(ListWalkInInterviews, 'interviews', InterviewDetailsLoader, CompanyOfActor);
});
