import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type EditCoordinatorForm, validateEditCoordinator } from '../../domain/coordinator.js';
import { ACCOUNT_EMAIL_TAKEN, AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { refuse, unique, useCase } from '../task.js';
import { COORDINATOR_NOT_FOUND } from './delete-coordinator.js';
import type { EditedCoordinator } from './coordinator-account.js';
import { coordinatorEdited } from './coordinator-audit.js';

/**
 * An administrator edits a coordinator (POST /coordinator/update/{id}): the Add form's e-mail, name,
 * contact number and company, and a new password when one is given, which ends the coordinator's
 * sessions as any new password does. Nothing is written when a field is refused.
 */
export class EditCoordinator extends Needs(['coordinators', 'companies', 'passwords', 'events', 'units'], {
  emails: AccountEmails,
}) {
  static readonly audit = coordinatorEdited;

  execute(_actor: Actor, id: string, form: EditCoordinatorForm): TaskEither<AppError, EditedCoordinator> {
    return useCase(async () => {
      const checked = validateEditCoordinator(form);
      if (E.isLeft(checked)) return refuse(validation(checked.left));
      const valid = checked.right;
      if (!(await this.deps.coordinators.findById(id))) return refuse(notFound(COORDINATOR_NOT_FOUND));
      const [company] = await this.deps.companies.findProfilesByIds([valid.companyId]);
      if (!company) return refuse(validation([{ field: 'company', message: NOT_FOUND_MESSAGES.company }]));
      await this.deps.emails.mustBeFree(valid.email, id);
      const passwordHash = valid.password === null ? null : await this.deps.passwords.hash(valid.password);
      // The account and its new password (ending its sessions): both or neither.
      const updated = await this.deps.units.allOrNothing(async () => {
        const written = await unique(() => this.deps.coordinators.updateAccount(id, valid), {
          email: ACCOUNT_EMAIL_TAKEN,
        });
        if (written && passwordHash !== null)
          await setPasswordEndingSessions(this.deps.coordinators, this.deps.events, 'coordinator', id, passwordHash);
        return written;
      });
      if (!updated) return refuse(notFound(COORDINATOR_NOT_FOUND));
      const after = (await this.deps.coordinators.findById(id)) ?? updated;
      return { coordinator: after, company, passwordSet: passwordHash !== null };
    });
  }
}
