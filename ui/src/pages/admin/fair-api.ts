import useSWR, { useSWRConfig } from 'swr';
import type { InterviewStatus } from '../../../../domain/interview.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { BodyAt, DataAt } from '../../api/contract.js';
import { INTERVIEW_KINDS } from '../../api/live.js';
import { useBulkInterviews } from '../../api/bulk-interviews.js';
import { useInterviewCancel } from '../../api/cancel-interview.js';
import { useReadAgain } from '../../api/refresh.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';

/** The admin's fair screens: settings, the students' selections and allocation, every interview. */

const FAIR_SETTINGS = '/admin/fair-settings';

export type FairSettingsJson = DataAt<typeof FAIR_SETTINGS, 'get'>;
export type AllocationJson = DataAt<'/admin/allocate', 'post'>;

/** The selection window and the e-mail domains allowed to sign up (admins). */
export function useFairSettings() {
  return useSWR(FAIR_SETTINGS, () => api.GET(FAIR_SETTINGS).then(dataOf));
}

/** Save: the answer is the settings as stored, shown without reading them again. */
export function useSaveFairSettings() {
  const { mutate } = useSWRConfig();
  return async (settings: BodyAt<typeof FAIR_SETTINGS, 'post'>): Promise<string> => {
    const answer = await api.POST(FAIR_SETTINGS, { body: settings });
    await mutate(FAIR_SETTINGS, answer.data, { revalidate: false });
    return answer.message;
  };
}

const ALL_SELECTED = '/admin/selected-companies';

/** A page of the students' selected companies, one row per entry, in the spec's order, searched by the server. */
export function useSelectedCompanyPage(student: string, company: string, page: number) {
  return useSWR(
    [ALL_SELECTED, student, company, page],
    () => api.GET(ALL_SELECTED, { params: { query: { student, company, page: String(page) } } }).then(dataOf),
    { keepPreviousData: true },
  );
}

/** Select: an admin creates an interview for a student's selected company. */
export function useCreateInterview() {
  const readAgain = useReadAgain();
  return async (student: string, company: string): Promise<string> => {
    const { message } = await api.POST('/interview/create', { body: { student, company } });
    void readAgain(ALL_SELECTED);
    return message;
  };
}

/** The automatic allocation: its plan on a dry run, else applied (docs/allocation.md) and the selections read again. */
export function useAllocate() {
  const readAgain = useReadAgain();
  return async (dryRun: boolean): Promise<{ allocation: AllocationJson; message: string }> => {
    const answer = await api.POST('/admin/allocate', { body: { dryRun } });
    if (!dryRun) void readAgain(ALL_SELECTED);
    return { allocation: answer.data, message: answer.message };
  };
}

/** The allocation spreadsheet (spec §9): selected_companies_sorted.xlsx. */
export function downloadAllocation(fallbackName: string): Promise<string> {
  return api.download('/admin/allocation.xlsx', fallbackName);
}

/** What the admin's Interviews screen narrows the list to; '' leaves a filter out. */
export interface AdminInterviewFilter {
  readonly company: string;
  readonly panel: string;
  readonly status: InterviewStatus | '';
  /** 'true' walk-ins only, 'false' created from selections only. */
  readonly walkIn: 'true' | 'false' | '';
}

const INTERVIEW_PAGE = '/admin/interviews';

export type InterviewSort = 'queue' | 'time' | 'status' | 'created';

/** What a page of the admin's Interviews screen asks the server for. */
export interface AdminInterviewPageQuery {
  readonly filter: AdminInterviewFilter;
  /** The settled search by student: index number, name or e-mail. */
  readonly text: string;
  readonly sort: InterviewSort;
  readonly order: 'asc' | 'desc';
  readonly page: number;
}

/** One page of the fair's interviews, narrowed, ordered and cut by the server, refreshed by the live stream. */
export function useAdminInterviewPage({ filter, text, sort, order, page }: AdminInterviewPageQuery) {
  const query = {
    company: filter.company || undefined,
    panel: filter.panel || undefined,
    status: filter.status || undefined,
    walkIn: filter.walkIn || undefined,
    text,
    page: String(page),
    sort,
    order,
  };
  return useLiveSWR(
    [INTERVIEW_PAGE, filter.company, filter.panel, filter.status, filter.walkIn, text, sort, order, page],
    () => api.GET(INTERVIEW_PAGE, { params: { query } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, keepPreviousData: true },
  );
}

/** Cancel interview, an administrator's: any company's interview that has not started. */
export const useCancelAdminInterview = () => useInterviewCancel(INTERVIEW_PAGE);

/** Assign panel, Set time or Delete on the interviews chosen on the admin's Interviews; the page is read again. */
export const useBulkAdminInterviews = () => useBulkInterviews(INTERVIEW_PAGE);
