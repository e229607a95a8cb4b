/*
 * The audit log (docs/organizer.md): one entry per administrator action, and per withdrawal from or
 * cancellation of an interview whoever made it, written once and never changed or removed. It names
 * who acted (with their role), when, and what: the action, the records it touched and a short
 * summary for people (never a password).
 */
import type { Role } from './role.js';

export interface AuditEntry {
  readonly id: string;
  readonly at: Date;
  /** Who acted: the administrator's id, or the student's, coordinator's or company's for the actions every role's are kept of. */
  readonly adminId: string;
  /**
   * Their e-mail when they acted (a company's username), kept even after their account is deleted;
   * the field keeps its name from when only administrators were recorded.
   */
  readonly adminEmail: string;
  /** The role they acted in; entries written before roles were kept are an administrator's. */
  readonly role: Role;
  /** What was done, as `area.verb`: `company.deleted`, `interview.created`, … */
  readonly action: string;
  /** The ids of the records the action touched. */
  readonly targets: readonly string[];
  readonly summary: string;
}

/** What an administrator did, before it is stamped with who and when. */
export interface AdminAction {
  readonly action: string;
  readonly targets: readonly string[];
  readonly summary: string;
  /** Kept whoever did it, not only an administrator (a student's withdrawal, a coordinator's cancellation). */
  readonly everyRole?: true;
}

export const AUDIT_PAGE_SIZE = 25;
/** Longer summaries are cut: an entry describes an action, it does not copy a record. */
export const AUDIT_SUMMARY_MAX_LENGTH = 300;

export const auditSummary = (text: string): string =>
  text.length <= AUDIT_SUMMARY_MAX_LENGTH ? text : `${text.slice(0, AUDIT_SUMMARY_MAX_LENGTH - 1)}…`;
