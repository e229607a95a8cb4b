import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { type AppError, validation } from '../../../application/errors.js';
import { ConfirmPasswordResetPin } from '../../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../../application/password-reset/send-password-reset-pin.js';
import { SignInStudent } from '../../../application/sessions/sign-in-student.js';
import { ChangeStudentPassword } from '../../../application/students/change-student-password.js';
import { ConfirmStudentEmail } from '../../../application/students/confirm-student-email.js';
import { DeleteStudent } from '../../../application/students/delete-student.js';
import { GetStudentCv } from '../../../application/students/get-student-cv.js';
import { GetStudentInfo } from '../../../application/students/get-student-info.js';
import { GetStudentPicture } from '../../../application/students/get-student-picture.js';
import { GetStudent } from '../../../application/students/get-student.js';
import { ListStudents } from '../../../application/students/list-students.js';
import { ResendConfirmationEmail } from '../../../application/students/resend-confirmation-email.js';
import { SignUpStudent } from '../../../application/students/sign-up-student.js';
import {
  type StudentProfileChanges,
  UpdateStudentProfile,
} from '../../../application/students/update-student-profile.js';
import { UploadStudentCv } from '../../../application/students/upload-student-cv.js';
import { UploadStudentPicture } from '../../../application/students/upload-student-picture.js';
import type { ChangePasswordRequest } from '../../../domain/change-password.js';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../domain/email-confirmation.js';
import { EMAIL_VERIFIED, PASSWORD_CHANGED, PROFILE_UPDATED, UPLOAD_SUCCESS } from '../../../domain/messages.js';
import { PASSWORD_RESET_MESSAGES } from '../../../domain/password-reset.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../../domain/cv.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../../domain/student-files.js';
import {
  StudentForViewerSchema,
  StudentPageSchema,
  StudentSchema,
  studentJson,
  studentJsonFor,
} from '../presenters/student-json.js';
import { bodyField, type ChallengeRule, type RateLimitRule } from '../rate-limit.js';
import { idInput, objectId, parseInputTE, text } from '../request-input.js';
import { studentProfileScopes } from '../poll-scopes.js';
import { created, fileDownload, json, protectedRoute, publicRoute, type ReplyTo } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { signInRoute } from './sign-in-route.js';

export const STUDENT_ACCOUNT_USE_CASES = {
  signUpStudent: SignUpStudent,
  confirmStudentEmail: ConfirmStudentEmail,
  resendConfirmationEmail: ResendConfirmationEmail,
  signInStudent: SignInStudent,
  getStudent: GetStudent,
  getStudentInfo: GetStudentInfo,
  updateStudentProfile: UpdateStudentProfile,
  changeStudentPassword: ChangeStudentPassword,
  uploadStudentPicture: UploadStudentPicture,
  getStudentPicture: GetStudentPicture,
  uploadStudentCv: UploadStudentCv,
  getStudentCv: GetStudentCv,
  listStudents: ListStudents,
  deleteStudent: DeleteStudent,
  sendPasswordResetPin: SendPasswordResetPin,
  confirmPasswordResetPin: ConfirmPasswordResetPin,
  resetStudentPassword: ResetStudentPassword,
};
export type StudentAccountUseCases = UseCasesOf<typeof STUDENT_ACCOUNT_USE_CASES>;

/**
 * Mails to one e-mail address, whoever asks and from wherever: five in a quarter of an hour, successes
 * included (a mailbox is not flooded); past them, 429 with Retry-After.
 */
const mailsToOneAddress = (name: string): RateLimitRule => ({
  name,
  points: 5,
  durationSeconds: 15 * 60,
  subject: bodyField('email'),
});

/**
 * Mails asked for from one client address, to any e-mail address: twenty in a quarter of an hour are
 * free (a campus asks for resets and links now and then); past them each request carries a solved
 * challenge, which the browser answers by itself.
 */
export const MAIL_REQUESTS: ChallengeRule = {
  name: 'mail-requests',
  points: 20,
  durationSeconds: 15 * 60,
  counts: 'calls',
};

/** PIN checks for one e-mail address whatever the client address; the PIN's own five tries are the tighter limit. */
const pinChecksForOneAddress: RateLimitRule = {
  name: 'password-reset-pin-check',
  points: 20,
  durationSeconds: 15 * 60,
  subject: bodyField('email'),
};

/** Wrong PINs from one client address, to any e-mail address: twenty in ten minutes free, then a challenge each. */
export const PIN_CHECK_FAILURES: ChallengeRule = {
  name: 'pin-check-failures',
  points: 20,
  durationSeconds: 10 * 60,
  counts: 'failures',
};

const optionalText = () => z.string().max(10_000).optional();

/** POST /student/update's answer: the student after a profile change, nothing after a password change. */
const UpdatedStudentSchema = StudentSchema.nullable();

const PasswordResetGrantSchema = z
  .strictObject({ id: z.string(), token: z.string() })
  .meta({ id: 'PasswordResetGrant', description: "Step 2's answer: what step 3 sends as id and token" });

