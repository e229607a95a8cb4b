import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Fair } from '../../domain/fair.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { Needs } from '../needs.js';
import { refuse, useCase } from '../task.js';
import { CurrentFair } from './current-fair.js';

/** A fair as the administrators' Fairs page lists it. */
export interface ListedFair {
  readonly id: string;
  readonly name: string;
  readonly year: number;
  readonly current: boolean;
  /** Its days ("YYYY-MM-DD"): the current fair's as its settings hold them. */
  readonly days: readonly string[];
  readonly endedAt: Date | null;
  /** The name of the next fair whose making broke off; making it again finishes it. */
  readonly interruptedNext: string | null;
}

export const listedFair = (fair: Fair, currentDays: readonly string[]): ListedFair => ({
  id: fair.id,
  name: fair.name,
  year: fair.year,
  current: fair.current,
  days: fair.current ? currentDays : fair.days,
  endedAt: fair.endedAt,
  interruptedNext: fair.closing?.name ?? null,
});

/** The administrators' list of fairs (GET /admin/fairs): the current one and every past one, newest first. */
export class ListFairs extends Needs(['fairs', 'fairSettings'], { currentFair: CurrentFair }) {
  execute(actor: Actor): TaskEither<AppError, readonly ListedFair[]> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      await this.deps.currentFair.read();
      const days = (await this.deps.fairSettings.get()).fairDays.map((day) => day.date);
      return (await this.deps.fairs.list()).map((fair) => listedFair(fair, days));
    });
  }
}
