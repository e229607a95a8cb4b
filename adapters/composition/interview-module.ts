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
  bindUseCase(bind, CompanyInterview, [PORTS.interviews, CompanyOfActor]);
  bindUseCase(bind, CompanyScope, [CompanyOfActor, PORTS.panels]);
  bindUseCase(bind, CreateInterview, [
    PORTS.students,
    PORTS.companies,
    PORTS.interviews,
    InterviewDetailsLoader,
    PORTS.ids,
    PORTS.clock,
    PORTS.events,
  ]);
  bindUseCase(bind, ListAllInterviews, [PORTS.interviews, InterviewDetailsLoader]);
  bindUseCase(bind, AssignInterviewPanel, [
    CompanyInterview,
    PORTS.panels,
    PORTS.interviews,
    PORTS.sequences,
    InterviewDetailsLoader,
    PORTS.events,
    PORTS.clock,
  ]);
  bindUseCase(bind, SetInterviewTime, [
    CompanyInterview,
    PORTS.interviews,
    InterviewDetailsLoader,
    PORTS.events,
    PORTS.settings,
  ]);
  bindUseCase(bind, MoveInterviewStatus, [
    CompanyInterview,
    PORTS.interviews,
    InterviewDetailsLoader,
    PORTS.events,
    PORTS.clock,
  ]);
  bindUseCase(bind, ListStudentInterviews, [PORTS.interviews, InterviewDetailsLoader]);
  bindUseCase(bind, ListCompanyInterviews, [CompanyScope, PORTS.interviews, InterviewDetailsLoader]);
  bindUseCase(bind, ShowInterviewBoard, [CompanyScope, PORTS.interviews, InterviewDetailsLoader, PORTS.companies]);
});
