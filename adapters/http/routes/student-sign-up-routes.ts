import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../domain/email-confirmation.js';
import { EMAIL_VERIFIED } from '../../../domain/messages.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { StudentSchema, studentJson } from '../presenters/student-json.js';
import { parseInputTE, text } from '../request-input.js';
import { created, json, publicRoute } from '../route.js';
import { MAIL_REQUESTS, mailsToOneAddress } from './mail-limits.js';
import { signInRoute } from './sign-in-route.js';
import type { StudentAccountUseCases } from './student-account-routes.js';

const signUpForm = z
  .object({ email: text(), fullName: text(), title: text(), commonName: text(), indexNumber: text(), password: text() })
  .strict();
const emailBody = z.object({ email: text() });
const emailAndTokenBody = z.object({ email: text(), token: text() });

export const signUpStudent = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/create',
    summary: 'Sign up as a student (form data); mails an activation link',
    access: 'public',
    operationId: 'signUpStudent',
    tags: ['students'],
    request: { form: signUpForm },
    response: StudentSchema,
    created: true,
    errors: [409],
    multipart: { files: {} },
    handle: ({ body }) =>
      pipe(
        parseInputTE(signUpForm, body),
        TE.chain((form) => useCases.signUpStudent.execute(form)),
        TE.map((student) => created(studentJson(student), EMAIL_CONFIRMATION_MESSAGES.signedUp)),
      ),
  });

export const confirmStudentEmail = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/confirm-email',
    summary: "Confirm a student's e-mail with the mailed link's token",
    access: 'public',
    operationId: 'confirmStudentEmail',
    tags: ['students'],
    request: { body: emailAndTokenBody },
    response: z.null(),
    handle: ({ body }) =>
      pipe(
        parseInputTE(emailAndTokenBody, body),
        TE.chain((form) => useCases.confirmStudentEmail.execute(form)),
        TE.map(() => json(null, EMAIL_VERIFIED)),
      ),
  });

export const resendConfirmationEmail = (useCases: StudentAccountUseCases) =>
  publicRoute({
    method: 'post',
    path: '/student/resend-confirm-email',
    summary: 'Mail a new activation link (same answer for any address)',
    access: 'public',
    operationId: 'resendConfirmationEmail',
    tags: ['students'],
    request: { body: emailBody },
    response: z.null(),
    rateLimit: mailsToOneAddress('resend-confirm-email'),
    challengeAfter: MAIL_REQUESTS,
    handle: ({ body }) =>
      pipe(
        parseInputTE(emailBody, body),
        TE.chain((form) => useCases.resendConfirmationEmail.execute(form)),
        TE.map(() => json(null, EMAIL_CONFIRMATION_MESSAGES.resent)),
      ),
  });

export const signInStudent = (useCases: StudentAccountUseCases) =>
  signInRoute({
    role: 'student',
    identifier: 'email',
    summary: 'Sign in as a student (an unconfirmed e-mail gets 401 code:11002)',
    signIn: useCases.signInStudent,
    session: sessionSchema(StudentSchema, 'StudentSession'),
    sessionJson: (signedIn) => sessionJson(signedIn, studentJson),
  });
