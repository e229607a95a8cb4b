import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type FairFigures, fairFiguresOf } from '../../domain/fair.js';
import type { Actor } from '../actor.js';
import { GetFairStats } from '../dashboard/get-fair-stats.js';
import { type AppError, forbidden } from '../errors.js';
import { Needs } from '../needs.js';
import { must, refuse, useCase } from '../task.js';
import { CurrentFair } from './current-fair.js';

/** A fair's figures under its name. */
export interface NamedFigures {
  readonly fairId: string;
  readonly name: string;
  readonly figures: FairFigures;
}

export interface FairComparison {
  readonly current: NamedFigures;
  /** The last past fair's figures when it ended; null before any fair ended. */
  readonly last: NamedFigures | null;
}

/**
 * The dashboard's comparison (GET /admin/fairs/comparison): the current fair's fill rate, no-shows
 * and interviews per company as they stand, beside the last fair's when it ended.
 */
export class CompareWithLastFair extends Needs(['fairs'], { currentFair: CurrentFair, stats: GetFairStats }) {
  execute(actor: Actor): TaskEither<AppError, FairComparison> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      const current = await this.deps.currentFair.read();
      const figures = fairFiguresOf(await must(this.deps.stats.execute()));
      const last = (await this.deps.fairs.list()).find((fair) => !fair.current && fair.figures !== null);
      return {
        current: { fairId: current.id, name: current.name, figures },
        last: last === undefined ? null : { fairId: last.id, name: last.name, figures: last.figures! },
      };
    });
  }
}
