import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import {
  type InviteAcceptanceForm,
  RECRUITER_MESSAGES,
  type Recruiter,
  validateInviteAcceptance,
} from '../../domain/recruiter.js';
import { type AppError, validation } from '../errors.js';
import { announce } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import type { RecruiterRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { must, refuse, unique, useCase } from '../task.js';
import { AccountEmails } from '../account-emails.js';
import { InviteSecrets } from './recruiter-invites.js';

export interface InviteAcceptance extends InviteAcceptanceForm {
  readonly token: string;
}

const inviteInvalid = validation([{ field: 'token', message: RECRUITER_MESSAGES.inviteInvalid }]);

/**
 * The invited person opens the mailed link and sets a password (POST /recruiter/accept): the
 * recruiter's login is made, bound to the inviting company, and the invitation is spent; the
 * company's own logins are told at once (their Recruiters card reads again). An
 * expired, revoked or used invitation is refused, as is one whose e-mail has meanwhile become an
 * account's; nothing is written then.
 */
export class AcceptRecruiterInvite {
  static readonly needs = ['recruiters', InviteSecrets, AccountEmails, 'passwords', 'ids', 'clock', 'events'] as const;

  constructor(
    private readonly recruiters: RecruiterRepository,
    private readonly secrets: InviteSecrets,
    private readonly emails: AccountEmails,
    private readonly passwords: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events: EventFeed,
  ) {}

  execute(form: InviteAcceptance): TaskEither<AppError, Recruiter> {
    return useCase(async () => {
      const valid = validateInviteAcceptance(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const invite = await this.secrets.find(form.token);
      if (invite === null) return refuse(inviteInvalid);
      await this.emails.mustBeFree(invite.email, undefined, RECRUITER_MESSAGES.emailTaken);
      const passwordHash = await this.passwords.hash(valid.right.password);
      if (!(await this.secrets.spend(invite))) return refuse(inviteInvalid);
      const recruiter: Recruiter = {
        id: this.ids.next(),
        companyId: invite.companyId,
        name: valid.right.name ?? invite.name,
        email: invite.email,
        passwordHash,
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt: this.clock.now(),
      };
      await unique(() => this.recruiters.add(recruiter), { email: RECRUITER_MESSAGES.emailTaken });
      await this.secrets.forget(invite.id);
      await must(
        announce(this.events, { kind: 'recruiter.joined', companyId: recruiter.companyId, recruiterId: recruiter.id }),
      );
      return recruiter;
    });
  }
}
