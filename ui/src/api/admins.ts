import useSWR from 'swr';
import type { AddAdminForm } from '../../../domain/admin.js';
import { download, getJson, postJson, remove } from './client.js';
import type { BodyOf, DataOf } from './contract.js';

const ADMINS = '/admin/';

export function useAdmins() {
  return useSWR<DataOf<'listAdmins'>>(ADMINS, () => getJson<DataOf<'listAdmins'>>(ADMINS));
}

export async function addAdmin(admin: AddAdminForm): Promise<string> {
  const body: BodyOf<'addAdmin'> = admin;
  return (await postJson<DataOf<'addAdmin'>>('/admin/add', body)).message;
}

export async function deleteAdmin(id: string): Promise<string> {
  return (await remove<DataOf<'deleteAdmin'>>(`/admin/delete/${encodeURIComponent(id)}`)).message;
}

/** The allocation spreadsheet (spec §9): selected_companies_sorted.xlsx. */
export function downloadAllocation(fallbackName: string): Promise<string> {
  return download('/admin/allocation.xlsx', fallbackName);
}
