import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SelectionWindowState, selectionWindowState } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import type { FairSettingsRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { useCase } from '../task.js';

export interface SelectionWindow {
  readonly opensAt: Date | null;
  readonly closesAt: Date | null;
  readonly state: SelectionWindowState;
  /** The server's time, so that a countdown does not depend on the browser's clock being right. */
  readonly now: Date;
}

/** A student reads when selections open and close (the Companies screen's countdown). */
export class GetSelectionWindow {
  static readonly needs = ['fairSettings', 'clock'] as const;

  constructor(
    private readonly settings: FairSettingsRepository,
    private readonly clock: Clock,
  ) {}

  execute(): TaskEither<AppError, SelectionWindow> {
    return useCase(async () => {
      const settings = await this.settings.get();
      const now = this.clock.now();
      return {
        opensAt: settings.selectionOpensAt,
        closesAt: settings.selectionClosesAt,
        state: selectionWindowState(settings, now),
        now,
      };
    });
  }
}