const signUpForm = z
  .object({ email: text(), fullName: text(), title: text(), commonName: text(), indexNumber: text(), password: text() })
  .strict();
const emailBody = z.object({ email: text() });
const emailAndTokenBody = z.object({ email: text(), token: text() });
const resetPasswordBody = z.object({
  password: text(),
  confirmpassword: optionalText(),
  token: text(),
  id: objectId().optional(),
});
/** A company id, or nothing; forms send an empty field for nothing. */
const companyIdField = z.object({
  id: z
    .union([objectId(), z.literal('')])
    .optional()
    .transform((id) => id || null),
});
const listQuery = z.object({
  text: z.string().max(100).default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1')
    .default('1')
    .transform(Number),
});

/**
 * POST /student/update/ takes either a new password or profile fields (spec §7), each from an
 * allow-list: anything else, such as role or emailConfirmed, is refused by name.
 */
const updateBody = z
  .object({
    password: optionalText(),
    confirmPassword: optionalText(),
    confirmpassword: optionalText(),
    email: optionalText(),
    title: optionalText(),
    fullName: optionalText(),
    commonName: optionalText(),
    indexNumber: optionalText(),
    description: optionalText(),
    linkedInURL: optionalText(),
    githubURL: optionalText(),
    personalURL: optionalText(),
  })
  .strict();

type StudentUpdate =
  | { readonly kind: 'password'; readonly form: ChangePasswordRequest; readonly confirmationField: string }
  | { readonly kind: 'profile'; readonly changes: StudentProfileChanges };

const PASSWORD_FIELDS: readonly string[] = ['password', 'confirmPassword', 'confirmpassword'];
const isPasswordField = (field: string): boolean => PASSWORD_FIELDS.includes(field);

const studentUpdate = (body: z.infer<typeof updateBody>): E.Either<AppError, StudentUpdate> => {
  const { password, confirmPassword, confirmpassword, ...profile } = body;
  const sent = Object.entries(body).flatMap(([field, value]) => (value === undefined ? [] : [field]));
  if (sent.length === 0) {
    return E.left(validation([{ field: 'body', message: 'Send a new password or the profile fields to change' }]));
  }
  if (!sent.some(isPasswordField)) return E.right({ kind: 'profile', changes: profile });
  if (!sent.every(isPasswordField)) {
    return E.left(validation([{ field: 'body', message: 'Change the password and the profile separately' }]));
  }
  return E.right({
    kind: 'password',
    form: { password: password ?? '', confirmpassword: confirmPassword ?? confirmpassword },
    confirmationField: confirmPassword === undefined ? 'confirmpassword' : 'confirmPassword',
  });
};

/** Names the confirmation's failure after the field the client sent it in. */
const underField =
  (from: string, to: string) =>
  (error: AppError): AppError =>
    error.kind === 'Validation'
      ? validation(error.failures.map((failure) => (failure.field === from ? { ...failure, field: to } : failure)))
      : error;

const PICTURE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

const uploadedBytes = (file: { readonly bytes: Buffer } | undefined): Uint8Array | null => file?.bytes ?? null;

