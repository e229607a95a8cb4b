import { createHash } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { Actor } from '../../application/actor.js';
import type { EventFeed } from '../../application/ports/events.js';
import type { CoordinatorRepository } from '../../application/ports/persistence.js';
import type { PollRequest, PollScopes } from './route.js';
import { ScopeVersions } from './scope-versions.js';

/**
 * The ETags of polled lists (docs/api.md, "Polls"): made before the handler runs from the versions
 * of the list's scopes, the caller and the URL with its query, so an unchanged poll is a 304 that
 * reads nothing from the store.
 */
export class PollTags {
  private readonly versions: ScopeVersions;
  /** A coordinator acts for one company for good; only its deletion ends the entry. */
  private readonly coordinatorCompanies = new Map<string, string>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;

  constructor(
    feed: EventFeed,
    private readonly coordinators: CoordinatorRepository,
  ) {
    this.versions = new ScopeVersions(feed);
    this.unsubscribe = feed.subscribe((event) => {
      if (event.kind === 'account.changed' && event.role === 'coordinator') {
        this.coordinatorCompanies.delete(event.accountId);
      }
    });
    this.unsubscribeGap = feed.onGap(() => this.coordinatorCompanies.clear());
  }

  async tagFor(scopes: PollScopes, request: Omit<PollRequest, 'companyId'>, url: string): Promise<string> {
    const covered = await this.covered(scopes, request);
    const digest = createHash('sha1')
      .update(`${request.actor.role} ${request.actor.id} ${url} ${covered}`)
      .digest('base64url')
      .slice(0, 20);
    return `W/"${this.versions.boot}.${digest}"`;
  }

  /** What a list that is the same for every caller shows now: the URL and the versions of its scopes. */
  async versionOf(scopes: PollScopes, request: Omit<PollRequest, 'companyId'>, url: string): Promise<string> {
    return `${url} ${await this.covered(scopes, request)}`;
  }

  private async covered(scopes: PollScopes, request: Omit<PollRequest, 'companyId'>): Promise<string> {
    const companyId = await this.companyOf(request.actor);
    return scopes({ ...request, companyId })
      .map((scope) => `${scope}@${this.versions.of(scope)}`)
      .join(' ');
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeGap();
    this.versions.close();
  }

  private async companyOf(actor: Actor): Promise<string | null> {
    if (actor.role === 'company') return actor.id;
    if (actor.role !== 'coordinator') return null;
    const known = this.coordinatorCompanies.get(actor.id);
    if (known !== undefined) return known;
    const coordinator = await this.coordinators.findById(actor.id);
    // A coordinator that is gone is not remembered: its handler answers for it.
    if (coordinator === null) return null;
    this.coordinatorCompanies.set(actor.id, coordinator.companyId);
    return coordinator.companyId;
  }
}

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 asks of it). */
export const ifNoneMatchHas = (header: string, tag: string): boolean => {
  if (header === '') return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
};

/** Every poll's answer may be kept by the browser, and must be revalidated before each use. */
export const markPoll = (ctx: ParameterizedContext, tag: string): void => {
  ctx.set('ETag', tag);
  ctx.set('Cache-Control', 'private, no-cache');
};
