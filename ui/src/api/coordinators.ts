import useSWR from 'swr';
import { getJson, postForm, remove, toFormData } from './client.js';
import type { CoordinatorJson } from './types.js';

const COORDINATORS = '/coordinator/all';

export function useCoordinators() {
  return useSWR<readonly CoordinatorJson[]>(COORDINATORS, () => getJson<readonly CoordinatorJson[]>(COORDINATORS));
}

export interface NewCoordinator {
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  readonly company: string;
  readonly password: string;
  readonly confirmpassword: string;
}

export async function createCoordinator(coordinator: NewCoordinator): Promise<string> {
  return (await postForm<CoordinatorJson>('/coordinator/create', toFormData({ ...coordinator }))).message;
}

export async function deleteCoordinator(id: string): Promise<string> {
  return (await remove<unknown>(`/coordinator/delete/${encodeURIComponent(id)}`)).message;
}
