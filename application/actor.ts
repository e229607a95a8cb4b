import type { Role } from '../domain/role.js';

/** Who is calling a use case: the signed-in account, as the session token says. */
export interface Actor {
  /** The account's id; a recruiter's is their company's, since they act as the company. */
  readonly id: string;
  readonly role: Role;
  /** Set when a company's recruiter acts (domain/recruiter.ts): who, among the company's logins, is acting. */
  readonly recruiterId?: string;
}

/** Whether the actor is the company's own account, its owner, rather than one of its recruiters. */
export const isCompanyOwner = (actor: Actor): boolean => actor.role === 'company' && actor.recruiterId === undefined;

/** Who, among the company's logins, downloaded a CV: the recruiter's own id when a recruiter acts. */
export const downloader = (actor: Actor): string => actor.recruiterId ?? actor.id;

/**
 * The operator at the machine, running a command of the CLI or starting the server with the first
 * administrator's settings: an administrator with no account. The audit log names them by this id
 * and as "command line".
 */
export const COMMAND_LINE_OPERATOR: Actor = { id: 'command-line', role: 'admin' };
export const COMMAND_LINE_OPERATOR_NAME = 'command line';
