import { RECRUITER_INVITE_VALID_MS, type RecruiterInvite } from '../../domain/recruiter.js';
import type { MailMessage } from '../ports/mailer.js';

/** The accept page's address with the invitation's token in its query. */
export const inviteLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/recruiter/accept?${new URLSearchParams({ token })}`;

export const inviteMail = (invite: RecruiterInvite, companyName: string, link: string): MailMessage => ({
  to: invite.email,
  subject: `${companyName} invites you to recruit at the career fair`,
  text: [
    `Hello ${invite.name},`,
    '',
    `${companyName} invites you to join them as a recruiter on the career fair portal. Open this link`,
    'to choose your password:',
    '',
    link,
    '',
    `Then sign in on the company sign-in page with this e-mail address and your password. The link works`,
    `once, for ${RECRUITER_INVITE_VALID_MS / 86_400_000} days. If you did not expect it, you can ignore this e-mail.`,
    '',
  ].join('\n'),
});
