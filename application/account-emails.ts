import { Needs } from './needs.js';
import { normalizeEmail } from '../domain/email.js';
import { conflict } from './errors.js';
import { refuse } from './task.js';

/** Why an account's e-mail is refused when another account of the portal already has it. */
export const ACCOUNT_EMAIL_TAKEN = 'An account with this email already exists';

/**
 * The one rule for an account's e-mail, whatever its role: it may belong to one account of the
 * portal only, be it an administrator's, a student's or a coordinator's sign-in, a company's
 * contact e-mail or a recruiter's sign-in. Every use case that gives an account an e-mail (sign-up,
 * adding or editing an administrator, a coordinator or a company, inviting and accepting a
 * recruiter) asks here first; each collection's unique index still settles two writes at once.
 */
export class AccountEmails extends Needs(['admins', 'students', 'coordinators', 'companies', 'recruiters']) {
  /** Whether `email` (as normalizeEmail leaves it) belongs to an account other than `self`, the one being edited. */
  async inUse(email: string, self?: string): Promise<boolean> {
    const found = await Promise.all([
      this.deps.admins.findByEmail(email),
      this.deps.students.findByEmail(email),
      this.deps.coordinators.findByEmail(email),
      this.deps.recruiters.findByEmail(email),
    ]);
    if (found.some((account) => account !== null && account.id !== self)) return true;
    return (await this.deps.companies.listProfiles()).some(
      (company) => company.id !== self && normalizeEmail(company.email) === email,
    );
  }

  /** Of these e-mails (as normalizeEmail leaves them), those an account other than a student's has. */
  async heldByOthersAmong(emails: readonly string[]): Promise<Set<string>> {
    const wanted = new Set(emails);
    const [admins, coordinators, companies, recruiters] = await Promise.all([
      this.deps.admins.list(),
      this.deps.coordinators.list(),
      this.deps.companies.listProfiles(),
      this.deps.recruiters.emailsAmong(emails),
    ]);
    const held = [...admins, ...coordinators, ...companies].map((account) => normalizeEmail(account.email));
    return new Set([...held, ...recruiters].filter((email) => wanted.has(email)));
  }

  /** Refuses (409, nothing written) when `email` belongs to an account other than `self`. */
  async mustBeFree(email: string, self?: string, message: string = ACCOUNT_EMAIL_TAKEN): Promise<void> {
    if (await this.inUse(email, self)) throw refuse(conflict(message));
  }
}
