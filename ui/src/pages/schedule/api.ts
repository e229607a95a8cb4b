import useSWR from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';

/** A panel's schedule to hand out: the page's data and its two downloads. */

const SCHEDULE = '/panel/{id}/schedule';

export function usePanelSchedule(panelId: string, day: string | undefined) {
  return useSWR([SCHEDULE, panelId, day ?? ''], () =>
    api.GET(SCHEDULE, { params: { path: { id: panelId }, query: { day } } }).then(dataOf),
  );
}

export function downloadSchedule(panelId: string, day: string | undefined, format: 'pdf' | 'xlsx'): Promise<string> {
  const init = { params: { path: { id: panelId }, query: { day } } };
  return format === 'pdf'
    ? api.download('/panel/{id}/schedule.pdf', 'schedule.pdf', init)
    : api.download('/panel/{id}/schedule.xlsx', 'schedule.xlsx', init);
}
