/*
 * The browser keeps the session as a token and a role marker (spec §3, §4). With Remember me both
 * go to local storage, else both to session storage: design §5.1 keeps the role marker beside the
 * token for every role, so a remembered session survives a browser restart.
 */
import { isRole, type Role } from '../../../domain/role.js';

export const TOKEN_STORAGE_KEY = 'token';
export const ROLE_STORAGE_KEY = 'role';

export type BrowserStore = 'local' | 'session';

/** Where the token and the role marker are written. */
export const storeFor = (rememberMe: boolean): BrowserStore => (rememberMe ? 'local' : 'session');

/** What one store holds under the two keys. */
export interface StoredValues {
  readonly token: string | null;
  readonly role: string | null;
}

export interface StoredSession {
  readonly token: string;
  readonly role: Role;
  readonly store: BrowserStore;
}

const sessionIn = (store: BrowserStore, values: StoredValues): StoredSession | null =>
  values.token !== null && values.token !== '' && values.role !== null && isRole(values.role)
    ? { token: values.token, role: values.role, store }
    : null;

/**
 * The session to restore on load, read from both stores: the tab's session store first, then the
 * remembered one. Null (anonymous) unless one store holds both a token and a known role.
 */
export const restorableSession = (stores: {
  readonly local: StoredValues;
  readonly session: StoredValues;
}): StoredSession | null => sessionIn('session', stores.session) ?? sessionIn('local', stores.local);
