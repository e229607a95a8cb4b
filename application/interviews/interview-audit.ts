import type { AdminAction } from '../../domain/audit.js';
import { formatEventDateTime } from '../../domain/event-time.js';
import { cancellationOf } from '../../domain/interview.js';
import type { BulkOutcome } from './bulk-action.js';
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

const interviewsCount = (count: number): string => `${String(count)} interview${count === 1 ? '' : 's'}`;

/**
 * What the audit log keeps of an action on selected interviews, when at least one was done: how many,
 * and to what; the interviews done (and the panel assigned) are the targets. Deletions are kept
 * whoever made them; an administrator's panels and times as the other administrators' writes.
 */
export const interviewsActedOn = ({ action, rows, timeZone }: BulkOutcome): AdminAction | null => {
  const done = rows.flatMap((row) => ('done' in row ? [row.done] : []));
  const first = done[0];
  if (first === undefined) return null;
  const refused = rows.length - done.length;
  const ids = done.map(({ interview }) => interview.id);
  const tail = refused === 0 ? '' : `; ${interviewsCount(refused)} refused`;
  switch (action.kind) {
    case 'assign-panel':
      return {
        action: 'interviews.panel-assigned',
        targets: [action.panelId, ...ids],
        summary: `Assigned ${interviewsCount(done.length)} to ${first.panel?.panelName ?? 'a panel'}${tail}`,
      };
    case 'set-time':
      return {
        action: 'interviews.timed',
        targets: ids,
        summary: `Set the times of ${interviewsCount(done.length)}, one after the other from ${formatEventDateTime(action.start, timeZone)}${tail}`,
      };
    case 'delete':
      return {
        action: 'interviews.deleted',
        targets: ids,
        summary: `Deleted ${interviewsCount(done.length)}: ${done
          .map(({ student, company }) => `${student.fullName} (${student.indexNumber}) with ${company.companyName}`)
          .join(', ')}${tail}`,
        everyRole: true,
      };
  }
};
