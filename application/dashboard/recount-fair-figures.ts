import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AdminAction } from '../../domain/audit.js';
import type { FairStats } from '../../domain/fair-stats.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { GetFairStats } from './get-fair-stats.js';

/** What the audit log keeps of an administrator's recount of the dashboard's figures. */
export const fairFiguresRecounted = (stats: FairStats): AdminAction => ({
  action: 'fair-figures.recounted',
  targets: [],
  summary: `Recounted the dashboard's figures of ${stats.companies.length} companies from every interview`,
});

/**
 * An administrator has every company's tally made again from the interviews (POST
 * /admin/stats/recount) and reads the figures so made.
 */
export class RecountFairFigures extends Needs([], { getFairStats: GetFairStats }) {
  static readonly audit = fairFiguresRecounted;

  execute(_actor: Actor): TaskEither<AppError, FairStats> {
    return this.deps.getFairStats.execute({ recount: true });
  }
}
