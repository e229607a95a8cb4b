import { postForm, toFormData } from './client.js';
import type { DataOf, FormFieldsOf } from './contract.js';

/** Upload CV for an interviewee: the company stores a CV it collected as the student's CV for the company. */
export async function uploadIntervieweeCv(interviewId: string, cv: File): Promise<string> {
  const fields: FormFieldsOf<'uploadInterviewCv'> = { id: interviewId, cv };
  return (await postForm<DataOf<'uploadInterviewCv'>>('/interview/upload-cv/', toFormData(fields))).message;
}
