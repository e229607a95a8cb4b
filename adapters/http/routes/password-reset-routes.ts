import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES } from '../../../domain/password-reset.js';
import { bodyField, type ChallengeRule, type RateLimitRule } from '../rate-limit.js';
import { objectId, parseInputTE, text } from '../request-input.js';
import { json, publicRoute } from '../route.js';
import { MAIL_REQUESTS, mailsToOneAddress } from './mail-limits.js';
import type { StudentAccountUseCases } from './student-account-routes.js';

/** PIN checks for one e-mail address whatever the client address; the PIN's own five tries are the tighter limit. */
export const pinChecksForOneAccount = (name: string, field: 'email' | 'username' = 'email'): RateLimitRule => ({
  name,
  points: 20,
  durationSeconds: 15 * 60,
  subject: bodyField(field),
});

/** Wrong PINs from one client address, to any e-mail address: twenty in ten minutes free, then a challenge each. */
export const PIN_CHECK_FAILURES: ChallengeRule = {
  name: 'pin-check-failures',
  points: 20,
  durationSeconds: 10 * 60,
  counts: 'failures',
};

const optionalText = () => z.string().max(10_000).optional();

export const PasswordResetGrantSchema = z
  .strictObject({ id: z.string(), token: z.string() })
  .meta({ id: 'PasswordResetGrant', description: "Step 2's answer: what step 3 sends as id and token" });

const emailBody = z.object({ email: text() });
const emailAndTokenBody = z.object({ email: text(), token: text() });
export const resetPasswordBody = z.object({
  password: text(),
  confirmpassword: optionalText(),
  token: text(),
  id: objectId().optional(),
});

export const sendPasswordResetPin = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/send-confirmation-code',
    summary: 'Forgot password, step 1: mail a PIN (same answer for any address)',
    access: 'public',
    operationId: 'sendPasswordResetPin',
    tags: ['students'],
    request: { body: emailBody },
    response: z.null(),
    rateLimit: mailsToOneAddress('send-confirmation-code'),
    challengeAfter: MAIL_REQUESTS,
    handle: ({ body }) =>
      pipe(
        parseInputTE(emailBody, body),
        TE.chain((form) => useCases.sendPasswordResetPin.execute(form)),
        TE.map(() => json(null, PASSWORD_RESET_MESSAGES.pinSent)),
      ),
  });

export const confirmPasswordResetPin = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/confirm-code',
    summary: 'Forgot password, step 2: the PIN (as token) buys {id, token} for step 3',
    access: 'public',
    operationId: 'confirmPasswordResetPin',
    tags: ['students'],
    request: { body: emailAndTokenBody },
    response: PasswordResetGrantSchema,
    rateLimit: pinChecksForOneAccount('password-reset-pin-check'),
    challengeAfter: PIN_CHECK_FAILURES,
    handle: ({ body }) =>
      pipe(
        parseInputTE(emailAndTokenBody, body),
        TE.chain((form) => useCases.confirmPasswordResetPin.execute(form)),
        TE.map((grant) => json(grant, PASSWORD_RESET_MESSAGES.pinAccepted)),
      ),
  });

export const resetStudentPassword = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/reset-password',
    summary: "Forgot password, step 3: step 2's token sets a new password, once",
    access: 'public',
    operationId: 'resetStudentPassword',
    tags: ['students'],
    request: { body: resetPasswordBody },
    response: z.null(),
    handle: ({ body }) =>
      pipe(
        parseInputTE(resetPasswordBody, body),
        TE.chain((form) => useCases.resetStudentPassword.execute(form)),
        TE.map(() => json(null, PASSWORD_RESET_MESSAGES.passwordReset)),
      ),
  });
