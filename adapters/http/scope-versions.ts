import { randomBytes } from 'node:crypto';
import type { EventFeed } from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';

/** What one student's own screens show: their interviews and their profile. */
export const studentScope = (studentId: string): string => `student:${studentId}`;
/** What one company's screens show: its interviews, panels, walk-in state and profile. */
export const companyScope = (companyId: string): string => `company:${companyId}`;
/** Any student's profile, as companies' lists show it (an edit names the student, not their companies). */
export const STUDENT_PROFILES = 'students';
/** Any company's profile or walk-in state, as students' lists show it (the walk-in list is everyone's). */
export const COMPANY_PROFILES = 'companies';

/**
 * Versions of what polled lists show, kept current by the event feed (design.md §8): every change
 * moves the version of each scope it shows up in. A list's ETag is made from the versions of its
 * scopes, so an unchanged poll is answered 304 before anything is read from the store.
 * The versions live in memory: `boot` differs on every start, so a restarted server never
 * answers 304 to a tag it did not make.
 */
export class ScopeVersions {
  readonly boot = randomBytes(9).toString('base64url');
  private readonly versions = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(feed: EventFeed) {
    this.unsubscribe = feed.subscribe((event) => this.hear(event));
  }

  of(scope: string): number {
    return this.versions.get(scope) ?? 0;
  }

  close(): void {
    this.unsubscribe();
  }

  private hear(event: FairEvent): void {
    for (const scope of scopesChangedBy(event)) this.versions.set(scope, this.of(scope) + 1);
  }
}

/** Every scope whose lists an event changes. */
export const scopesChangedBy = (event: FairEvent): readonly string[] => {
  switch (event.kind) {
    case 'interview.created':
    case 'interview.panel-assigned':
    case 'interview.timed':
    case 'interview.moved':
    case 'interview.deleted':
    case 'interview.checked-in':
      return [studentScope(event.studentId), companyScope(event.companyId)];
    case 'panel.added':
    case 'panel.removed':
      return [companyScope(event.companyId)];
    case 'interview.next':
    case 'interview.promoted':
      // A call to the student: no list changes with it (the promotion's interview.created moves the lists).
      return [];
    case 'walk-in.opened':
    case 'walk-in.closed':
      return [companyScope(event.companyId), COMPANY_PROFILES];
    case 'student.changed':
      return [studentScope(event.id), STUDENT_PROFILES];
    case 'company.changed':
      return [companyScope(event.id), COMPANY_PROFILES];
    case 'account.changed':
      // A deleted student leaves every list their interviews were in; a deleted company, the walk-in list.
      if (event.role === 'student') return [studentScope(event.accountId), STUDENT_PROFILES];
      if (event.role === 'company') return [companyScope(event.accountId), COMPANY_PROFILES];
      return [];
  }
};
