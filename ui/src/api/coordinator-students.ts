import useSWR from 'swr';
import { getJson } from './client.js';
import type { DataOf, QueryFieldsOf } from './contract.js';
import type { StudentProfileJson } from './types.js';

/** A page of students as a coordinator reads it: profiles, never selections. */
export interface StudentProfilePage {
  readonly items: readonly StudentProfileJson[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The coordinator's look-up: students of the fair whose index number matches `text`, one page at a time. */
export function useStudentProfilePage(text: string, page: number) {
  const query: QueryFieldsOf<'listStudents'> = { text, page };
  return useSWR<StudentProfilePage>(
    ['/student/all', 'profiles', text, page],
    () => getJson<DataOf<'listStudents'>>('/student/all', query),
    { keepPreviousData: true },
  );
}
