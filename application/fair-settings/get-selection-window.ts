import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SelectionWindowState, selectionWindowState } from '../../domain/fair-settings.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

export interface SelectionWindow {
  readonly opensAt: Date | null;
  readonly closesAt: Date | null;
  readonly state: SelectionWindowState;
  /** The server's time, so that a countdown does not depend on the browser's clock being right. */
  readonly now: Date;
}

/** A student reads when selections open and close (the Companies screen's countdown). */
export class GetSelectionWindow extends Needs(['fairSettings', 'clock']) {
  execute(): TaskEither<AppError, SelectionWindow> {
    return useCase(async () => {
      const settings = await this.deps.fairSettings.get();
      const now = this.deps.clock.now();
      return {
        opensAt: settings.selectionOpensAt,
        closesAt: settings.selectionClosesAt,
        state: selectionWindowState(settings, now),
        now,
      };
    });
  }
}
