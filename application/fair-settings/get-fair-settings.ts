import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type FairSettings, withScheduleDefaults } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/**
 * The fair's settings as they hold (an administrator reads them: GET /admin/fair-settings): those
 * saved last, with the installation's interview length and buffer (INTERVIEW_MINUTES,
 * BUFFER_MINUTES) until the fair's settings hold their own. Every use case that times interviews
 * reads the length and the buffer here.
 */
export class GetFairSettings extends Needs(['fairSettings', 'settings']) {
  execute(): TaskEither<AppError, FairSettings> {
    return useCase(async () =>
      withScheduleDefaults(await this.deps.fairSettings.get(), this.deps.settings.scheduleDefaults),
    );
  }
}
