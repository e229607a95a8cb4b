import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { Actor } from '../../../application/actor.js';
import { CompanyCvBundle } from '../../../application/downloads/company-cv-bundle.js';
import { DownloadInterviewCv } from '../../../application/downloads/download-interview-cv.js';
import { ExportAllocation } from '../../../application/downloads/export-allocation.js';
import { UploadInterviewCv } from '../../../application/downloads/upload-interview-cv.js';
import type { Student } from '../../../domain/student.js';
import { CV_UPLOAD } from '../../../application/students/upload-student-cv.js';
import { UPLOAD_SUCCESS } from '../../../domain/messages.js';
import { StudentSchema, studentJson } from '../presenters/student-json.js';
import { idInput, objectId, parseInputTE, withId } from '../request-input.js';
import { fileDownload, json, protectedRoute, type DownloadReply } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const DOWNLOAD_USE_CASES = {
  uploadInterviewCv: UploadInterviewCv,
  downloadInterviewCv: DownloadInterviewCv,
  companyCvBundle: CompanyCvBundle,
  exportAllocation: ExportAllocation,
};
export type DownloadUseCases = UseCasesOf<typeof DOWNLOAD_USE_CASES>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A document the server writes straight into the response (a workbook, a zip), under the name it made. */
export const writtenDownload =
  (contentType: string) =>
  (document: { readonly fileName: string; write(out: NodeJS.WritableStream): Promise<void> }): DownloadReply => ({
    kind: 'download',
    contentType,
    fileName: document.fileName,
    body: (out) => document.write(out),
  });

/** Empty, or a 24-hex id: a student names a company, a company names an interview. */
const optionalId = () => z.union([z.literal(''), objectId()]).default('');
const uploadFields = z.object({ company: optionalId(), id: optionalId() });

/** A student sees their own record change; a company learns only that the CV is stored. */
const uploadAnswer = (actor: Actor) => (student: Student) =>
  json(actor.role === 'student' ? studentJson(student) : null, UPLOAD_SUCCESS);

const uploadInterviewCv = (useCases: DownloadUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/upload-cv',
    summary: 'Store a company-specific CV: a student names the company, a company or coordinator the interview',
    access: ['student', 'company', 'coordinator'],
    operationId: 'uploadInterviewCv',
    tags: ['downloads'],
    request: { form: uploadFields },
    response: StudentSchema.nullable(),
    errors: [404, 415],
    multipart: { files: { cv: { maxBytes: CV_UPLOAD.maxBytes, tooLarge: CV_UPLOAD.tooLarge } } },
    handle: ({ actor, form }) =>
      pipe(
        parseInputTE(uploadFields, form.fields),
        TE.chain((target) => useCases.uploadInterviewCv.execute(actor, target, form.files.cv?.bytes ?? null)),
        TE.map(uploadAnswer(actor)),
      ),
  });

const downloadInterviewCv = (useCases: DownloadUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/get-cv',
    summary: "An interviewee's CV as the company gets it (PDF)",
    access: ['company', 'coordinator', 'admin'],
    operationId: 'downloadInterviewCv',
    tags: ['downloads'],
    request: { query: idInput },
    response: { download: ['application/pdf'] },
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        withId(query, (id) => useCases.downloadInterviewCv.execute(actor, id)),
        TE.map(({ fileName, file }) => fileDownload(file, fileName)),
      ),
  });

const downloadCompanyCvBundle = (useCases: DownloadUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/get-cv-company',
    summary: "Every CV of a company's interviewees in one zip named after its username",
    access: ['admin', 'company', 'coordinator'],
    operationId: 'downloadCompanyCvBundle',
    tags: ['downloads'],
    request: { query: idInput },
    response: { download: ['application/zip'] },
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        withId(query, (id) => useCases.companyCvBundle.execute(actor, id)),
        TE.map(writtenDownload('application/zip')),
      ),
  });

const downloadAllocation = (useCases: DownloadUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/allocation.xlsx',
    summary: 'The allocation spreadsheet: every selection in allocation order',
    access: ['admin'],
    operationId: 'downloadAllocation',
    tags: ['downloads'],
    response: { download: [XLSX_CONTENT_TYPE] },
    handle: () => pipe(useCases.exportAllocation.execute(), TE.map(writtenDownload(XLSX_CONTENT_TYPE))),
  });

export const downloadRoutes = routeArea(DOWNLOAD_USE_CASES, [
  uploadInterviewCv,
  downloadInterviewCv,
  downloadCompanyCvBundle,
  downloadAllocation,
]);
