import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type AddCoordinatorForm, type Coordinator, validateAddCoordinator } from '../../domain/coordinator.js';
import { ACCOUNT_EMAIL_TAKEN, AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { refuse, unique, useCase } from '../task.js';
import type { CoordinatorAccount } from './coordinator-account.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { coordinatorAdded } from './coordinator-audit.js';

/** An administrator adds a coordinator bound to one company (spec §7 POST /coordinator/create). */
export class AddCoordinator extends Needs(['coordinators', 'companies', 'passwords', 'ids', 'clock'], {
  emails: AccountEmails,
}) {
  static readonly audit = coordinatorAdded;

  execute(_actor: Actor, form: AddCoordinatorForm): TaskEither<AppError, CoordinatorAccount> {
    return useCase(async () => {
      const checked = validateAddCoordinator(form);
      if (E.isLeft(checked)) return refuse(validation(checked.left));
      const valid = checked.right;
      const [company] = await this.deps.companies.findProfilesByIds([valid.companyId]);
      // Shown on the form's company field: the company chosen no longer exists.
      if (!company) return refuse(validation([{ field: 'company', message: NOT_FOUND_MESSAGES.company }]));
      await this.deps.emails.mustBeFree(valid.email);
      const coordinator: Coordinator = {
        id: this.deps.ids.next(),
        email: valid.email,
        name: valid.name,
        contactNumber: valid.contactNumber,
        companyId: company.id,
        passwordHash: await this.deps.passwords.hash(valid.password),
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt: this.deps.clock.now(),
      };
      await unique(() => this.deps.coordinators.add(coordinator), { email: ACCOUNT_EMAIL_TAKEN });
      return { coordinator, company };
    });
  }
}
