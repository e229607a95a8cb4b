import { api } from '../../api/api.js';
import { ApiError, dataOf } from '../../api/client.js';
import { RECRUITER_KINDS } from '../../api/live.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';
import { useReadAgain, useReadAgainAfter } from '../../api/refresh.js';

/** The calls of the Recruiters card: the company's own account's list, invitations and removals. */

const RECRUITERS = '/company/recruiters';

/**
 * The company's recruiters and invitations waiting, read again as a recruiter signs up or is
 * removed (from another session too); null for a recruiter, whom the server refuses the list (only
 * the company's own account manages its recruiters).
 */
export function useRecruiters() {
  return useLiveSWR(
    RECRUITERS,
    () =>
      api.GET(RECRUITERS).then(dataOf, (error: unknown) => {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }),
    { kinds: RECRUITER_KINDS },
  );
}

export function useInviteRecruiter() {
  const readAgain = useReadAgain();
  return async (name: string, email: string): Promise<string> => {
    const answer = await api.POST('/company/recruiters/invite', { body: { name, email } });
    await readAgain(RECRUITERS);
    return answer.message;
  };
}

export function useRemoveRecruiter() {
  const readingAgain = useReadAgainAfter(RECRUITERS);
  return async (id: string): Promise<string> =>
    readingAgain(async () => (await api.DELETE('/company/recruiters/{id}', { params: { path: { id } } })).message);
}

export function useRevokeRecruiterInvite() {
  const readingAgain = useReadAgainAfter(RECRUITERS);
  return async (id: string): Promise<string> =>
    readingAgain(
      async () => (await api.DELETE('/company/recruiters/invites/{id}', { params: { path: { id } } })).message,
    );
}

/** The accept page's call, without a token: the mailed link's token and the new password. */
export async function acceptRecruiterInvite(body: {
  readonly token: string;
  readonly name: string;
  readonly password: string;
  readonly confirmpassword: string;
}): Promise<string> {
  return (await api.POST('/recruiter/accept', { body, anonymous: true })).message;
}
