import useSWR from 'swr';
import { api } from './api.js';
import type { StudentProfileJson } from './types.js';

/** A page of students as a coordinator reads it: profiles, never selections. */
export interface StudentProfilePage {
  readonly items: readonly StudentProfileJson[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const STUDENTS = '/student/all';

/** The coordinator's look-up: students of the fair whose index number matches `text`, one page at a time. */
export function useStudentProfilePage(text: string, page: number) {
  return useSWR<StudentProfilePage>(
    [STUDENTS, 'profiles', text, page],
    async () => (await api.GET(STUDENTS, { params: { query: { text, page: String(page) } } })).data,
    { keepPreviousData: true },
  );
}
