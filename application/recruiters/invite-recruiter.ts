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
import type { Mailer } from '../ports/mailer.js';
import type { CompanyRepository, RecruiterInviteRepository } from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import type { PortalSettings } from '../settings.js';
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
export class InviteRecruiter {
  static readonly needs = [
    'companies',
    'recruiterInvites',
    AccountEmails,
    InviteSecrets,
    'ids',
    'clock',
    'mailer',
    'settings',
  ] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly invites: RecruiterInviteRepository,
    private readonly emails: AccountEmails,
    private readonly secrets: InviteSecrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly settings: PortalSettings,
  ) {}

  execute(actor: Actor, form: RecruiterInviteForm): TaskEither<AppError, RecruiterInvite> {
    return useCase(async () => {
      if (!isCompanyOwner(actor)) return refuse(forbidden(RECRUITER_MESSAGES.ownerOnly));
      const valid = validateRecruiterInvite(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const { name, email } = valid.right;
      await this.emails.mustBeFree(email, undefined, RECRUITER_MESSAGES.emailTaken);
      const earlier = await this.invites.findByEmail(email);
      if (earlier !== null && inviteOpen(earlier, this.clock.now())) {
        return refuse(conflict(RECRUITER_MESSAGES.invitePending));
      }
      const company = await must(findCompanyProfile(this.companies, actor.id));
      if (earlier !== null) await this.secrets.forget(earlier.id);
      const invite: RecruiterInvite = {
        id: this.ids.next(),
        companyId: company.id,
        name,
        email,
        createdAt: this.clock.now(),
        expiresAt: this.secrets.expiry(),
      };
      await unique(() => this.invites.add(invite), { email: RECRUITER_MESSAGES.invitePending });
      const token = await this.secrets.issue(invite);
      await this.mailer.send(inviteMail(invite, company.companyName, inviteLink(this.settings.publicUrl, token)));
      return invite;
    });
  }
}
