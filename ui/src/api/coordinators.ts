import useSWR from 'swr';
import { getJson, postForm, remove, toFormData } from './client.js';
import type { DataOf, FormOf } from './contract.js';

const COORDINATORS = '/coordinator/all';

export function useCoordinators() {
  return useSWR<DataOf<'listCoordinators'>>(COORDINATORS, () => getJson<DataOf<'listCoordinators'>>(COORDINATORS));
}

/** The Add Coordinator form, every field sent. */
export type NewCoordinator = Required<FormOf<'addCoordinator'>>;

export async function createCoordinator(coordinator: NewCoordinator): Promise<string> {
  return (await postForm<DataOf<'addCoordinator'>>('/coordinator/create', toFormData(coordinator))).message;
}

export async function deleteCoordinator(id: string): Promise<string> {
  return (await remove<DataOf<'deleteCoordinator'>>(`/coordinator/delete/${encodeURIComponent(id)}`)).message;
}
