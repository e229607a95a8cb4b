import { CheckInByCode } from '../interviews/check-in-by-code.js';
import { CheckInRoster } from '../interviews/check-in-roster.js';
import { CheckInStudent } from '../interviews/check-in-student.js';
import { GetCheckInCode } from '../interviews/get-check-in-code.js';
import { InterviewCalendar } from '../interviews/interview-calendar.js';
import { ProposeInterviewTime } from '../interviews/propose-interview-time.js';
import { SyncDeskScans } from '../interviews/sync-desk-scans.js';

/** Check-in, the Set Time proposal and calendars: the interview day beyond the spec's queue. */
export const interviewDayArea = {
  useCases: [
    CheckInByCode,
    GetCheckInCode,
    CheckInStudent,
    SyncDeskScans,
    CheckInRoster,
    ProposeInterviewTime,
    InterviewCalendar,
  ],
} as const;
