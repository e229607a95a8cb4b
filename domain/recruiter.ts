/*
 * A company's recruiters: further people who sign in for the company, each with a login of their
 * own. The company's own account is the owner: it invites a recruiter by e-mail, and removes one or
 * revokes an invitation. An invitation works once and for a week; accepting it sets the recruiter's
 * password, by the rule of every Change Password form. All wording here is ours.
 */
import * as E from 'fp-ts/lib/Either.js';
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { validateChangePassword, type ChangePasswordRequest } from './change-password.js';
import { checkField, maxLength, required, validated, type Validated } from './validation.js';

/** A recruiter signs in on the company sign-in with this e-mail and acts as the company. */
export interface Recruiter {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  /** Raised by every password change; tokens issued under an older one no longer hold (account-session.ts). */
  readonly sessionVersion: number;
  readonly createdAt: Date;
}

/** An invitation waiting to be accepted; its secret is kept apart, as a digest only. */
export interface RecruiterInvite {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly email: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** How long an invitation's link works. */
export const RECRUITER_INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
const RECRUITER_NAME_MAX_LENGTH = 100;

export const RECRUITER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${RECRUITER_NAME_MAX_LENGTH} characters`,
  emailRequired: EMAIL_MESSAGES.required,
  emailTaken: 'This e-mail already belongs to an account on the portal; invite another address',
  invitePending: 'This e-mail already has an invitation waiting; revoke it first to send a new one',
  ownerOnly: "Only the company's own account manages its recruiters",
  recruiterNotFound: 'This recruiter is not one of your company',
  inviteNotFound: 'This invitation is not one of your company, or was already accepted or revoked',
  inviteInvalid: 'This invitation has expired, was revoked or was already used. Ask the company for a new one.',
  invited: 'Invitation sent',
  removed: 'Recruiter removed: their sessions have ended',
  revoked: 'Invitation revoked',
  accepted: 'Your recruiter account is ready. Sign in with your e-mail and new password.',
} as const;

export interface RecruiterInviteForm {
  readonly name: string;
  readonly email: string;
}

export interface ValidRecruiterInvite {
  readonly name: string;
  readonly email: string;
}

const nameRules = [
  required(RECRUITER_MESSAGES.nameRequired),
  maxLength(RECRUITER_NAME_MAX_LENGTH, RECRUITER_MESSAGES.nameTooLong),
];

export const validateRecruiterInvite = (form: RecruiterInviteForm): Validated<ValidRecruiterInvite> =>
  validated(
    [
      checkField('name', form.name, nameRules),
      checkField('email', form.email, [required(RECRUITER_MESSAGES.emailRequired), emailFormat]),
    ],
    () => ({ name: form.name.trim(), email: normalizeEmail(form.email) }),
  );

/** The accept page's form: a new password (and its confirmation), and the name, which may be corrected. */
export interface InviteAcceptanceForm extends ChangePasswordRequest {
  readonly name?: string | undefined;
}

export interface ValidInviteAcceptance {
  /** Null keeps the name the company invited. */
  readonly name: string | null;
  readonly password: string;
}

export const validateInviteAcceptance = (form: InviteAcceptanceForm): Validated<ValidInviteAcceptance> => {
  const password = validateChangePassword(form);
  const givenName = form.name === undefined || form.name.trim() === '' ? null : form.name;
  const name = givenName === null ? null : checkField('name', givenName, nameRules);
  const failures = [...(E.isLeft(password) ? password.left : []), ...(name === null ? [] : [name])];
  return validated(failures, () => ({ name: givenName?.trim() ?? null, password: form.password }));
};

/** Whether the invitation can still be accepted at `now`. */
export const inviteOpen = (invite: Pick<RecruiterInvite, 'expiresAt'>, now: Date): boolean =>
  invite.expiresAt.getTime() > now.getTime();
