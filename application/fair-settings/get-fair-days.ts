import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DayHours } from '../../domain/fair-days.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** Anyone signed in reads the fair's days and their hours (GET /fair-days): Set Time offers these days. */
export class GetFairDays extends Needs(['fairSettings']) {
  execute(): TaskEither<AppError, readonly DayHours[]> {
    return useCase(async () => (await this.deps.fairSettings.get()).fairDays);
  }
}
