import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type FairSettings, withScheduleDefaults } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import type { FairSettingsRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import { useCase } from '../task.js';

/**
 * The fair's settings as they hold (an administrator reads them: GET /admin/fair-settings): those
 * saved last, with the installation's interview length and buffer (INTERVIEW_MINUTES,
 * BUFFER_MINUTES) until the fair's settings hold their own. Every use case that times interviews
 * reads the length and the buffer here.
 */
export class GetFairSettings {
  static readonly needs = ['fairSettings', 'settings'] as const;

  constructor(
    private readonly settings: FairSettingsRepository,
    private readonly portal: PortalSettings,
  ) {}

  execute(): TaskEither<AppError, FairSettings> {
    return useCase(async () => withScheduleDefaults(await this.settings.get(), this.portal.scheduleDefaults));
  }
}
