/*
 * The audit log (docs/organizer.md): one entry per administrator action, written once and never
 * changed or removed. It names who acted, when, and what: the action, the records it touched and
 * a short summary for people (never a password).
 */

export interface AuditEntry {
  readonly id: string;
  readonly at: Date;
  readonly adminId: string;
  /** The administrator's e-mail when they acted (kept even after their account is deleted). */
  readonly adminEmail: string;
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
}

export const AUDIT_PAGE_SIZE = 25;
/** Longer summaries are cut: an entry describes an action, it does not copy a record. */
export const AUDIT_SUMMARY_MAX_LENGTH = 300;

export const auditSummary = (text: string): string =>
  text.length <= AUDIT_SUMMARY_MAX_LENGTH ? text : `${text.slice(0, AUDIT_SUMMARY_MAX_LENGTH - 1)}…`;
