import useSWR, { useSWRConfig } from 'swr';
import type { DayHours } from '../../../../domain/fair-days.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { INTERVIEW_KINDS, QUEUE_SCREEN_KINDS, WALK_IN_KINDS } from '../../api/live.js';
import { PANELS, panelsKey } from '../../api/panels.js';
import { useBulkInterviews } from '../../api/bulk-interviews.js';
import { useInterviewCancel } from '../../api/cancel-interview.js';
import { useReadAgain, useReadAgainAfter } from '../../api/refresh.js';
import type { CompanyJson, PanelJson, StudentProfileJson } from '../../api/types.js';
import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';

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

const WALK_INS = '/interview/all-cc-walking/{id}';

/**
 * Select Panel: assigns the interview to one of the company's panels. Refused or not, the interview
 * or the panel may have changed elsewhere: the lists that show them are read again either way.
 */
export function useAssignPanel() {
  const readingAgain = useReadAgainAfter(PANELS, INTERVIEWS, WALK_INS);
  return async (interviewId: string, panelId: string): Promise<string> =>
    readingAgain(async () => {
      const path = { id: interviewId };
      return (await api.POST('/interview/update/{id}', { params: { path }, body: { panelID: panelId } })).message;
    });
}

/**
 * Add Panel; answers the new panel and the server's message. The panels are listed in the order
 * they were made: the new one is shown last without reading them again.
 */
export function useCreatePanel() {
  const { mutate } = useSWRConfig();
  return async (company: string, panelName: string) => {
    const answer = await api.POST('/panel/create', { body: { company, panelName } });
    const panel = answer.data;
    await mutate(panelsKey(company), (panels: readonly PanelJson[] | undefined) => panels && [...panels, panel], {
      revalidate: false,
    });
    return { panel, message: answer.message };
  };
}

/** Panel Hours: the panel's own hours on some of the fair's days; the company's panels take the answer. */
export function useSetPanelHours() {
  const { mutate } = useSWRConfig();
  return async (panel: PanelJson, hours: readonly DayHours[]): Promise<string> => {
    const answer = await api.POST('/panel/hours/{id}', {
      params: { path: { id: panel._id } },
      body: { hours: hours.map((day) => ({ ...day })) },
    });
    const saved = answer.data;
    await mutate(
      panelsKey(panel.company),
      (panels: readonly PanelJson[] | undefined) => panels?.map((each) => (each._id === saved._id ? saved : each)),
      { revalidate: false },
    );
    return answer.message;
  };
}

/** Delete Panel, refused by the server (409) while any interview is assigned to the panel; read again either way. */
export function useDeletePanel() {
  const readingAgain = useReadAgainAfter(PANELS, INTERVIEWS);
  return async (id: string): Promise<string> =>
    readingAgain(async () => (await api.DELETE('/panel/delete/{id}', { params: { path: { id } } })).message);
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

/** Assign panel, Set time or Delete on the interviews chosen on the coordinator's tables; their lists are read again. */
export const useBulkCompanyInterviews = () => useBulkInterviews(INTERVIEWS, PANEL_INTERVIEWS, PANELS, WALK_INS);

/** Set Time: an ISO-8601 instant, or null to clear it. */
export function useSetInterviewTime() {
  const readAgain = useReadAgain();
  return async (interviewId: string, time: string | null): Promise<string> => {
    const path = { id: interviewId };
    const { message } = await api.POST('/interview/set-time/{id}', { params: { path }, body: { time } });
    void readAgain(PANEL_INTERVIEWS);
    return message;
  };
}

/** The first free time for the interview's panel and student, as an ISO instant. */
export async function proposeInterviewTime(interviewId: string): Promise<string> {
  return (await api.GET('/interview/free-time/{id}', { params: { path: { id: interviewId } } })).data.time;
}

const BOARD = '/interview/all-company-cc';

/** The coordinator's ongoing page, for every panel or one. */
export function useOngoingBoard(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR(
    companyId ? [BOARD, companyId, panelId ?? ''] : null,
    () => api.GET(BOARD, { params: { query: { company: companyId, panel: panelId } } }).then(dataOf),
    { kinds: QUEUE_SCREEN_KINDS, ...whileDown, keepPreviousData: true },
  );
}

/**
 * Pause a panel with a reason and the time it is expected back, or resume it: the board and the
 * panels are read again, done or refused, so the screen shows the panel as it now is.
 */
export function usePanelPause() {
  const readingAgain = useReadAgainAfter(BOARD, PANELS);
  return {
    pause: (panelId: string, reason: string, backAt: Date) =>
      readingAgain(
        async () =>
          (
            await api.POST('/panel/pause/{id}', {
              params: { path: { id: panelId } },
              body: { reason, backAt: backAt.toISOString() },
            })
          ).message,
      ),
    resume: (panelId: string) =>
      readingAgain(async () => (await api.POST('/panel/resume/{id}', { params: { path: { id: panelId } } })).message),
  };
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

/**
 * Turn On / Turn Off Walk-in: the answer is the status as stored, shown without reading it again;
 * the company card is read again.
 */
export function useChangeWalkingStatus() {
  const readAgain = useReadAgain();
  const { mutate } = useSWRConfig();
  return async (companyId: string, walkingStatus: boolean): Promise<string> => {
    const path = { id: companyId };
    const answer = await api.POST('/company/change-walking-status/{id}', {
      params: { path },
      body: { walkingStatus },
    });
    await mutate([WALKING_STATUS, companyId], answer.data, { revalidate: false });
    void readAgain(COMPANY);
    return answer.message;
  };
}

/** The students who asked for a walk-in interview with the company. */
export function useCoordinatorWalkIns(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? [WALK_INS, companyId] : null,
    () => api.GET(WALK_INS, { params: { path: { id: companyId ?? '' } } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, ...whileDown },
  );
}

/** A page of students as a coordinator reads it: profiles, never selections. */
export interface StudentProfilePage {
  readonly items: readonly StudentProfileJson[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const STUDENTS = '/student/all';

/** The coordinator's look-up: students of the fair whose index number matches `text`, one page at a time. */
export function useStudentProfilePage(text: string, page: number) {
  return useSWR<StudentProfilePage>(
    [STUDENTS, 'profiles', text, page],
    async () => (await api.GET(STUDENTS, { params: { query: { text, page: String(page) } } })).data,
    { keepPreviousData: true },
  );
}

/** Cancel interview: one of the company's that has not started; every list of them is read again. */
export const useCancelInterview = () => useInterviewCancel(INTERVIEWS, PANEL_INTERVIEWS, BOARD, WALK_INS);
