import { useSession } from '../../session/SessionContext.js';

/** The company the signed-in coordinator works for; every coordinator screen is about it. */
export function useCoordinatorCompanyId(): string | undefined {
  const { user } = useSession();
  return user?.role === 'coordinator' ? user.company : undefined;
}
