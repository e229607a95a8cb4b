import type { Role } from '../../domain/role.js';

/** An account that has just signed in, with the bearer token of its session. */
export interface SignedIn<A> {
  readonly account: A;
  readonly role: Role;
  readonly token: string;
}
