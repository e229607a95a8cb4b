/*
 * Each role's area is guarded (spec §2, §4): while the session is being restored the guard waits,
 * then shows the area to its role or sends anyone else to the role's sign-in page.
 * The admin area keeps its loading state about a second before redirecting.
 */
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';

export const ADMIN_GUARD_DELAY_MS = 1000;

export type GuardOutcome =
  | { readonly kind: 'wait' }
  | { readonly kind: 'show' }
  | { readonly kind: 'redirect'; readonly to: string };

export const guardArea = (area: Role, session: { readonly loading: boolean; readonly role: Role | null }): GuardOutcome => {
  if (session.loading) return { kind: 'wait' };
  if (session.role === area) return { kind: 'show' };
  return { kind: 'redirect', to: ROLE_SIGN_IN_PATHS[area] };
};
