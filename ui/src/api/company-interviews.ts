import useSWR from 'swr';
import type { InterviewStatus } from '../../../domain/interview.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { CompanyInterviewJson, InterviewBoardJson } from './types.js';

export type { InterviewBoardJson };

/**
 * The interview calls the company and its coordinator share: the queue board, the status moves,
 * the interviewee's CV and profile.
 */

/** Make Ongoing, Mark As Done or Back to queue: the server follows the domain's state machine. */
export async function moveInterview(id: string, status: InterviewStatus): Promise<string> {
  return (await api.POST('/interview/update-status/{id}', { params: { path: { id } }, body: { status } })).message;
}

/** The interviewee's CV for this company (their company-specific one, else their general one). */
export function downloadInterviewCv(interview: CompanyInterviewJson): Promise<string> {
  return api.download('/interview/get-cv', `${interview.student.indexNumber || 'cv'}.pdf`, {
    params: { query: { id: interview._id } },
  });
}

const STUDENT_INFO = '/student/single-info';

/** A student's profile, as a company or coordinator with an interview with them may read it. */
export function useStudentInfo(id: string | null) {
  return useSWR(id ? [STUDENT_INFO, id] : null, () =>
    api.GET(STUDENT_INFO, { params: { query: { id: id ?? '' } } }).then(dataOf),
  );
}
