import useSWR from 'swr';
import type { StudentProfile } from '../../../domain/student-profile.js';
import { api } from './api.js';
import { dataOf } from './client.js';

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

export async function updateStudentProfile(profile: StudentProfile): Promise<string> {
  return (await api.POST(UPDATE, { body: profile })).message;
}

/** Change Password goes through the same update call, with the password and its confirmation. */
export async function changeStudentPassword(password: string, confirmpassword: string): Promise<string> {
  return (await api.POST(UPDATE, { body: { password, confirmpassword } })).message;
}

export async function uploadProfilePicture(image: File): Promise<string> {
  return (await api.POST('/student/upload-profile', { form: { image } })).message;
}

/** The general CV, or with `companyId` the CV meant for that company only. */
export async function uploadCv(cv: File, companyId?: string): Promise<string> {
  return (await api.POST('/student/upload-cv', { form: { cv, id: companyId } })).message;
}

/** Saves the general CV, or with `companyId` the company-specific one, under the server's file name. */
export function downloadCv(fallbackName: string, companyId?: string): Promise<string> {
  return api.download('/student/get-cv', fallbackName, { params: { query: { id: companyId } } });
}

/** Turns the student's interview e-mails (reminders and "you're next") off or on; answers the student as now stored. */
export function setReminders(remindersOff: boolean) {
  return api.POST('/student/reminders', { body: { remindersOff } });
}
