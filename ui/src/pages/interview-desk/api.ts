import useSWR, { useSWRConfig } from 'swr';
import type { AssessmentValues } from '../../../../domain/assessment.js';
import type { InterviewStatus } from '../../../../domain/interview.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';
import { useReadAgain, useReadAgainAfter } from '../../api/refresh.js';
import type { CompanyInterviewJson, InterviewBoardJson } from '../../api/types.js';

export type { InterviewBoardJson };

/**
 * The interview calls the company and its coordinator share: the queue board, the status moves,
 * check-in, the interviewee's CV, profile and assessment.
 */

/** The boards a move changes: the company's and the coordinator's ongoing pages. */
const BOARDS = ['/interview/all-company', '/interview/all-company-cc'] as const;

/**
 * Make Ongoing, Mark As Done or Back to queue: the server follows the domain's state machine.
 * Refused or not, someone else may have moved it meanwhile: the boards are read again either way.
 */
export function useMoveInterview() {
  const readingAgain = useReadAgainAfter(...BOARDS);
  return async (id: string, status: Exclude<InterviewStatus, 'cancelled'>): Promise<string> =>
    readingAgain(
      async () =>
        (await api.POST('/interview/update-status/{id}', { params: { path: { id } }, body: { status } })).message,
    );
}

/** Checks the student of a scanned or typed code in at the caller's company; answers the server's message. */
export async function checkInStudent(
  code: string,
): Promise<{ message: string; interviews: DataAt<'/interview/check-in', 'post'> }> {
  const answer = await api.POST('/interview/check-in', { body: { code } });
  return { message: answer.message, interviews: answer.data };
}

/** The interviewee's CV for this company (their company-specific one, else their general one). */
export function downloadInterviewCv(interview: CompanyInterviewJson): Promise<string> {
  return api.download('/interview/get-cv', `${interview.student.indexNumber || 'cv'}.pdf`, {
    params: { query: { id: interview._id } },
  });
}

/** Upload CV for an interviewee: the company stores a CV it collected as the student's CV for the company. */
export function useUploadIntervieweeCv() {
  const readAgain = useReadAgain();
  return async (interviewId: string, cv: File): Promise<string> => {
    const { message } = await api.POST('/interview/upload-cv', { form: { id: interviewId, cv } });
    void readAgain('/interview/all-com');
    return message;
  };
}

const STUDENT_INFO = '/student/single-info';

/** A student's profile, as a company or coordinator with an interview with them may read it. */
export function useStudentInfo(id: string | null) {
  return useSWR(id ? [STUDENT_INFO, id] : null, () =>
    api.GET(STUDENT_INFO, { params: { query: { id: id ?? '' } } }).then(dataOf),
  );
}

const ASSESSMENT = '/interview/assessment/{interviewId}';
const assessmentKey = (interviewId: string) => [ASSESSMENT, interviewId] as const;

/** The interview's assessment, null while nobody has written one. */
export function useAssessment(interviewId: string) {
  return useSWR(assessmentKey(interviewId), () =>
    api.GET(ASSESSMENT, { params: { path: { interviewId } } }).then(dataOf),
  );
}

/** Save: the answer is the assessment as stored, shown without reading it again; answers the server's message. */
export function useSaveAssessment(interviewId: string) {
  const { mutate } = useSWRConfig();
  return async (values: AssessmentValues): Promise<string> => {
    const answer = await api.POST(ASSESSMENT, { params: { path: { interviewId } }, body: { ...values } });
    await mutate(assessmentKey(interviewId), answer.data, { revalidate: false });
    return answer.message;
  };
}

/** Download Assessments: the company's interviewees with their assessments, as xlsx. */
export function downloadAssessments(): Promise<string> {
  return api.download('/interview/assessments.xlsx', 'assessments.xlsx');
}
