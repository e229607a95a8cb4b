import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../../domain/cv.js';
import { UPLOAD_SUCCESS } from '../../../domain/messages.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../../domain/student-files.js';
import { StudentSchema, studentJson } from '../presenters/student-json.js';
import { idInput, objectId, parseInputTE, withId } from '../request-input.js';
import { answer, fileDownload, json, protectedRoute } from '../route.js';
import type { StudentAccountUseCases } from './student-account-routes.js';

/** A company id, or nothing; forms send an empty field for nothing. */
const companyIdField = z.object({
  id: z
    .union([objectId(), z.literal('')])
    .optional()
    .transform((id) => id || null),
});

const PICTURE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

const uploadedBytes = (file: { readonly bytes: Buffer } | undefined): Uint8Array | null => file?.bytes ?? null;

export const uploadStudentPicture = (useCases: StudentAccountUseCases) =>
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
      answer(
        useCases.uploadStudentPicture.execute(actor, uploadedBytes(form.files.image)),
        studentJson,
        UPLOAD_SUCCESS,
      ),
  });

export const getStudentPicture = (useCases: StudentAccountUseCases) =>
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
        withId(query, (id) => useCases.getStudentPicture.execute(actor, id)),
        TE.map((file) =>
          fileDownload(file, `profile-picture.${PICTURE_EXTENSIONS[file.contentType] ?? 'img'}`, { inline: true }),
        ),
      ),
  });

export const uploadStudentCv = (useCases: StudentAccountUseCases) =>
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
  });

export const getOwnStudentCv = (useCases: StudentAccountUseCases) =>
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
  });
