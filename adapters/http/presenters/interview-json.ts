import type { InterviewDetails } from '../../../application/interviews/interview-details.js';
import type { InterviewBoardDetails } from '../../../application/interviews/show-interview-board.js';
import { companyJson, companyPublicJson } from './company-json.js';
import { studentProfileJson } from './student-json.js';

export const interviewJson = ({ interview, student, company, panel }: InterviewDetails) => ({
  _id: interview.id,
  student: studentProfileJson(student, company.id),
  company: companyJson(company),
  panelID: panel ? { _id: panel.id, panelName: panel.panelName } : null,
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

/** The ongoing / current-interviews page: the current interview, the upcoming ones and the finished ones. */
export const interviewBoardJson = (board: InterviewBoardDetails) => ({
  current: board.current ? interviewJson(board.current) : null,
  upcoming: board.upcoming.map(interviewJson),
  finished: board.finished.map(interviewJson),
});
