import { ActOnInterviews } from '../interviews/act-on-interviews.js';
import { CancelInterview } from '../interviews/cancel-interview.js';
import { WithdrawFromInterview } from '../interviews/withdraw-from-interview.js';
import { AssignInterviewPanel } from '../interviews/assign-interview-panel.js';
import { CompanyInterview } from '../interviews/company-interview.js';
import { CompanyScope } from '../interviews/company-scope.js';
import { CreateInterview } from '../interviews/create-interview.js';
import { DeleteInterview } from '../interviews/delete-interview.js';
import { ListAllInterviews } from '../interviews/list-all-interviews.js';
import { ListInterviewPage } from '../interviews/list-interview-page.js';
import { ListCompanyInterviews } from '../interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../interviews/list-student-interviews.js';
import { MoveInterviewStatus } from '../interviews/move-interview-status.js';
import { SetInterviewTime } from '../interviews/set-interview-time.js';
import { ShowInterviewBoard } from '../interviews/show-interview-board.js';
import { NoShowStrikes } from '../strikes/no-show-strikes.js';
import { ApplySchedule } from '../scheduling/apply-schedule.js';
import { PlanBulkSchedule } from '../scheduling/plan-bulk-schedule.js';
import { PreviewSchedule } from '../scheduling/preview-schedule.js';

export const interviewArea = {
  useCases: [
    CompanyInterview,
    CompanyScope,
    CreateInterview,
    ListAllInterviews,
    ListInterviewPage,
    AssignInterviewPanel,
    SetInterviewTime,
    NoShowStrikes,
    MoveInterviewStatus,
    ListStudentInterviews,
    ListCompanyInterviews,
    ShowInterviewBoard,
    WithdrawFromInterview,
    CancelInterview,
    DeleteInterview,
    ActOnInterviews,
    PlanBulkSchedule,
    PreviewSchedule,
    ApplySchedule,
  ],
} as const;
