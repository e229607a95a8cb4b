import { randomBytes } from 'node:crypto';
import type { EventFeed } from '../../application/ports/events.js';
import { staleScopesOf } from '../../domain/event-rules.js';
import type { FairEvent } from '../../domain/fair-event.js';

/**
 * Versions of what polled lists show, kept current by the event feed (design.md §8): every change
 * moves the version of each scope its kind's rule names stale (domain/event-rules.ts). A list's ETag
 * is made from the versions of its scopes, so an unchanged poll is answered 304 before anything is
 * read from the store.
 * The versions live in memory: `boot` differs on every start, so a restarted server never
 * answers 304 to a tag it did not make.
 */
const newBoot = (): string => randomBytes(9).toString('base64url');

export class ScopeVersions {
  private currentBoot = newBoot();
  private readonly versions = new Map<string, number>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;

  constructor(feed: EventFeed) {
    this.unsubscribe = feed.subscribe((event) => this.hear(event));
    // Versions that may have missed a change no longer tell whether a list is unchanged: no older tag holds.
    this.unsubscribeGap = feed.onGap(() => {
      this.currentBoot = newBoot();
    });
  }

  /** Made anew on every start and after every gap in the feed, so that no tag made before either is answered 304. */
  get boot(): string {
    return this.currentBoot;
  }

  of(scope: string): number {
    return this.versions.get(scope) ?? 0;
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeGap();
  }

  private hear(event: FairEvent): void {
    for (const scope of staleScopesOf(event)) this.versions.set(scope, this.of(scope) + 1);
  }
}
