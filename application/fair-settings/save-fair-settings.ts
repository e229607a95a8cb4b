import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type FairSettings, type FairSettingsInput, validateFairSettings } from '../../domain/fair-settings.js';
import type { ScheduleRules } from '../../domain/interview-schedule.js';
import type { OfferWindow } from '../../domain/reserve-offer.js';
import type { StrikeLength } from '../../domain/strike.js';
import type { DataRetention } from '../../domain/student-data.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { fairSettingsSaved } from './fair-settings-audit.js';
import { GetFairSettings } from './get-fair-settings.js';

/** What a save changed: the settings before and after (an audit of "settings changed" records both). */
export interface FairSettingsChange {
  readonly actor: Actor;
  readonly before: FairSettings;
  readonly after: FairSettings;
}

/** Settings as sent: an interview length, a buffer, an offer window, a strike length or a retention left out keeps the one that holds. */
export type FairSettingsSent = Omit<
  FairSettingsInput,
  keyof ScheduleRules | keyof OfferWindow | keyof StrikeLength | keyof DataRetention
> &
  Partial<ScheduleRules & OfferWindow & StrikeLength & DataRetention>;

/**
 * An administrator saves the selection window, the e-mail domains allowed to sign up, the fair's
 * days, the interview length, the buffer between a student's interviews, how long a reserve
 * student has to answer an offered place, how long a no-show's strike lasts, and how long students'
 * data is kept and CVs downloaded after the fair (POST
 * /admin/fair-settings). They hold from the next request on, on every app server: they are read
 * from the store each time.
 */
export class SaveFairSettings extends Needs(['fairSettings'], { current: GetFairSettings }) {
  static readonly audit = fairSettingsSaved;

  execute(actor: Actor, input: FairSettingsSent): TaskEither<AppError, FairSettingsChange> {
    return useCase(async () => {
      const before = await must(this.deps.current.execute());
      const valid = validateFairSettings({
        ...input,
        interviewMinutes: input.interviewMinutes ?? before.interviewMinutes,
        bufferMinutes: input.bufferMinutes ?? before.bufferMinutes,
        offerHoursBeforeFair: input.offerHoursBeforeFair ?? before.offerHoursBeforeFair,
        offerMinutesOnFairDay: input.offerMinutesOnFairDay ?? before.offerMinutesOnFairDay,
        strikeDays: input.strikeDays ?? before.strikeDays,
        retentionDays: input.retentionDays ?? before.retentionDays,
        cvDownloadDays: input.cvDownloadDays ?? before.cvDownloadDays,
      });
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const after = valid.right;
      await this.deps.fairSettings.save(after);
      return { actor, before, after };
    });
  }
}