export const studentAccountRoutes = routeArea(STUDENT_ACCOUNT_USE_CASES, (useCases) => [
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
  }),
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
  }),
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
  }),
  signInRoute({
    role: 'student',
    identifier: 'email',
    summary: 'Sign in as a student (an unconfirmed e-mail gets 401 code:11002)',
    signIn: useCases.signInStudent,
    session: sessionSchema(StudentSchema, 'StudentSession'),
    sessionJson: (signedIn) => sessionJson(signedIn, studentJson),
  }),
  protectedRoute({
    method: 'get',
    path: '/student/single',
    summary: "The signed-in student's own profile",
    access: ['student'],
    operationId: 'getOwnStudent',
    tags: ['students'],
    response: StudentSchema,
    etag: studentProfileScopes,
    handle: ({ actor }) =>
      pipe(
        useCases.getStudent.execute(actor),
        TE.map((student) => json(studentJson(student))),
      ),
  }),
  protectedRoute({
    method: 'get',
    path: '/student/single-info',
    summary: "A student's profile, for the student, admins and companies interviewing them",
    access: ['admin', 'student', 'coordinator', 'company'],
    operationId: 'getStudentInfo',
    tags: ['students'],
    request: { query: idInput },
    response: StudentForViewerSchema,
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(idInput, query),
        TE.chain(({ id }) => useCases.getStudentInfo.execute(actor, id)),
        TE.map((student) => json(studentJsonFor(actor.role, student))),
      ),
  }),
  protectedRoute({
    method: 'post',
    path: '/student/update',
    summary: "Change the signed-in student's password, or profile fields from an allow-list",
    access: ['student'],
    operationId: 'updateOwnStudent',
    tags: ['students'],
    request: { body: updateBody },
    response: UpdatedStudentSchema,
    errors: [409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(updateBody, body),
        TE.chainEitherK(studentUpdate),
        TE.chain((update): TE.TaskEither<AppError, ReplyTo<typeof UpdatedStudentSchema, false>> =>
          update.kind === 'password'
            ? pipe(
                useCases.changeStudentPassword.execute(actor, update.form),
                TE.mapLeft(underField('confirmpassword', update.confirmationField)),
                TE.map(() => json(null, PASSWORD_CHANGED)),
              )
            : pipe(
                useCases.updateStudentProfile.execute(actor, update.changes),
                TE.map((student) => json(studentJson(student), PROFILE_UPDATED)),
              ),
        ),
      ),
  }),
  protectedRoute({
    method: 'post',
    path: '/student/upload-profile',
    summary: 'Upload a profile picture (field image: PNG or JPEG, at most 2 MB)',
    access: ['student'],
    operationId: 'uploadStudentPicture',
    tags: ['students'],
    response: StudentSchema,
    errors: [415],
    multipart: {
      files: { image: { maxBytes: STUDENT_PICTURE_MAX_BYTES, tooLarge: STUDENT_FILE_MESSAGES.pictureTooLarge } },
    },
    handle: ({ actor, form }) =>
      pipe(
        useCases.uploadStudentPicture.execute(actor, uploadedBytes(form.files.image)),
        TE.map((student) => json(studentJson(student), UPLOAD_SUCCESS)),
      ),
  }),
  protectedRoute({
    method: 'get',
    path: '/student/get-profile-img',
    summary: "A student's profile picture, for whoever may see the student",
    access: ['admin', 'student', 'coordinator', 'company'],
    operationId: 'getStudentPicture',
    tags: ['students'],
    request: { query: idInput },
    response: { download: ['image/png', 'image/jpeg'] },
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(idInput, query),
        TE.chain(({ id }) => useCases.getStudentPicture.execute(actor, id)),
        TE.map((file) =>
          fileDownload(file, `profile-picture.${PICTURE_EXTENSIONS[file.contentType] ?? 'img'}`, { inline: true }),
        ),
      ),
  }),
  protectedRoute({
    method: 'post',
    path: '/student/upload-cv',
    summary: 'Upload a CV (field cv: PDF, at most 5 MB); with field id, the CV for that company',
    access: ['student'],
    operationId: 'uploadStudentCv',
    tags: ['students'],
    request: { form: companyIdField },
    response: StudentSchema,
    errors: [404, 415],
    multipart: { files: { cv: { maxBytes: CV_MAX_BYTES, tooLarge: CV_MESSAGES.tooLarge } } },
    handle: ({ actor, body, form }) =>
      pipe(
        parseInputTE(companyIdField, body),
        TE.chain(({ id }) => useCases.uploadStudentCv.execute(actor, uploadedBytes(form.files.cv), id)),
        TE.map((student) => json(studentJson(student), UPLOAD_SUCCESS)),
      ),
  }),
  protectedRoute({
    method: 'get',
    path: '/student/get-cv',
    summary: "The signed-in student's CV as a PDF; with ?id=, the CV for that company",
    access: ['student'],
    operationId: 'getOwnStudentCv',
    tags: ['students'],
    request: { query: companyIdField },
    response: { download: ['application/pdf'] },
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(companyIdField, query),
        TE.chain(({ id }) => useCases.getStudentCv.execute(actor, id)),
        TE.map(({ fileName, file }) => fileDownload(file, fileName)),
      ),
  }),
  protectedRoute({
    method: 'get',
    path: '/student/all',
    summary: 'A page of students, searched by index number',
    access: ['admin', 'coordinator'],
    operationId: 'listStudents',
    tags: ['students'],
    request: { query: listQuery },
    response: StudentPageSchema,
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(listQuery, query),
        TE.chain((search) => useCases.listStudents.execute(search)),
        TE.map((page) => json({ ...page, items: page.items.map((student) => studentJsonFor(actor.role, student)) })),
      ),
  }),
  protectedRoute({
    method: 'delete',
    path: '/student/delete/:id',
    summary: 'Delete a student with their files, interviews and selection',
    access: ['admin'],
    operationId: 'deleteStudent',
    tags: ['students'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ params }) =>
      pipe(
        parseInputTE(idInput, params),
        TE.chain(({ id }) => useCases.deleteStudent.execute(id)),
        TE.map(() => json(null, 'Student deleted')),
      ),
  }),
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
  }),
  publicRoute({
    method: 'post',
    path: '/student/confirm-code',
    summary: 'Forgot password, step 2: the PIN (as token) buys {id, token} for step 3',
    access: 'public',
    operationId: 'confirmPasswordResetPin',
    tags: ['students'],
    request: { body: emailAndTokenBody },
    response: PasswordResetGrantSchema,
    rateLimit: pinChecksForOneAddress,
    challengeAfter: PIN_CHECK_FAILURES,
    handle: ({ body }) =>
      pipe(
        parseInputTE(emailAndTokenBody, body),
        TE.chain((form) => useCases.confirmPasswordResetPin.execute(form)),
        TE.map((grant) => json(grant, PASSWORD_RESET_MESSAGES.pinAccepted)),
      ),
  }),
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
  }),
]);
