import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CheckInRoster } from '../../application/interviews/check-in-roster.js';
import { CheckInStudent } from '../../application/interviews/check-in-student.js';
import { CompanyInterview } from '../../application/interviews/company-interview.js';
import { CompanyScope } from '../../application/interviews/company-scope.js';
import { GetCheckInCode } from '../../application/interviews/get-check-in-code.js';
import { InterviewCalendar } from '../../application/interviews/interview-calendar.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { ProposeInterviewTime } from '../../application/interviews/propose-interview-time.js';
import { SyncDeskScans } from '../../application/interviews/sync-desk-scans.js';
import { bindersOf } from './bind-use-case.js';

/** Check-in, the Set Time proposal and calendars: the interview day beyond the spec's queue. */
export const interviewDayModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(GetCheckInCode, 'checkInCodeMaker', 'checkInCodes');
  useCase(
    CheckInStudent,
    'checkInCodeMaker',
    'checkInCodes',
    CompanyOfActor,
    'interviews',
    InterviewDetailsLoader,
    'events',
    'clock',
  );
  useCase(
    SyncDeskScans,
    'checkInCodeMaker',
    'checkInCodes',
    CompanyOfActor,
    'interviews',
    'deskScans',
    'events',
    'clock',
  );
  useCase(CheckInRoster, CompanyOfActor, 'interviews', 'students', 'checkInCodeMaker');
  useCase(ProposeInterviewTime, CompanyInterview, 'interviews', 'clock', 'settings');
  useCase(InterviewCalendar, CompanyScope, 'interviews', InterviewDetailsLoader, 'calendars', 'settings');
});
