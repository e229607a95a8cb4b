import { type Deps, Needs } from '../needs.js';
import { sessionHolds } from '../../domain/account-session.js';
import type { Role } from '../../domain/role.js';
import type { SessionClaims } from '../ports/security.js';

/** What is known of an account: its session version, or null once it is gone. */
type Known = number | null;

/**
 * Whether a signed, unexpired token still holds (design.md §8, domain/account-session.ts): its
 * account exists in the collection its role names and was issued under the current session
 * version. The answer is in memory per account: filled on first sight by one lookup by id in that
 * role's repository, and kept current by the `account.changed` events of the feed, which every app
 * server hears (MongoDB change streams), so a deletion or a password change on one server ends the
 * token on all of them. A company's recruiter's token is checked against the recruiter's own record
 * (a removed recruiter's ends at once), which must still belong to the company the token names.
 */
const ACCOUNTS_AND_EVENTS = ['admins', 'students', 'coordinators', 'companies', 'recruiters', 'events'] as const;

export class SessionValidity extends Needs(ACCOUNTS_AND_EVENTS) {
  private readonly known = new Map<string, Known>();
  private readonly lookups = new Map<string, Promise<void>>();
  /** The repository each role names, looked up by id only. */
  private readonly accounts: Readonly<
    Record<Role, { findById(id: string): Promise<{ readonly sessionVersion: number } | null> }>
  >;

  constructor(deps: Deps<typeof ACCOUNTS_AND_EVENTS>) {
    super(deps);
    const { admins, students, coordinators, companies, events } = deps;
    this.accounts = { admin: admins, student: students, coordinator: coordinators, company: companies };
    events.subscribe((event) => {
      if (event.kind === 'account.changed') this.learn(keyOf(event.role, event.accountId), event.version);
    });
    // A change it may have missed (a password changed, an account deleted) is read again from the store.
    events.onGap(() => this.known.clear());
  }

  async holds(claims: SessionClaims): Promise<boolean> {
    const key = keyOf(claims.role, claims.rec ?? claims.sub);
    if (!this.known.has(key)) await this.lookUp(key, () => this.versionOf(claims));
    return sessionHolds(claims.ver, this.known.get(key) ?? null);
  }

  /** The session version of the token's account, or null when it is gone (or a recruiter of another company). */
  private async versionOf(claims: SessionClaims): Promise<Known> {
    if (claims.rec === undefined)
      return (await this.accounts[claims.role].findById(claims.sub))?.sessionVersion ?? null;
    const recruiter = await this.deps.recruiters.findById(claims.rec);
    return recruiter !== null && recruiter.companyId === claims.sub ? recruiter.sessionVersion : null;
  }

  /** One lookup per account at a time, however many of its requests arrive at once. */
  private lookUp(key: string, find: () => Promise<Known>): Promise<void> {
    let lookup = this.lookups.get(key);
    if (lookup === undefined) {
      lookup = find()
        .then((version) => this.learn(key, version))
        .finally(() => this.lookups.delete(key));
      this.lookups.set(key, lookup);
    }
    return lookup;
  }

  /**
   * Versions only rise and a deleted account never returns (ids are never reused), so whichever of
   * a lookup and an event arrives last, the newest knowledge stays.
   */
  private learn(key: string, version: Known): void {
    const known = this.known.get(key);
    if (known === null) return;
    if (version === null || known === undefined || version > known) this.known.set(key, version);
  }
}

const keyOf = (role: Role, id: string): string => `${role}:${id}`;
