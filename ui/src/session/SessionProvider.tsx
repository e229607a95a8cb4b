import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { Role } from '../../../domain/role.js';
import { fetchProfile, signIn as signInCall, type Credentials } from './api.js';
import { ApiError, onTokenRejected, setBearerToken } from '../api/client.js';
import { viewFair } from '../api/viewed-fair.js';
import { forgetAllKeptReads, keepReadNow, keptReadNow } from '../offline/browser-kept-reads.js';
import type { SessionUser } from '../api/types.js';
import { SessionContext, type SessionState } from './SessionContext.js';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage.js';

/** Under this name the account's profile is kept, so that a session restores offline (docs/offline.md). */
const KEPT_PROFILE = 'profile';

/** The call never reached the server (offline, the network down, no answer in time). */
const unreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * The session of spec §4: anonymous until a login; on load a stored token and role marker are
 * restored through that role's profile call; a failed restore clears both stores. Offline, the
 * profile kept from the last visit restores it instead, so that the app opens without the network.
 */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState<boolean>(() => readStoredSession() !== null);

  useEffect(() => {
    const stored = readStoredSession();
    if (!stored) return;
    let cancelled = false;
    setBearerToken(stored.token);
    fetchProfile(stored.role)
      .then((account) => {
        keepReadNow(KEPT_PROFILE, account);
        if (!cancelled) setUser({ ...account, token: stored.token, role: stored.role } as SessionUser);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const kept = unreachable(error) ? keptReadNow<object>(KEPT_PROFILE) : null;
        if (kept) {
          setUser({ ...kept.data, token: stored.token, role: stored.role } as SessionUser);
          return;
        }
        forgetAllKeptReads();
        clearStoredSession();
        setBearerToken(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback(async (role: Role, credentials: Credentials, remember: boolean) => {
    const signedIn = await signInCall(role, credentials);
    const session = { token: signedIn.token, role: signedIn.role ?? role };
    writeStoredSession(session, remember);
    setBearerToken(session.token);
    viewFair(null);
    const { token: _token, ...profile } = signedIn;
    keepReadNow(KEPT_PROFILE, profile);
    const next = { ...signedIn, role: session.role } as SessionUser;
    setUser(next);
    return next;
  }, []);

  const logout = useCallback(() => {
    forgetAllKeptReads();
    clearStoredSession();
    setBearerToken(null);
    viewFair(null);
    setUser(null);
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  useEffect(() => onTokenRejected(logout), [logout]);

  const refresh = useCallback(async () => {
    if (!user) return;
    const account = await fetchProfile(user.role);
    keepReadNow(KEPT_PROFILE, account);
    setUser((now) => (now ? ({ ...account, token: now.token, role: now.role } as SessionUser) : now));
  }, [user]);

  const state = useMemo<SessionState>(
    () => ({ user, loading, signIn, logout, refresh }),
    [user, loading, signIn, logout, refresh],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
