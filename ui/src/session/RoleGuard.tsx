import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { guardArea } from './area-guard.js';
import type { Role } from '../../../domain/role.js';
import { Loading } from '../components/Loading.js';
import { useSession } from './SessionContext.js';

/**
 * Guards one role's area: a loading state while the session is restored, then the area for a
 * user of that role, or a redirect to the role's sign-in after `delayMs` more of loading state.
 */
export function RoleGuard({ role, delayMs = 0 }: { readonly role: Role; readonly delayMs?: number }) {
  const { user, loading } = useSession();
  const outcome = guardArea(role, { loading, role: user?.role ?? null });
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (outcome.kind !== 'redirect') return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [outcome.kind, delayMs]);

  if (outcome.kind === 'show') return <Outlet />;
  if (outcome.kind === 'wait' || !waited) return <Loading />;
  return <Navigate to={outcome.to} replace />;
}
