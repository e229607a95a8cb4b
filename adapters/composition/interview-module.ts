import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { AssignInterviewPanel } from '../../application/interviews/assign-interview-panel.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { CompanyScope } from '../../application/interviews/company-scope.js';
import { CreateInterview } from '../../application/interviews/create-interview.js';
import { interviewCreated } from '../../application/interviews/interview-audit.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ListAllInterviews } from '../../application/interviews/list-all-interviews.js';
import { ListCompanyInterviews } from '../../application/interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../../application/interviews/list-student-interviews.js';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { SetInterviewTime } from '../../application/interviews/set-interview-time.js';
import { ShowInterviewBoard } from '../../application/interviews/show-interview-board.js';
import { bindersOf } from './bind-use-case.js';

export const interviewModule = new ContainerModule(({ bind }) => {
  const { useCase, audited } = bindersOf(bind);
  useCase(CompanyInterview, 'interviews', CompanyOfActor);
  useCase(CompanyScope, CompanyOfActor, 'panels');
  audited(
    CreateInterview,
    interviewCreated,
    'students',
    'companies',
    'interviews',
    InterviewDetailsLoader,
    'ids',
    'clock',
    'events',
  );
  useCase(ListAllInterviews, 'interviews', InterviewDetailsLoader);
  useCase(
    AssignInterviewPanel,
    CompanyInterview,
    'panels',
    'interviews',
    'sequences',
    InterviewDetailsLoader,
    'events',
    'clock',
  );
  useCase(SetInterviewTime, CompanyInterview, 'interviews', InterviewDetailsLoader, 'events', 'settings');
  useCase(MoveInterviewStatus, CompanyInterview, 'interviews', InterviewDetailsLoader, 'events', 'clock');
  useCase(ListStudentInterviews, 'interviews', InterviewDetailsLoader);
  useCase(ListCompanyInterviews, CompanyScope, 'interviews', InterviewDetailsLoader);
  useCase(ShowInterviewBoard, CompanyScope, 'interviews', InterviewDetailsLoader, 'companies');
});
