import type { InterviewDetails } from '../../../application/interviews/interview-details.js';
import { companyJson } from './company-json.js';
import { studentJson } from './student-json.js';

export const interviewJson = ({ interview, student, company, panel }: InterviewDetails) => ({
  _id: interview.id,
  student: studentJson(student),
  company: companyJson(company),
  panelID: panel ? { _id: panel.id, panelName: panel.panelName } : null,
  time: interview.time?.toISOString() ?? null,
  status: interview.status,
  queue: interview.queue,
  panelQueue: interview.panelQueue,
  walkIn: interview.walkIn,
});
