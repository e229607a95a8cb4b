import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DayHours } from '../../domain/fair-days.js';
import type { AppError } from '../errors.js';
import type { FairSettingsRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** Anyone signed in reads the fair's days and their hours (GET /fair-days): Set Time offers these days. */
export class GetFairDays {
  static readonly needs = ['fairSettings'] as const;

  constructor(private readonly settings: FairSettingsRepository) {}

  execute(): TaskEither<AppError, readonly DayHours[]> {
    return useCase(async () => (await this.settings.get()).fairDays);
  }
}
