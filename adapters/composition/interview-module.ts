import type { Container } from 'inversify';
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
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const interviewModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, CompanyInterview, [PORTS.interviews, CompanyOfActor]);
    bindUseCase(container, CompanyScope, [CompanyOfActor, PORTS.panels]);
    bindUseCase(container, CreateInterview, [
      PORTS.students,
      PORTS.companies,
      PORTS.interviews,
      InterviewDetailsLoader,
      PORTS.ids,
      PORTS.clock,
      PORTS.events,
    ]);
    bindUseCase(container, ListAllInterviews, [PORTS.interviews, InterviewDetailsLoader]);
    bindUseCase(container, AssignInterviewPanel, [
      CompanyInterview,
      PORTS.panels,
      PORTS.interviews,
      PORTS.sequences,
      InterviewDetailsLoader,
      PORTS.events,
      PORTS.clock,
    ]);
    bindUseCase(container, SetInterviewTime, [
      CompanyInterview,
      PORTS.interviews,
      InterviewDetailsLoader,
      PORTS.events,
      PORTS.settings,
    ]);
    bindUseCase(container, MoveInterviewStatus, [
      CompanyInterview,
      PORTS.interviews,
      InterviewDetailsLoader,
      PORTS.events,
      PORTS.clock,
    ]);
    bindUseCase(container, ListStudentInterviews, [PORTS.interviews, InterviewDetailsLoader]);
    bindUseCase(container, ListCompanyInterviews, [CompanyScope, PORTS.interviews, InterviewDetailsLoader]);
    bindUseCase(container, ShowInterviewBoard, [
      CompanyScope,
      PORTS.interviews,
      InterviewDetailsLoader,
      PORTS.companies,
    ]);
  },
};
