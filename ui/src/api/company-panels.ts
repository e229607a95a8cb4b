import { useLiveSWR } from '../live/useLiveSWR.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import { PANEL_KINDS } from './live.js';
import type { PanelJson } from './types.js';

const PANELS = '/panel/all';

/** A company's interview panels, in the order they were made, refreshed as panels are added and removed. */
export function useCompanyPanels(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [PANELS, companyId] : null,
    () => api.GET(PANELS, { params: { query: { id: companyId ?? '' } } }).then(dataOf),
    { kinds: PANEL_KINDS },
  );
}

/** The coordinator adds a panel to its company. */
export async function createPanel(company: string, panelName: string): Promise<{ panel: PanelJson; message: string }> {
  const answer = await api.POST('/panel/create', { body: { company, panelName } });
  return { panel: answer.data, message: answer.message };
}

/** Refused by the server (409) while any interview is assigned to the panel. */
export async function deletePanel(id: string): Promise<string> {
  return (await api.DELETE('/panel/delete/{id}', { params: { path: { id } } })).message;
}
