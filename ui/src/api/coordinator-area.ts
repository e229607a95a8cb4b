import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../live/polling.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { getJson, postJson } from './client.js';
import { INTERVIEW_KINDS, WALK_IN_KINDS } from './live.js';
import type { BodyOf, DataOf, QueryFieldsOf } from './contract.js';
import type { CompanyJson, InterviewBoardJson } from './types.js';

/** The calls of the coordinator's screens; every one is about the coordinator's own company. */

/** The coordinator's lists follow the live stream and, while it is down, poll as the company's board does. */
const whileDown = { pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS } as const;

/** The company card: the company the coordinator works for. */
export function useCoordinatorCompany(companyId: string | undefined) {
  return useLiveSWR<CompanyJson>(
    companyId ? ['/company/single', companyId] : null,
    () => getJson<CompanyJson>('/company/single', { id: companyId }),
    { kinds: WALK_IN_KINDS },
  );
}

/** Every interview of the company, to assign students to panels. */
export function useCompanyInterviews(companyId: string | undefined) {
  return useLiveSWR<DataOf<'listCoordinatorCompanyInterviews'>>(
    companyId ? ['/interview/all-cd', companyId] : null,
    () => {
      const query: QueryFieldsOf<'listCoordinatorCompanyInterviews'> = { company: companyId };
      return getJson<DataOf<'listCoordinatorCompanyInterviews'>>('/interview/all-cd', query);
    },
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}

/** Select Panel: assigns the interview to one of the company's panels. */
export async function assignPanel(interviewId: string, panelId: string): Promise<string> {
  const body: BodyOf<'assignInterviewPanel'> = { panelID: panelId };
  return (await postJson<DataOf<'assignInterviewPanel'>>(`/interview/update/${encodeURIComponent(interviewId)}`, body))
    .message;
}

/** The interviews of one panel, in the panel's queue order. */
export function usePanelInterviews(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR<DataOf<'listPanelInterviews'>>(
    companyId && panelId ? ['/interview/all-by-panel', companyId, panelId] : null,
    () => {
      const query: QueryFieldsOf<'listPanelInterviews'> = { company: companyId, panel: panelId };
      return getJson<DataOf<'listPanelInterviews'>>('/interview/all-by-panel', query);
    },
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}

/** Set Time: an ISO-8601 instant, or null to clear it. */
export async function setInterviewTime(interviewId: string, time: string | null): Promise<string> {
  const body: BodyOf<'setInterviewTime'> = { time };
  return (await postJson<DataOf<'setInterviewTime'>>(`/interview/set-time/${encodeURIComponent(interviewId)}`, body))
    .message;
}

/** The coordinator's ongoing page, for every panel or one. */
export function useOngoingBoard(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR<InterviewBoardJson>(
    companyId ? ['/interview/all-company-cc', companyId, panelId ?? ''] : null,
    () => {
      const query: QueryFieldsOf<'showCoordinatorInterviewBoard'> = { company: companyId, panel: panelId };
      return getJson<InterviewBoardJson>('/interview/all-company-cc', query);
    },
    { kinds: INTERVIEW_KINDS, ...whileDown, keepPreviousData: true },
  );
}

/** Whether the company takes walk-in interviews now. */
export function useWalkingStatus(companyId: string | undefined) {
  return useLiveSWR<DataOf<'getWalkingStatus'>>(
    companyId ? ['/company/get-walking-status', companyId] : null,
    () => getJson<DataOf<'getWalkingStatus'>>(`/company/get-walking-status/${encodeURIComponent(companyId ?? '')}`),
    { kinds: WALK_IN_KINDS, ...whileDown },
  );
}

/** Turn On / Turn Off Walk-in. */
export async function changeWalkingStatus(companyId: string, walkingStatus: boolean): Promise<string> {
  const body: BodyOf<'changeWalkingStatus'> = { walkingStatus };
  return (
    await postJson<DataOf<'changeWalkingStatus'>>(
      `/company/change-walking-status/${encodeURIComponent(companyId)}`,
      body,
    )
  ).message;
}

/** The students who asked for a walk-in interview with the company. */
export function useCoordinatorWalkIns(companyId: string | undefined) {
  return useLiveSWR<DataOf<'listCompanyWalkIns'>>(
    companyId ? ['/interview/all-cc-walking', companyId] : null,
    () => getJson<DataOf<'listCompanyWalkIns'>>(`/interview/all-cc-walking/${encodeURIComponent(companyId ?? '')}`),
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}
