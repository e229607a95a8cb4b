import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type AddAdminForm, validateAddAdmin } from '../../domain/admin.js';
import { ACCOUNT_EMAIL_TAKEN, AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { refuse, unique, useCase } from '../task.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { adminAdded } from './admin-audit.js';

/** An administrator adds another administrator (spec §7 POST /admin/add). */
export class AddAdmin extends Needs(['admins', 'passwords', 'ids', 'clock'], { emails: AccountEmails }) {
  static readonly audit = adminAdded;

  execute(_actor: Actor, form: AddAdminForm): TaskEither<AppError, Admin> {
    return useCase(async () => {
      const valid = validateAddAdmin(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.deps.emails.mustBeFree(valid.right.email);
      const admin: Admin = {
        id: this.deps.ids.next(),
        email: valid.right.email,
        passwordHash: await this.deps.passwords.hash(valid.right.password),
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt: this.deps.clock.now(),
      };
      await unique(() => this.deps.admins.add(admin), { email: ACCOUNT_EMAIL_TAKEN });
      return admin;
    });
  }
}
