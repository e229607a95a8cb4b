import useSWR from 'swr';
import type { AddAdminForm } from '../../../domain/admin.js';
import { api } from './api.js';
import { dataOf } from './client.js';

const ADMINS = '/admin';

export function useAdmins() {
  return useSWR(ADMINS, () => api.GET(ADMINS).then(dataOf));
}

export async function addAdmin(admin: AddAdminForm): Promise<string> {
  return (await api.POST('/admin/add', { body: admin })).message;
}

export async function deleteAdmin(id: string): Promise<string> {
  return (await api.DELETE('/admin/delete/{id}', { params: { path: { id } } })).message;
}

/** The allocation spreadsheet (spec §9): selected_companies_sorted.xlsx. */
export function downloadAllocation(fallbackName: string): Promise<string> {
  return api.download('/admin/allocation.xlsx', fallbackName);
}
