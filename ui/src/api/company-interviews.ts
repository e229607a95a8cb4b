import useSWR from 'swr';
import type { InterviewStatus } from '../../../domain/interview.js';
import { download, getJson, postJson } from './client.js';
import type { CompanyInterviewJson, CompanyShortJson, InterviewJson, StudentProfileJson } from './types.js';

/**
 * The interview calls the company and its coordinator share: the queue board, the status moves,
 * the interviewee's CV and profile.
 */

/** The ongoing page's board: whose it is, the first ongoing interview, then the rest of the queue, then the finished ones. */
export interface InterviewBoardJson {
  readonly company: CompanyShortJson;
  readonly current: CompanyInterviewJson | null;
  readonly upcoming: readonly CompanyInterviewJson[];
  readonly finished: readonly CompanyInterviewJson[];
}

/** Make Ongoing, Mark As Done or Back to queue: the server follows the domain's state machine. */
export async function moveInterview(id: string, status: InterviewStatus): Promise<string> {
  return (await postJson<InterviewJson>(`/interview/update-status/${encodeURIComponent(id)}`, { status })).message;
}

/** The interviewee's CV for this company (their company-specific one, else their general one). */
export function downloadInterviewCv(interview: CompanyInterviewJson): Promise<string> {
  return download('/interview/get-cv', `${interview.student.indexNumber || 'cv'}.pdf`, { id: interview._id });
}

/** A student's profile, as a company or coordinator with an interview with them may read it. */
export function useStudentInfo(id: string | null) {
  return useSWR<StudentProfileJson>(id ? ['/student/single-info', id] : null, () =>
    getJson<StudentProfileJson>('/student/single-info', { id: id ?? undefined }),
  );
}
