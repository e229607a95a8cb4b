import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { searchPageQuery } from './query-inputs.js';
import { type AppError, validation } from '../../../application/errors.js';
import type { StudentProfileChanges } from '../../../application/students/update-student-profile.js';
import type { ChangePasswordRequest } from '../../../domain/change-password.js';
import { PASSWORD_CHANGED, PROFILE_UPDATED } from '../../../domain/messages.js';
import {
  StudentForViewerSchema,
  StudentPageSchema,
  StudentSchema,
  studentJson,
  studentJsonFor,
} from '../presenters/student-json.js';
import { studentProfileScopes } from '../poll-scopes.js';
import { idInput, parseInputTE, withId } from '../request-input.js';
import { answer, done, json, protectedRoute, type ReplyTo } from '../route.js';
import type { StudentAccountUseCases } from './student-account-routes.js';

const optionalText = () => z.string().max(10_000).optional();

/** POST /student/update's answer: the student after a profile change, nothing after a password change. */
const UpdatedStudentSchema = StudentSchema.nullable();

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

export const getOwnStudent = (useCases: StudentAccountUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/single',
    summary: "The signed-in student's own profile",
    access: ['student'],
    operationId: 'getOwnStudent',
    tags: ['students'],
    response: StudentSchema,
    etag: studentProfileScopes,
    handle: ({ actor }) => answer(useCases.getStudent.execute(actor), studentJson),
  });

export const getStudentInfo = (useCases: StudentAccountUseCases) =>
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
      answer(
        withId(query, (id) => useCases.getStudentInfo.execute(actor, id)),
        (student) => studentJsonFor(actor.role, student),
      ),
  });

export const updateOwnStudent = (useCases: StudentAccountUseCases) =>
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
            : answer(useCases.updateStudentProfile.execute(actor, update.changes), studentJson, PROFILE_UPDATED),
        ),
      ),
  });

export const listStudents = (useCases: StudentAccountUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/all',
    summary: 'A page of students, searched by index number',
    access: ['admin', 'coordinator'],
    operationId: 'listStudents',
    tags: ['students'],
    request: { query: searchPageQuery },
    response: StudentPageSchema,
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(searchPageQuery, query),
        TE.chain((search) => useCases.listStudents.execute(search)),
        TE.map((page) => json({ ...page, items: page.items.map((student) => studentJsonFor(actor.role, student)) })),
      ),
  });

export const deleteStudent = (useCases: StudentAccountUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/student/delete/:id',
    summary: 'Delete a student with their files, interviews and selection',
    access: ['admin'],
    operationId: 'deleteStudent',
    tags: ['students'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.deleteStudent.execute(actor, id)),
        'Student deleted',
      ),
  });
