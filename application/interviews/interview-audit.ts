import type { AdminAction } from '../../domain/audit.js';
import { cancellationOf } from '../../domain/interview.js';
import type { InterviewDetails } from './interview-details.js';

/** What the audit log keeps of an interview an administrator created: the student and the company it is between. */
export const interviewCreated = ({ interview, student, company }: InterviewDetails): AdminAction => ({
  action: 'interview.created',
  targets: [interview.id, student.id, company.id],
  summary: `Created an interview of ${student.fullName} (${student.indexNumber}) with ${company.companyName}`,
});

const withReason = (text: string, { interview }: InterviewDetails): string => {
  const reason = cancellationOf(interview)?.reason ?? null;
  return reason === null ? text : `${text}: ${reason}`;
};

/** What the audit log keeps of a student's withdrawal from an interview: whoever withdraws, it is kept. */
export const interviewWithdrawn = (details: InterviewDetails): AdminAction => ({
  action: 'interview.withdrawn',
  targets: [details.interview.id, details.student.id, details.company.id],
  summary: withReason(
    `${details.student.fullName} (${details.student.indexNumber}) withdrew from the interview with ${details.company.companyName}`,
    details,
  ),
  everyRole: true,
});

/** What the audit log keeps of an interview cancelled by the company, a coordinator or an administrator. */
export const interviewCancelled = (details: InterviewDetails): AdminAction => ({
  action: 'interview.cancelled',
  targets: [details.interview.id, details.student.id, details.company.id],
  summary: withReason(
    `Cancelled the interview of ${details.student.fullName} (${details.student.indexNumber}) with ${details.company.companyName}`,
    details,
  ),
  everyRole: true,
});
