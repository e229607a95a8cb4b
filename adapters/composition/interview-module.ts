import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { AssignInterviewPanel } from '../../application/interviews/assign-interview-panel.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { CompanyScope } from '../../application/interviews/company-scope.js';
import { CreateInterview } from '../../application/interviews/create-interview.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ListAllInterviews } from '../../application/interviews/list-all-interviews.js';
import { ListCompanyInterviews } from '../../application/interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../../application/interviews/list-student-interviews.js';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { SetInterviewTime } from '../../application/interviews/set-interview-time.js';
import { ShowInterviewBoard } from '../../application/interviews/show-interview-board.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const interviewModule = new ContainerModule(({ bind }) => {
  const { clock, companies, events, ids, interviews, panels, sequences, settings, students } = PORTS;
  bindUseCase(bind, CompanyInterview, [interviews, CompanyOfActor]);
  bindUseCase(bind, CompanyScope, [CompanyOfActor, panels]);
  bindUseCase(bind, CreateInterview, [students, companies, interviews, InterviewDetailsLoader, ids, clock, events]);
  bindUseCase(bind, ListAllInterviews, [interviews, InterviewDetailsLoader]);
  bindUseCase(bind, AssignInterviewPanel, [
    CompanyInterview,
    panels,
    interviews,
    sequences,
    InterviewDetailsLoader,
    events,
    clock,
  ]);
  bindUseCase(bind, SetInterviewTime, [CompanyInterview, interviews, InterviewDetailsLoader, events, settings]);
  bindUseCase(bind, MoveInterviewStatus, [CompanyInterview, interviews, InterviewDetailsLoader, events, clock]);
  bindUseCase(bind, ListStudentInterviews, [interviews, InterviewDetailsLoader]);
  bindUseCase(bind, ListCompanyInterviews, [CompanyScope, interviews, InterviewDetailsLoader]);
  bindUseCase(bind, ShowInterviewBoard, [CompanyScope, interviews, InterviewDetailsLoader, companies]);
});
