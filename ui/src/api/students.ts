import useSWR from 'swr';
import { getJson, remove } from './client.js';
import type { DataOf, QueryFieldsOf } from './contract.js';
import type { StudentJson, StudentPage } from './types.js';

/** An administrator's page holds whole records (a coordinator's, profiles). */
export type AdminStudentPage = Omit<StudentPage, 'items'> & { readonly items: readonly StudentJson[] };

const isWholeRecord = (student: StudentPage['items'][number]): student is StudentJson =>
  'selectedCompaniesbyStudent' in student;

/** One page of students whose index number (or name) matches `text`, as an administrator reads it. */
export function useStudentPage(text: string, page: number) {
  const query: QueryFieldsOf<'listStudents'> = { text, page };
  return useSWR<AdminStudentPage>(
    ['/student/all', text, page],
    async () => {
      const answer = await getJson<DataOf<'listStudents'>>('/student/all', query);
      return { ...answer, items: answer.items.filter(isWholeRecord) };
    },
    { keepPreviousData: true },
  );
}

export async function deleteStudent(id: string): Promise<string> {
  return (await remove<DataOf<'deleteStudent'>>(`/student/delete/${encodeURIComponent(id)}`)).message;
}
