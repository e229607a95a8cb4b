import useSWR from 'swr';
import type { StudentProfile } from '../../../domain/student-profile.js';
import { download, getJson, postForm, postJson, toFormData } from './client.js';
import type { StudentJson } from './types.js';

/** The signed-in student's own account (GET /student/single). */
export const STUDENT_PROFILE = '/student/single';

export function useStudentProfile() {
  return useSWR<StudentJson>(STUDENT_PROFILE, () => getJson<StudentJson>(STUDENT_PROFILE));
}

const UPDATE = '/student/update/';

export async function updateStudentProfile(profile: StudentProfile): Promise<string> {
  return (await postJson<StudentJson>(UPDATE, profile)).message;
}

/** Change Password goes through the same update call, with the password and its confirmation. */
export async function changeStudentPassword(password: string, confirmpassword: string): Promise<string> {
  return (await postJson<unknown>(UPDATE, { password, confirmpassword })).message;
}

export async function uploadProfilePicture(image: File): Promise<string> {
  return (await postForm<unknown>('/student/upload-profile/', toFormData({ image }))).message;
}

/** The general CV, or with `companyId` the CV meant for that company only. */
export async function uploadCv(cv: File, companyId?: string): Promise<string> {
  return (await postForm<unknown>('/student/upload-cv/', toFormData({ cv, id: companyId }))).message;
}

/** Saves the general CV, or with `companyId` the company-specific one, under the server's file name. */
export function downloadCv(fallbackName: string, companyId?: string): Promise<string> {
  return download('/student/get-cv/', fallbackName, { id: companyId });
}
