import useSWR from 'swr';
import type { AddAdminForm } from '../../../../domain/admin.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { BodyAt, FormFieldsAt } from '../../api/contract.js';
import { useReadAgain } from '../../api/refresh.js';
import { useDeleteRecord } from './useDeleteRecord.js';
import type { StudentJson, StudentPage } from '../../api/types.js';

/** The admin's account screens: administrators, coordinators, students. */

const ADMINS = '/admin';

export function useAdmins() {
  return useSWR(ADMINS, () => api.GET(ADMINS).then(dataOf));
}

/** Add Admin; answers the server's message, and the list is read again. */
export function useAddAdmin() {
  const readAgain = useReadAgain();
  return async (admin: AddAdminForm): Promise<string> => {
    const { message } = await api.POST('/admin/add', { body: admin });
    void readAgain(ADMINS);
    return message;
  };
}

export const useDeleteAdmin = () => useDeleteRecord('/admin/delete/{id}', ADMINS);

const COORDINATORS = '/coordinator/all';

export function useCoordinators() {
  return useSWR(COORDINATORS, () => api.GET(COORDINATORS).then(dataOf));
}

/** The Add Coordinator form, every field sent. */
export type NewCoordinator = Required<FormFieldsAt<'/coordinator/create', 'post'>>;

export function useAddCoordinator() {
  const readAgain = useReadAgain();
  return async (coordinator: NewCoordinator): Promise<string> => {
    const { message } = await api.POST('/coordinator/create', { form: coordinator });
    void readAgain(COORDINATORS);
    return message;
  };
}

/** The Edit Coordinator form: the Add form's fields, the password only when one is typed. */
export type CoordinatorEdit = BodyAt<'/coordinator/update/{id}', 'post'>;

export function useEditCoordinator() {
  const readAgain = useReadAgain();
  return async (id: string, coordinator: CoordinatorEdit): Promise<string> => {
    const { message } = await api.POST('/coordinator/update/{id}', { params: { path: { id } }, body: coordinator });
    void readAgain(COORDINATORS);
    return message;
  };
}

export const useDeleteCoordinator = () => useDeleteRecord('/coordinator/delete/{id}', COORDINATORS);

const STUDENTS = '/student/all';

/** An administrator's page holds whole records (a coordinator's, profiles). */
export type AdminStudentPage = Omit<StudentPage, 'items'> & { readonly items: readonly StudentJson[] };

const isWholeRecord = (student: StudentPage['items'][number]): student is StudentJson =>
  'selectedCompaniesbyStudent' in student;

/** One page of students whose index number (or name) matches `text`, as an administrator reads it. */
export function useStudentPage(text: string, page: number) {
  return useSWR<AdminStudentPage>(
    [STUDENTS, text, page],
    async () => {
      const { data: answer } = await api.GET(STUDENTS, { params: { query: { text, page: String(page) } } });
      return { ...answer, items: answer.items.filter(isWholeRecord) };
    },
    { keepPreviousData: true },
  );
}

export const useDeleteStudent = () => useDeleteRecord('/student/delete/{id}', STUDENTS);
