import type { Role } from '../domain/role.js';

/** Who is calling a use case: the signed-in account, as the session token says. */
export interface Actor {
  readonly id: string;
  readonly role: Role;
}
