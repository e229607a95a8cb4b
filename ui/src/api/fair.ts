import useSWR from 'swr';
import { getJson, postJson } from './client.js';
import type { BodyOf, DataOf } from './contract.js';

const FAIR_SETTINGS = '/admin/fair-settings';
const SELECTION_WINDOW = '/student/selection-window';

export type FairSettingsJson = DataOf<'getFairSettings'>;
export type SelectionWindowJson = DataOf<'getSelectionWindow'>;
export type AllocationJson = DataOf<'allocateInterviews'>;

/** The selection window and the e-mail domains allowed to sign up (admins). */
export function useFairSettings() {
  return useSWR<FairSettingsJson>(FAIR_SETTINGS, () => getJson<FairSettingsJson>(FAIR_SETTINGS));
}

export async function saveFairSettings(
  settings: BodyOf<'saveFairSettings'>,
): Promise<{ settings: FairSettingsJson; message: string }> {
  const answer = await postJson<FairSettingsJson>(FAIR_SETTINGS, settings);
  return { settings: answer.data, message: answer.message };
}

/** When selections open and close, for the student's countdown. */
export function useSelectionWindow() {
  return useSWR<SelectionWindowJson>(SELECTION_WINDOW, () => getJson<SelectionWindowJson>(SELECTION_WINDOW));
}

/** The automatic allocation: its plan on a dry run, else applied (docs/allocation.md). */
export async function allocate(dryRun: boolean): Promise<{ allocation: AllocationJson; message: string }> {
  const body: BodyOf<'allocateInterviews'> = { dryRun };
  const answer = await postJson<AllocationJson>('/admin/allocate', body);
  return { allocation: answer.data, message: answer.message };
}
