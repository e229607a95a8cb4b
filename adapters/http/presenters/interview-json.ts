import type { InterviewDetails } from '../../../application/interviews/interview-details.js';
import type { InterviewBoardDetails } from '../../../application/interviews/show-interview-board.js';
import type { Panel } from '../../../domain/panel.js';
import type { Student } from '../../../domain/student.js';
import { companyJson, companyPublicJson } from './company-json.js';
import { studentPictureUrl, studentProfileJson } from './student-json.js';

const panelRef = (panel: Panel | null) => (panel ? { _id: panel.id, panelName: panel.panelName } : null);

export const interviewJson = ({ interview, student, company, panel }: InterviewDetails) => ({
  _id: interview.id,
  student: studentProfileJson(student, company.id),
  company: companyJson(company),
  panelID: panelRef(panel),
  time: interview.time?.toISOString() ?? null,
  status: interview.status,
  queue: interview.queue,
  panelQueue: interview.panelQueue,
  walkIn: interview.walkIn,
});

/** A student's own interview: the company as a student sees any company, by its public profile. */
export const studentInterviewJson = (details: InterviewDetails) => ({
  ...interviewJson(details),
  company: companyPublicJson(details.company),
});

/**
 * What a company's lists and boards show of an interviewee (docs/api.md, "Lean company lists"):
 * the name, picture, e-mail and index number. The whole profile is one GET /student/single-info away.
 */
export const intervieweeJson = (student: Student) => ({
  _id: student.id,
  email: student.email,
  fullName: student.fullName,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  image: studentPictureUrl(student),
});

/** An interview in its own company's lists and boards: the company by its id (the caller acts for it), the interviewee lean. */
export const companyInterviewJson = ({ interview, student, panel }: InterviewDetails) => ({
  _id: interview.id,
  student: intervieweeJson(student),
  company: interview.companyId,
  panelID: panelRef(panel),
  time: interview.time?.toISOString() ?? null,
  status: interview.status,
  queue: interview.queue,
  panelQueue: interview.panelQueue,
  walkIn: interview.walkIn,
});

/** The ongoing / current-interviews page: the company once, its current interview, the upcoming ones and the finished ones. */
export const interviewBoardJson = (board: InterviewBoardDetails) => ({
  company: companyPublicJson(board.company),
  current: board.current ? companyInterviewJson(board.current) : null,
  upcoming: board.upcoming.map(companyInterviewJson),
  finished: board.finished.map(companyInterviewJson),
});
