import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  inviteOpen,
  RECRUITER_MESSAGES,
  type RecruiterInvite,
  type RecruiterInviteForm,
  validateRecruiterInvite,
} from '../../domain/recruiter.js';
import { type Actor, isCompanyOwner } from '../actor.js';
import { type AppError, conflict, forbidden, validation } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import { must, refuse, unique, useCase } from '../task.js';
import { inviteLink, inviteMail } from './invite-mail.js';
import { InviteSecrets } from './recruiter-invites.js';
import { AccountEmails } from '../account-emails.js';

/**
 * The company's own account invites a recruiter by name and e-mail (POST /company/recruiters/invite):
 * the invitation is stored, and its link mailed. An e-mail that already belongs to an account, or
 * that has an invitation waiting, is refused and nothing is written; an expired invitation to it
 * is cleared first.
 */
export class InviteRecruiter extends Needs(['companies', 'recruiterInvites', 'ids', 'clock', 'mailer', 'settings'], {
  emails: AccountEmails,
  secrets: InviteSecrets,
}) {
  execute(actor: Actor, form: RecruiterInviteForm): TaskEither<AppError, RecruiterInvite> {
    return useCase(async () => {
      if (!isCompanyOwner(actor)) return refuse(forbidden(RECRUITER_MESSAGES.ownerOnly));
      const valid = validateRecruiterInvite(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const { name, email } = valid.right;
      await this.deps.emails.mustBeFree(email, undefined, RECRUITER_MESSAGES.emailTaken);
      const earlier = await this.deps.recruiterInvites.findByEmail(email);
      if (earlier !== null && inviteOpen(earlier, this.deps.clock.now())) {
        return refuse(conflict(RECRUITER_MESSAGES.invitePending));
      }
      const company = await must(findCompanyProfile(this.deps.companies, actor.id));
      if (earlier !== null) await this.deps.secrets.forget(earlier.id);
      const invite: RecruiterInvite = {
        id: this.deps.ids.next(),
        companyId: company.id,
        name,
        email,
        createdAt: this.deps.clock.now(),
        expiresAt: this.deps.secrets.expiry(),
      };
      await unique(() => this.deps.recruiterInvites.add(invite), { email: RECRUITER_MESSAGES.invitePending });
      const token = await this.deps.secrets.issue(invite);
      await this.deps.mailer.send(
        inviteMail(invite, company.companyName, inviteLink(this.deps.settings.publicUrl, token)),
      );
      return invite;
    });
  }
}
