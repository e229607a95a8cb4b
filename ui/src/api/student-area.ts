import useSWR from 'swr';
import type { StudentProfile } from '../../../domain/student-profile.js';
import { type Answer, download, getJson, postForm, postJson, toFormData } from './client.js';
import type { BodyOf, DataOf, FormFieldsOf, QueryFieldsOf } from './contract.js';

/** The signed-in student's own account (GET /student/single). */
export const STUDENT_PROFILE = '/student/single';

export function useStudentProfile() {
  return useSWR<DataOf<'getOwnStudent'>>(STUDENT_PROFILE, () => getJson<DataOf<'getOwnStudent'>>(STUDENT_PROFILE));
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

const UPDATE = '/student/update/';

export async function updateStudentProfile(profile: StudentProfile): Promise<string> {
  const body: BodyOf<'updateOwnStudent'> = profile;
  return (await postJson<DataOf<'updateOwnStudent'>>(UPDATE, body)).message;
}

/** Change Password goes through the same update call, with the password and its confirmation. */
export async function changeStudentPassword(password: string, confirmpassword: string): Promise<string> {
  const body: BodyOf<'updateOwnStudent'> = { password, confirmpassword };
  return (await postJson<DataOf<'updateOwnStudent'>>(UPDATE, body)).message;
}

export async function uploadProfilePicture(image: File): Promise<string> {
  const fields: FormFieldsOf<'uploadStudentPicture'> = { image };
  return (await postForm<DataOf<'uploadStudentPicture'>>('/student/upload-profile/', toFormData(fields))).message;
}

/** The general CV, or with `companyId` the CV meant for that company only. */
export async function uploadCv(cv: File, companyId?: string): Promise<string> {
  const fields: FormFieldsOf<'uploadStudentCv'> = { cv, id: companyId };
  return (await postForm<DataOf<'uploadStudentCv'>>('/student/upload-cv/', toFormData(fields))).message;
}

/** Saves the general CV, or with `companyId` the company-specific one, under the server's file name. */
export function downloadCv(fallbackName: string, companyId?: string): Promise<string> {
  const query: QueryFieldsOf<'getOwnStudentCv'> = { id: companyId };
  return download('/student/get-cv/', fallbackName, query);
}

/** The Account page's switch: interview e-mails (reminders and "you're next") off or on. */
/** Turns the student's interview e-mails off or on; answers the student as now stored. */
export async function setReminders(remindersOff: boolean): Promise<Answer<DataOf<'setStudentReminders'>>> {
  const body: BodyOf<'setStudentReminders'> = { remindersOff };
  return postJson<DataOf<'setStudentReminders'>>('/student/reminders', body);
}
