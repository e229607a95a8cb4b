import { api } from './api.js';

/** Upload CV for an interviewee: the company stores a CV it collected as the student's CV for the company. */
export async function uploadIntervieweeCv(interviewId: string, cv: File): Promise<string> {
  return (await api.POST('/interview/upload-cv', { form: { id: interviewId, cv } })).message;
}
