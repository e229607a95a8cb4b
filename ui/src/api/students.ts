import useSWR from 'swr';
import { api } from './api.js';
import type { StudentJson, StudentPage } from './types.js';

/** An administrator's page holds whole records (a coordinator's, profiles). */
export type AdminStudentPage = Omit<StudentPage, 'items'> & { readonly items: readonly StudentJson[] };

const isWholeRecord = (student: StudentPage['items'][number]): student is StudentJson =>
  'selectedCompaniesbyStudent' in student;

/** One page of students whose index number (or name) matches `text`, as an administrator reads it. */
export function useStudentPage(text: string, page: number) {
  return useSWR<AdminStudentPage>(
    ['/student/all', text, page],
    async () => {
      const { data: answer } = await api.GET('/student/all', { params: { query: { text, page: String(page) } } });
      return { ...answer, items: answer.items.filter(isWholeRecord) };
    },
    { keepPreviousData: true },
  );
}

export async function deleteStudent(id: string): Promise<string> {
  return (await api.DELETE('/student/delete/{id}', { params: { path: { id } } })).message;
}
