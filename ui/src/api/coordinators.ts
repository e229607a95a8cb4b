import useSWR from 'swr';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { FormFieldsAt } from './contract.js';

const COORDINATORS = '/coordinator/all';

export function useCoordinators() {
  return useSWR(COORDINATORS, () => api.GET(COORDINATORS).then(dataOf));
}

/** The Add Coordinator form, every field sent. */
export type NewCoordinator = Required<FormFieldsAt<'/coordinator/create', 'post'>>;

export async function createCoordinator(coordinator: NewCoordinator): Promise<string> {
  return (await api.POST('/coordinator/create', { form: coordinator })).message;
}

export async function deleteCoordinator(id: string): Promise<string> {
  return (await api.DELETE('/coordinator/delete/{id}', { params: { path: { id } } })).message;
}
