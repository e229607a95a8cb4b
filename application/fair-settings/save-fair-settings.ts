import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type FairSettings, type FairSettingsInput, validateFairSettings } from '../../domain/fair-settings.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { fairSettingsSaved } from './fair-settings-audit.js';

/** What a save changed: the settings before and after (an audit of "settings changed" records both). */
export interface FairSettingsChange {
  readonly actor: Actor;
  readonly before: FairSettings;
  readonly after: FairSettings;
}

/**
 * An administrator saves the selection window and the e-mail domains allowed to sign up
 * (POST /admin/fair-settings). Both hold from the next request on, on every app server: they are
 * read from the store each time.
 */
export class SaveFairSettings extends Needs(['fairSettings']) {
  static readonly audit = fairSettingsSaved;

  execute(actor: Actor, input: FairSettingsInput): TaskEither<AppError, FairSettingsChange> {
    return useCase(async () => {
      const valid = validateFairSettings(input);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const after = valid.right;
      const before = await this.deps.fairSettings.get();
      await this.deps.fairSettings.save(after);
      return { actor, before, after };
    });
  }
}
