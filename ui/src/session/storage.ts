import {
  restorableSession,
  ROLE_STORAGE_KEY,
  storeFor,
  TOKEN_STORAGE_KEY,
  type BrowserStore,
  type StoredSession,
  type StoredValues,
} from './stored-credentials.js';
import type { Role } from '../../../domain/role.js';

function storage(store: BrowserStore): Storage {
  return store === 'local' ? window.localStorage : window.sessionStorage;
}

function valuesIn(store: BrowserStore): StoredValues {
  const area = storage(store);
  return { token: area.getItem(TOKEN_STORAGE_KEY), role: area.getItem(ROLE_STORAGE_KEY) };
}

/** The session to restore on load, read from both stores (spec §4). */
export function readStoredSession(): StoredSession | null {
  return restorableSession({ local: valuesIn('local'), session: valuesIn('session') });
}

/** Remember me keeps the token and the role marker in local storage, otherwise in session storage. */
export function writeStoredSession(
  session: { readonly token: string; readonly role: Role },
  rememberMe: boolean,
): void {
  clearStoredSession();
  const area = storage(storeFor(rememberMe));
  area.setItem(TOKEN_STORAGE_KEY, session.token);
  area.setItem(ROLE_STORAGE_KEY, session.role);
}

/** Logout and a failed restore clear both stores. */
export function clearStoredSession(): void {
  for (const store of ['local', 'session'] as const) {
    storage(store).removeItem(TOKEN_STORAGE_KEY);
    storage(store).removeItem(ROLE_STORAGE_KEY);
  }
}
