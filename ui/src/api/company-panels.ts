import { useLiveSWR } from '../live/useLiveSWR.js';
import { getJson, postJson, remove } from './client.js';
import { PANEL_KINDS } from './live.js';
import type { BodyOf, DataOf, QueryFieldsOf } from './contract.js';
import type { PanelJson } from './types.js';

/** A company's interview panels, in the order they were made, refreshed as panels are added and removed. */
export function useCompanyPanels(companyId: string | undefined) {
  return useLiveSWR<DataOf<'listPanels'>>(
    companyId ? ['/panel/all', companyId] : null,
    () => {
      const query: QueryFieldsOf<'listPanels'> = { id: companyId };
      return getJson<DataOf<'listPanels'>>('/panel/all', query);
    },
    { kinds: PANEL_KINDS },
  );
}

/** The coordinator adds a panel to its company. */
export async function createPanel(company: string, panelName: string): Promise<{ panel: PanelJson; message: string }> {
  const body: BodyOf<'createPanel'> = { company, panelName };
  const answer = await postJson<DataOf<'createPanel'>>('/panel/create', body);
  return { panel: answer.data, message: answer.message };
}

/** Refused by the server (409) while any interview is assigned to the panel. */
export async function deletePanel(id: string): Promise<string> {
  return (await remove<DataOf<'deletePanel'>>(`/panel/delete/${encodeURIComponent(id)}`)).message;
}
