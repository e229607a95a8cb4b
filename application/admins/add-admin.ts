import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type AddAdminForm, validateAddAdmin } from '../../domain/admin.js';
import { ACCOUNT_EMAIL_TAKEN, AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { refuse, unique, useCase } from '../task.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { adminAdded } from './admin-audit.js';

/** An administrator adds another administrator (spec §7 POST /admin/add). */
export class AddAdmin {
  static readonly needs = ['admins', AccountEmails, 'passwords', 'ids', 'clock'] as const;
  static readonly audit = adminAdded;

  constructor(
    private readonly admins: AdminRepository,
    private readonly emails: AccountEmails,
    private readonly passwords: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(_actor: Actor, form: AddAdminForm): TaskEither<AppError, Admin> {
    return useCase(async () => {
      const valid = validateAddAdmin(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.emails.mustBeFree(valid.right.email);
      const admin: Admin = {
        id: this.ids.next(),
        email: valid.right.email,
        passwordHash: await this.passwords.hash(valid.right.password),
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt: this.clock.now(),
      };
      await unique(() => this.admins.add(admin), { email: ACCOUNT_EMAIL_TAKEN });
      return admin;
    });
  }
}
