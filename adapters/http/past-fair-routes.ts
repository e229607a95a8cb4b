import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { Actor } from '../../application/actor.js';
import { type AppError, conflict, forbidden, notFound } from '../../application/errors.js';
import type { FairRepository } from '../../application/ports/persistence.js';
import { type Fair, FAIR_MESSAGES } from '../../domain/fair.js';
import type { Route } from './route.js';

const keyOf = (route: Route): string => `${route.method} ${route.path}`;

/**
 * The routes of past fairs (docs/fairs.md): an administrator reads a past fair through the same API,
 * naming it (`?fair=<id>`); each past fair's routes are made once, over its read-only records, and a
 * change to it is refused before anything runs.
 */
export class PastFairRoutes {
  private readonly opened = new Map<string, Promise<ReadonlyMap<string, Route>>>();

  constructor(
    private readonly fairs: FairRepository,
    private readonly routesOf: (fair: Fair) => Promise<readonly Route[]>,
  ) {}

  /** The past fair's own route for this one; null when the fair named is the current one; or why it is refused. */
  async routeFor(fairId: string, route: Route, actor: Actor | null): Promise<Either<AppError, Route | null>> {
    if (actor === null || actor.role !== 'admin') return E.left(forbidden(FAIR_MESSAGES.adminsOnly));
    const fair = await this.fairs.findById(fairId);
    if (fair === null) return E.left(notFound(FAIR_MESSAGES.notFound(fairId)));
    if (fair.current) return E.right(null);
    if (route.method !== 'get') return E.left(conflict(FAIR_MESSAGES.readOnly(fair.name)));
    const own = (await this.routesOfFair(fair)).get(keyOf(route));
    if (own === undefined) throw new Error(`The past fair ${fair.id} has no route ${keyOf(route)}`);
    return E.right(own);
  }

  private routesOfFair(fair: Fair): Promise<ReadonlyMap<string, Route>> {
    let routes = this.opened.get(fair.id);
    if (routes === undefined) {
      routes = this.routesOf(fair).then((list) => new Map(list.map((route) => [keyOf(route), route])));
      // A failure is not kept: the next request tries again.
      routes.catch(() => this.opened.delete(fair.id));
      this.opened.set(fair.id, routes);
    }
    return routes;
  }
}
