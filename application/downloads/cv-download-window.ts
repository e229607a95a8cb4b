import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { cvDownloadRefusal } from '../../domain/student-data.js';
import { type AppError, forbidden } from '../errors.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, refuse, useCase } from '../task.js';

/**
 * Whether a company's side may download CVs now: until the number of days the fair's settings give
 * after the fair's last day (domain/student-data.ts), then every CV download is a 403 saying when
 * downloads ended.
 */
export class CvDownloadWindow extends Needs(['clock', 'settings'], { fairSettings: GetFairSettings }) {
  requireOpen(): TaskEither<AppError, void> {
    return useCase(async () => {
      const settings = await must(this.deps.fairSettings.execute());
      const refusal = cvDownloadRefusal(settings, this.deps.clock.now(), this.deps.settings.eventTimezone);
      return refusal === null ? undefined : refuse(forbidden(refusal));
    });
  }
}
