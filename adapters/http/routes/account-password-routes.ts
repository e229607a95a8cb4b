import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { ConfirmAccountResetPin } from '../../../application/password-reset/confirm-account-reset-pin.js';
import {
  identityField,
  STAFF_ROLES,
  type StaffRole,
} from '../../../application/password-reset/recoverable-accounts.js';
import { ResetAccountPassword } from '../../../application/password-reset/reset-account-password.js';
import { SendAccountResetPin } from '../../../application/password-reset/send-account-reset-pin.js';
import { ChangeOwnPassword } from '../../../application/sessions/change-own-password.js';
import { PASSWORD_CHANGED } from '../../../domain/messages.js';
import { PASSWORD_RESET_MESSAGES } from '../../../domain/password-reset.js';
import { parseInputTE, text } from '../request-input.js';
import { json, protectedRoute, publicRoute } from '../route.js';
import { MAIL_REQUESTS, mailsToOneAddress } from './mail-limits.js';
import {
  PasswordResetGrantSchema,
  PIN_CHECK_FAILURES,
  pinChecksForOneAccount,
  resetPasswordBody,
} from './password-reset-routes.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const ACCOUNT_RECOVERY_USE_CASES = {
  sendAccountResetPin: SendAccountResetPin,
  confirmAccountResetPin: ConfirmAccountResetPin,
  resetAccountPassword: ResetAccountPassword,
  changeOwnPassword: ChangeOwnPassword,
};
export type AccountRecoveryUseCases = UseCasesOf<typeof ACCOUNT_RECOVERY_USE_CASES>;

const ROLE_NAMES: Readonly<Record<StaffRole, { readonly title: string; readonly tag: string; readonly who: string }>> =
  {
    admin: { title: 'Admin', tag: 'admins', who: "an administrator's e-mail" },
    coordinator: { title: 'Coordinator', tag: 'coordinators', who: "a coordinator's e-mail" },
    company: { title: 'Company', tag: 'companies', who: "a company's username; the PIN goes to its contact e-mail" },
  };

const optionalText = () => z.string().max(10_000).optional();

const identityBody = (role: StaffRole) =>
  role === 'company' ? z.object({ username: text() }) : z.object({ email: text() });
const identityAndTokenBody = (role: StaffRole) =>
  role === 'company' ? z.object({ username: text(), token: text() }) : z.object({ email: text(), token: text() });
const identityOf = (body: { readonly email: string } | { readonly username: string }): string =>
  'email' in body ? body.email : body.username;

const sendPin = (role: StaffRole) => (useCases: AccountRecoveryUseCases) => {
  const body = identityBody(role);
  return publicRoute({
    method: 'post',
    path: `/${role}/send-confirmation-code`,
    summary: `Forgot password, step 1: mail a PIN for ${ROLE_NAMES[role].who} (same answer for any account)`,
    access: 'public',
    operationId: `send${ROLE_NAMES[role].title}ResetPin`,
    tags: [ROLE_NAMES[role].tag],
    request: { body },
    response: z.null(),
    rateLimit: mailsToOneAddress(`${role}-send-confirmation-code`, identityField(role)),
    challengeAfter: MAIL_REQUESTS,
    handle: (request) =>
      pipe(
        parseInputTE(body, request.body),
        TE.chain((form) => useCases.sendAccountResetPin.execute(role, identityOf(form))),
        TE.map(() =>
          json(null, role === 'company' ? PASSWORD_RESET_MESSAGES.companyPinSent : PASSWORD_RESET_MESSAGES.pinSent),
        ),
      ),
  });
};

const confirmPin = (role: StaffRole) => (useCases: AccountRecoveryUseCases) => {
  const body = identityAndTokenBody(role);
  return publicRoute({
    method: 'post',
    path: `/${role}/confirm-code`,
    summary: 'Forgot password, step 2: the PIN (as token) buys {id, token} for step 3',
    access: 'public',
    operationId: `confirm${ROLE_NAMES[role].title}ResetPin`,
    tags: [ROLE_NAMES[role].tag],
    request: { body },
    response: PasswordResetGrantSchema,
    rateLimit: pinChecksForOneAccount(`${role}-password-reset-pin-check`, identityField(role)),
    challengeAfter: PIN_CHECK_FAILURES,
    handle: (request) =>
      pipe(
        parseInputTE(body, request.body),
        TE.chain((form) => useCases.confirmAccountResetPin.execute(role, identityOf(form), form.token)),
        TE.map((grant) => json(grant, PASSWORD_RESET_MESSAGES.pinAccepted)),
      ),
  });
};

const resetPassword = (role: StaffRole) => (useCases: AccountRecoveryUseCases) =>
  publicRoute({
    method: 'post',
    path: `/${role}/reset-password`,
    summary: "Forgot password, step 3: step 2's token sets a new password, once",
    access: 'public',
    operationId: `reset${ROLE_NAMES[role].title}Password`,
    tags: [ROLE_NAMES[role].tag],
    request: { body: resetPasswordBody },
    response: z.null(),
    handle: ({ body }) =>
      pipe(
        parseInputTE(resetPasswordBody, body),
        TE.chain((form) => useCases.resetAccountPassword.execute(role, form)),
        TE.map(() => json(null, PASSWORD_RESET_MESSAGES.passwordReset)),
      ),
  });

const changePasswordBody = z.object({ password: text(), confirmpassword: optionalText() });

/** Change Password of a signed-in administrator or coordinator, as a student's and a company's. */
const changePassword = (role: 'admin' | 'coordinator') => (useCases: AccountRecoveryUseCases) =>
  protectedRoute({
    method: 'post',
    path: `/${role}/change-password`,
    summary: "Change the signed-in account's password; every session of the account ends, this one too",
    access: [role],
    operationId: `change${ROLE_NAMES[role].title}Password`,
    tags: [ROLE_NAMES[role].tag],
    request: { body: changePasswordBody },
    response: z.null(),
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(changePasswordBody, body),
        TE.chain((form) => useCases.changeOwnPassword.execute(actor, form)),
        TE.map(() => json(null, PASSWORD_CHANGED)),
      ),
  });

/**
 * Forgot password for administrators, coordinators and companies (the students' three steps under
 * each role's path), and Change Password for administrators and coordinators.
 */
export const accountPasswordRoutes = routeArea(ACCOUNT_RECOVERY_USE_CASES, [
  ...STAFF_ROLES.flatMap((role) => [sendPin(role), confirmPin(role), resetPassword(role)]),
  changePassword('admin'),
  changePassword('coordinator'),
]);
