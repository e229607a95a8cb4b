import { createContext, useContext } from 'react';
import type { Role } from '../../../domain/role.js';
import type { Credentials } from './api.js';
import type { SessionUser } from '../api/types.js';

export interface SessionState {
  /** The signed-in user, or null when anonymous. */
  readonly user: SessionUser | null;
  /** True while a stored session is being restored. */
  readonly loading: boolean;
  signIn(role: Role, credentials: Credentials, remember: boolean): Promise<SessionUser>;
  logout(): void;
  /** Reads the signed-in account again, after it changed its own name, logo or picture. */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
