import useSWR, { useSWRConfig } from 'swr';
import type { StudentProfile } from '../../../../domain/student-profile.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { useReadAgain } from '../../api/refresh.js';
import { keptFetcher } from '../../offline/browser-kept-reads.js';

/** The student's own account: the profile, its CVs and picture, the e-mail switch, and the check-in code. */

/** The signed-in student's own account (GET /student/single). */
export const STUDENT_PROFILE = '/student/single';

export function useStudentProfile() {
  return useSWR(STUDENT_PROFILE, () => api.GET(STUDENT_PROFILE).then(dataOf));
}

/**
 * Which CV is on file, read from the profile answer alone (every screen reads this one answer, and
 * revalidates it after an upload): the general CV, or for a company its own copy, else the general
 * one it receives in its place (domain/cv.ts, cvKeyForCompany), else none.
 */
export type CvOnFile = 'own' | 'general' | 'none';

export const cvOnFile = (
  student: { readonly hasCv: boolean; readonly companyCvs: readonly string[] },
  companyId?: string,
): CvOnFile => {
  if (companyId === undefined) return student.hasCv ? 'own' : 'none';
  if (student.companyCvs.includes(companyId)) return 'own';
  return student.hasCv ? 'general' : 'none';
};

const UPDATE = '/student/update';

/** Save: the profile is read again, for every screen that shows it. */
export function useUpdateStudentProfile() {
  const readAgain = useReadAgain();
  return async (profile: StudentProfile): Promise<string> => {
    const { message } = await api.POST(UPDATE, { body: profile });
    void readAgain(STUDENT_PROFILE);
    return message;
  };
}

/** Change Password goes through the same update call, with the password and its confirmation. */
export async function changeStudentPassword(password: string, confirmpassword: string): Promise<string> {
  return (await api.POST(UPDATE, { body: { password, confirmpassword } })).message;
}

export async function uploadProfilePicture(image: File): Promise<string> {
  return (await api.POST('/student/upload-profile', { form: { image } })).message;
}

/**
 * The general CV, or with `companyId` the CV meant for that company only; the answer is the student
 * as now stored, shown without reading it again.
 */
export function useUploadCv() {
  const { mutate } = useSWRConfig();
  return async (cv: File, companyId?: string): Promise<string> => {
    const answer = await api.POST('/student/upload-cv', { form: { cv, id: companyId } });
    await mutate(STUDENT_PROFILE, answer.data, { revalidate: false });
    return answer.message;
  };
}

/** Saves the general CV, or with `companyId` the company-specific one, under the server's file name. */
export function downloadCv(fallbackName: string, companyId?: string): Promise<string> {
  return api.download('/student/get-cv', fallbackName, { params: { query: { id: companyId } } });
}

/**
 * Turns the student's interview e-mails (reminders and "you're next") off or on; the answer is the
 * student as now stored, shown without reading it again. Answers the server's message.
 */
export function useSetReminders() {
  const { mutate } = useSWRConfig();
  return async (remindersOff: boolean): Promise<string> => {
    const answer = await api.POST('/student/reminders', { body: { remindersOff } });
    // The switch shows the stored choice together with the alert that confirms it.
    await mutate(STUDENT_PROFILE, answer.data, { revalidate: false });
    return answer.message;
  };
}

const SELECTION_WINDOW = '/student/selection-window';

/** When selections open and close, for the student's countdown. */
export function useSelectionWindow() {
  return useSWR(SELECTION_WINDOW, () => api.GET(SELECTION_WINDOW).then(dataOf));
}

const CHECK_IN_CODE = '/student/check-in-code';

/** Under this name the student's code is kept for showing offline (docs/offline.md). */
export const KEPT_CHECK_IN_CODE = 'check-in-code';

/** The student's own check-in code (XX-XXXX-XXXX); it never changes, so it is read once, and kept for offline. */
export function useCheckInCode(enabled: boolean) {
  return useSWR(
    enabled ? CHECK_IN_CODE : null,
    keptFetcher(KEPT_CHECK_IN_CODE, () => api.GET(CHECK_IN_CODE).then(dataOf)),
  );
}

/** Everything the portal holds about the student, in one zip (GET /student/my-data). */
export function downloadMyData() {
  return api.download('/student/my-data', 'my-data.zip');
}

/** Deletes the student's account and data, confirmed with their password (POST /student/erase). */
export async function eraseMyAccount(password: string): Promise<string> {
  return (await api.POST('/student/erase', { body: { password } })).message;
}
