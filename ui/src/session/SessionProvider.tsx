import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { Role } from '../../../domain/role.js';
import { fetchProfile, signIn as signInCall, type Credentials } from '../api/auth.js';
import { onTokenRejected, setBearerToken } from '../api/client.js';
import type { SessionUser } from '../api/types.js';
import { SessionContext, type SessionState } from './SessionContext.js';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage.js';

/**
 * The session of spec §4: anonymous until a login; on load a stored token and role marker are
 * restored through that role's profile call; a failed restore clears both stores.
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
        if (!cancelled) setUser({ ...account, token: stored.token, role: stored.role } as SessionUser);
      })
      .catch(() => {
        if (cancelled) return;
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
    const next = { ...signedIn, role: session.role } as SessionUser;
    setUser(next);
    return next;
  }, []);

  const logout = useCallback(() => {
    clearStoredSession();
    setBearerToken(null);
    setUser(null);
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  useEffect(() => onTokenRejected(logout), [logout]);

  const refresh = useCallback(async () => {
    if (!user) return;
    const account = await fetchProfile(user.role);
    setUser((now) => (now ? ({ ...account, token: now.token, role: now.role } as SessionUser) : now));
  }, [user]);

  const state = useMemo<SessionState>(
    () => ({ user, loading, signIn, logout, refresh }),
    [user, loading, signIn, logout, refresh],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
