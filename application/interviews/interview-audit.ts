import type { AdminAction } from '../../domain/audit.js';
import type { InterviewDetails } from './interview-details.js';

/** What the audit log keeps of an interview an administrator created: the student and the company it is between. */
export const interviewCreated = ({ interview, student, company }: InterviewDetails): AdminAction => ({
  action: 'interview.created',
  targets: [interview.id, student.id, company.id],
  summary: `Created an interview of ${student.fullName} (${student.indexNumber}) with ${company.companyName}`,
});
