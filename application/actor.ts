import type { Role } from '../domain/role.js';

/** Who is calling a use case: the signed-in account, as the session token says. */
export interface Actor {
  readonly id: string;
  readonly role: Role;
}

/**
 * The operator at the machine, running a command of the CLI or starting the server with the first
 * administrator's settings: an administrator with no account. The audit log names them by this id
 * and as "command line".
 */
export const COMMAND_LINE_OPERATOR: Actor = { id: 'command-line', role: 'admin' };
export const COMMAND_LINE_OPERATOR_NAME = 'command line';
