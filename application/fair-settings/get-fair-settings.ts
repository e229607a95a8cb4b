import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairSettings } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** An administrator reads the fair's settings (GET /admin/fair-settings). */
export class GetFairSettings extends Needs(['fairSettings']) {
  execute(): TaskEither<AppError, FairSettings> {
    return useCase(() => this.deps.fairSettings.get());
  }
}
