import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { ROLE_SIGN_IN_PATHS } from '../../../../domain/role.js';
import { useSession } from '../../session/SessionContext.js';

/** The header's Logout link (spec §2): ends the session and goes back to the company sign-in. */
export function CompanyLogout() {
  const { user, logout } = useSession();
  useEffect(() => {
    if (user) logout();
  }, [user, logout]);
  return user ? null : <Navigate to={ROLE_SIGN_IN_PATHS.company} replace />;
}
