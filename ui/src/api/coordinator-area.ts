import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../live/polling.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import { INTERVIEW_KINDS, WALK_IN_KINDS } from './live.js';
import type { CompanyJson } from './types.js';

/** The calls of the coordinator's screens; every one is about the coordinator's own company. */

/** The coordinator's lists follow the live stream and, while it is down, poll as the company's board does. */
const whileDown = { pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS } as const;

const COMPANY = '/company/single';

/** The company card: the company the coordinator works for. */
export function useCoordinatorCompany(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [COMPANY, companyId] : null,
    () => api.GET(COMPANY, { params: { query: { id: companyId } } }).then((answer) => answer.data as CompanyJson),
    { kinds: WALK_IN_KINDS },
  );
}

const INTERVIEWS = '/interview/all-cd';

/** Every interview of the company, to assign students to panels. */
export function useCompanyInterviews(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [INTERVIEWS, companyId] : null,
    () => api.GET(INTERVIEWS, { params: { query: { company: companyId } } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}

/** Select Panel: assigns the interview to one of the company's panels. */
export async function assignPanel(interviewId: string, panelId: string): Promise<string> {
  return (
    await api.POST('/interview/update/{id}', { params: { path: { id: interviewId } }, body: { panelID: panelId } })
  ).message;
}

const PANEL_INTERVIEWS = '/interview/all-by-panel';

/** The interviews of one panel, in the panel's queue order. */
export function usePanelInterviews(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR(
    companyId && panelId ? [PANEL_INTERVIEWS, companyId, panelId] : null,
    () =>
      api.GET(PANEL_INTERVIEWS, { params: { query: { company: companyId ?? '', panel: panelId ?? '' } } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}

/** Set Time: an ISO-8601 instant, or null to clear it. */
export async function setInterviewTime(interviewId: string, time: string | null): Promise<string> {
  return (await api.POST('/interview/set-time/{id}', { params: { path: { id: interviewId } }, body: { time } }))
    .message;
}

const BOARD = '/interview/all-company-cc';

/** The coordinator's ongoing page, for every panel or one. */
export function useOngoingBoard(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR(
    companyId ? [BOARD, companyId, panelId ?? ''] : null,
    () => api.GET(BOARD, { params: { query: { company: companyId, panel: panelId } } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, ...whileDown, keepPreviousData: true },
  );
}

const WALKING_STATUS = '/company/get-walking-status/{id}';

/** Whether the company takes walk-in interviews now. */
export function useWalkingStatus(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [WALKING_STATUS, companyId] : null,
    () => api.GET(WALKING_STATUS, { params: { path: { id: companyId ?? '' } } }).then(dataOf),
    { kinds: WALK_IN_KINDS, ...whileDown },
  );
}

/** Turn On / Turn Off Walk-in. */
export async function changeWalkingStatus(companyId: string, walkingStatus: boolean): Promise<string> {
  return (
    await api.POST('/company/change-walking-status/{id}', {
      params: { path: { id: companyId } },
      body: { walkingStatus },
    })
  ).message;
}

const WALK_INS = '/interview/all-cc-walking/{id}';

/** The students who asked for a walk-in interview with the company. */
export function useCoordinatorWalkIns(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [WALK_INS, companyId] : null,
    () => api.GET(WALK_INS, { params: { path: { id: companyId ?? '' } } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}
