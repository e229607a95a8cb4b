import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairSettings } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import type { FairSettingsRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** An administrator reads the fair's settings (GET /admin/fair-settings). */
export class GetFairSettings {
  static readonly needs = ['fairSettings'] as const;

  constructor(private readonly settings: FairSettingsRepository) {}

  execute(): TaskEither<AppError, FairSettings> {
    return useCase(() => this.settings.get());
  }
}
