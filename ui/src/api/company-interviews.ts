import useSWR from 'swr';
import type { InterviewStatus } from '../../../domain/interview.js';
import { download, getJson, postJson } from './client.js';
import type { BodyOf, DataOf, QueryFieldsOf } from './contract.js';
import type { CompanyInterviewJson, InterviewBoardJson } from './types.js';

export type { InterviewBoardJson };

/**
 * The interview calls the company and its coordinator share: the queue board, the status moves,
 * the interviewee's CV and profile.
 */

/** Make Ongoing, Mark As Done or Back to queue: the server follows the domain's state machine. */
export async function moveInterview(id: string, status: InterviewStatus): Promise<string> {
  const body: BodyOf<'moveInterviewStatus'> = { status };
  return (await postJson<DataOf<'moveInterviewStatus'>>(`/interview/update-status/${encodeURIComponent(id)}`, body))
    .message;
}

/** The interviewee's CV for this company (their company-specific one, else their general one). */
export function downloadInterviewCv(interview: CompanyInterviewJson): Promise<string> {
  const query: QueryFieldsOf<'downloadInterviewCv'> = { id: interview._id };
  return download('/interview/get-cv', `${interview.student.indexNumber || 'cv'}.pdf`, query);
}

/** A student's profile, as a company or coordinator with an interview with them may read it. */
export function useStudentInfo(id: string | null) {
  return useSWR<DataOf<'getStudentInfo'>>(id ? ['/student/single-info', id] : null, () =>
    getJson<DataOf<'getStudentInfo'>>('/student/single-info', {
      id: id ?? undefined,
    } satisfies QueryFieldsOf<'getStudentInfo'>),
  );
}
