import useSWR from 'swr';
import type { AddAdminForm } from '../../../domain/admin.js';
import { download, getJson, postJson, remove } from './client.js';
import type { AdminJson } from './types.js';

const ADMINS = '/admin/';

export function useAdmins() {
  return useSWR<readonly AdminJson[]>(ADMINS, () => getJson<readonly AdminJson[]>(ADMINS));
}

export async function addAdmin(admin: AddAdminForm): Promise<string> {
  return (await postJson<AdminJson>('/admin/add', admin)).message;
}

export async function deleteAdmin(id: string): Promise<string> {
  return (await remove<unknown>(`/admin/delete/${encodeURIComponent(id)}`)).message;
}

/** The allocation spreadsheet (spec §9): selected_companies_sorted.xlsx. */
export function downloadAllocation(fallbackName: string): Promise<string> {
  return download('/admin/allocation.xlsx', fallbackName);
}
