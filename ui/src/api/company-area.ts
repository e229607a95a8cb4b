import type { CompanyAccountChanges } from '../../../domain/company.js';
import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../live/polling.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { getJson, postForm, toFormData } from './client.js';
import { INTERVIEW_KINDS, WALK_IN_KINDS } from './live.js';
import type { DataOf, FormFieldsOf, QueryFieldsOf } from './contract.js';
import type { CompanyJson, InterviewBoardJson } from './types.js';

/** The calls of the company's own screens. */

const OWN_PROFILE = '/company/single';

/** The signed-in company's account, with its walk-in status kept current. */
export function useOwnCompany() {
  return useLiveSWR<CompanyJson>(OWN_PROFILE, () => getJson<CompanyJson>(OWN_PROFILE), { kinds: WALK_IN_KINDS });
}

/**
 * The current-interviews page, for every panel or one (`pid`), refreshed by the live stream, else
 * every 3 s (spec §4).
 */
export function useCurrentInterviews(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR<InterviewBoardJson>(
    companyId ? ['/interview/all-company', companyId, panelId ?? ''] : null,
    () => {
      const query: QueryFieldsOf<'showCompanyInterviewBoard'> = { company: companyId, panel: panelId };
      return getJson<InterviewBoardJson>('/interview/all-company', query);
    },
    { kinds: INTERVIEW_KINDS, pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS, keepPreviousData: true },
  );
}

const INTERVIEWEES = '/interview/all-com';

/** Every interview the company has, whatever its status. */
export function useInterviewees() {
  return useLiveSWR<DataOf<'listOwnCompanyInterviews'>>(
    INTERVIEWEES,
    () => getJson<DataOf<'listOwnCompanyInterviews'>>(INTERVIEWEES),
    {
      kinds: INTERVIEW_KINDS,
    },
  );
}

const WALK_INS = '/interview/all-com-walking/';

/** The company's walk-in interviews, refreshed by the live stream, else every 3 s. */
export function useCompanyWalkIns() {
  return useLiveSWR<DataOf<'listOwnCompanyWalkIns'>>(
    WALK_INS,
    () => getJson<DataOf<'listOwnCompanyWalkIns'>>(WALK_INS),
    {
      kinds: INTERVIEW_KINDS,
      pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS,
    },
  );
}

/** Save Profile: company name, description, tags and, when one was chosen, a new logo. */
export async function saveCompanyAccount(
  id: string,
  changes: CompanyAccountChanges,
  image: File | null,
): Promise<string> {
  const fields: FormFieldsOf<'updateCompany'> = { ...changes, image };
  const form = toFormData(fields);
  return (await postForm<DataOf<'updateCompany'>>(`/company/update/${encodeURIComponent(id)}`, form)).message;
}

/** Change Password, through the same update call. */
export async function changeCompanyPassword(id: string, password: string, confirmpassword: string): Promise<string> {
  const fields: FormFieldsOf<'updateCompany'> = { password, confirmpassword };
  const form = toFormData(fields);
  return (await postForm<DataOf<'updateCompany'>>(`/company/update/${encodeURIComponent(id)}`, form)).message;
}
