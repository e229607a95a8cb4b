import { Needs } from '../needs.js';
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
export class AcceptRecruiterInvite extends Needs(['recruiters', 'passwords', 'ids', 'clock', 'events', 'units'], {
  secrets: InviteSecrets,
  emails: AccountEmails,
}) {
  execute(form: InviteAcceptance): TaskEither<AppError, Recruiter> {
    return useCase(async () => {
      const valid = validateInviteAcceptance(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const invite = await this.deps.secrets.find(form.token);
      if (invite === null) return refuse(inviteInvalid);
      await this.deps.emails.mustBeFree(invite.email, undefined, RECRUITER_MESSAGES.emailTaken);
      const passwordHash = await this.deps.passwords.hash(valid.right.password);
      const recruiter: Recruiter = {
        id: this.deps.ids.next(),
        companyId: invite.companyId,
        name: valid.right.name ?? invite.name,
        email: invite.email,
        passwordHash,
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt: this.deps.clock.now(),
      };
      // Spending the invite, the account and its event: all or none, so a refused account leaves the invite.
      return this.deps.units.allOrNothing(async () => {
        if (!(await this.deps.secrets.spend(invite))) return refuse(inviteInvalid);
        await unique(() => this.deps.recruiters.add(recruiter), { email: RECRUITER_MESSAGES.emailTaken });
        await this.deps.secrets.forget(invite.id);
        await must(
          announce(this.deps.events, {
            kind: 'recruiter.joined',
            companyId: recruiter.companyId,
            recruiterId: recruiter.id,
          }),
        );
        return recruiter;
      });
    });
  }
}
