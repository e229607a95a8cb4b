import useSWR from 'swr';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { BodyAt, DataAt } from './contract.js';

const FAIR_SETTINGS = '/admin/fair-settings';
const SELECTION_WINDOW = '/student/selection-window';

export type FairSettingsJson = DataAt<typeof FAIR_SETTINGS, 'get'>;
export type SelectionWindowJson = DataAt<typeof SELECTION_WINDOW, 'get'>;
export type AllocationJson = DataAt<'/admin/allocate', 'post'>;

/** The selection window and the e-mail domains allowed to sign up (admins). */
export function useFairSettings() {
  return useSWR(FAIR_SETTINGS, () => api.GET(FAIR_SETTINGS).then(dataOf));
}

export async function saveFairSettings(
  settings: BodyAt<typeof FAIR_SETTINGS, 'post'>,
): Promise<{ settings: FairSettingsJson; message: string }> {
  const answer = await api.POST(FAIR_SETTINGS, { body: settings });
  return { settings: answer.data, message: answer.message };
}

/** When selections open and close, for the student's countdown. */
export function useSelectionWindow() {
  return useSWR(SELECTION_WINDOW, () => api.GET(SELECTION_WINDOW).then(dataOf));
}

/** The automatic allocation: its plan on a dry run, else applied (docs/allocation.md). */
export async function allocate(dryRun: boolean): Promise<{ allocation: AllocationJson; message: string }> {
  const answer = await api.POST('/admin/allocate', { body: { dryRun } });
  return { allocation: answer.data, message: answer.message };
}
