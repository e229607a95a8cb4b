import useSWR from 'swr';
import { getJson, remove } from './client.js';
import type { StudentPage } from './types.js';

/** One page of students whose index number (or name) matches `text`. */
export function useStudentPage(text: string, page: number) {
  const query = { text, page };
  return useSWR<StudentPage>(['/student/all', text, page], () => getJson<StudentPage>('/student/all', query), {
    keepPreviousData: true,
  });
}

export async function deleteStudent(id: string): Promise<string> {
  return (await remove<unknown>(`/student/delete/${encodeURIComponent(id)}`)).message;
}
