import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CommitImport } from '../../../application/imports/commit-import.js';
import { ImportErrorFile } from '../../../application/imports/import-error-file.js';
import { PreviewImport } from '../../../application/imports/preview-import.js';
import { UploadImportFile, type UploadedImport } from '../../../application/imports/upload-import-file.js';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../domain/import-rows.js';
import { idInput, parseIdAndBody, parseIdAndQuery, parseInputTE } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { writtenDownload, XLSX_CONTENT_TYPE } from './download-routes.js';
import { searchPageQuery } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const IMPORT_USE_CASES = {
  uploadImportFile: UploadImportFile,
  previewImport: PreviewImport,
  importErrorFile: ImportErrorFile,
  commitImport: CommitImport,
};
export type ImportUseCases = UseCasesOf<typeof IMPORT_USE_CASES>;

const MAX_COLUMN = 1000;

/** Which column (from 0) holds each field; null or left out: none. */
const ColumnMappingSchema = z
  .record(z.string().max(50), z.number().int().min(0).max(MAX_COLUMN).nullable())
  .meta({ id: 'ColumnMapping' });

/** The mapping as a query parameter carries it: its JSON text. */
const mappingText = z
  .string()
  .max(10_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a column mapping as JSON' });
      return z.NEVER;
    }
  })
  .pipe(ColumnMappingSchema);

const uploadForm = z.object({ kind: z.enum(IMPORT_KINDS, { error: `must be one of ${IMPORT_KINDS.join(', ')}` }) });
const previewQuery = z.object({ mapping: mappingText, page: searchPageQuery.shape.page });
const errorsQuery = z.object({ mapping: mappingText });
const commitBody = z.object({ mapping: ColumnMappingSchema });

const ImportFieldSchema = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
const UploadedImportSchema = z
  .object({
    draftId: z.string(),
    kind: z.enum(IMPORT_KINDS),
    headers: z.array(z.string()),
    rows: z.number(),
    fields: z.array(ImportFieldSchema),
    mapping: ColumnMappingSchema,
    expiresAt: z.string(),
  })
  .meta({ id: 'UploadedImport' });

const RowProblemSchema = z.object({
  row: z.number(),
  kind: z.enum(['existing', 'invalid']),
  reasons: z.array(z.string()),
});
const ImportPreviewSchema = z
  .object({
    rows: z.number(),
    valid: z.number(),
    existing: z.number(),
    invalid: z.number(),
    problems: z.array(RowProblemSchema),
    page: z.number(),
    pageSize: z.number(),
    problemCount: z.number(),
  })
  .meta({ id: 'ImportPreview' });
const ImportOutcomeSchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    created: z.number(),
    existing: z.number(),
    invalid: z.number(),
    coordinators: z.number(),
  })
  .meta({ id: 'ImportOutcome' });

const uploadedJson = (uploaded: UploadedImport) => ({
  draftId: uploaded.draft.id,
  kind: uploaded.draft.kind,
  headers: [...uploaded.headers],
  rows: uploaded.rows,
  fields: uploaded.fields.map(({ key, label, required }) => ({ key, label, required })),
  mapping: Object.fromEntries(Object.entries(uploaded.mapping).map(([field, column]) => [field, column ?? null])),
  expiresAt: uploaded.draft.expiresAt.toISOString(),
});

const uploadImportFile = (useCases: ImportUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/import',
    summary:
      'Upload a CSV or Excel (.xlsx) file to import (field file, at most 5 MB; field kind): its headers and a suggested mapping',
    access: ['admin'],
    operationId: 'uploadImportFile',
    tags: ['imports'],
    request: { form: uploadForm },
    response: UploadedImportSchema,
    errors: [415],
    multipart: { files: { file: { maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.tooLarge } } },
    handle: ({ actor, body, form }) =>
      pipe(
        parseInputTE(uploadForm, body),
        TE.chain(({ kind }) => useCases.uploadImportFile.execute(actor, kind, form.files['file']?.bytes ?? null)),
        TE.map((uploaded) => json(uploadedJson(uploaded), 'File read: check the columns')),
      ),
  });

const previewImport = (useCases: ImportUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/import/:id/preview',
    summary:
      "An import's preview under a mapping: its counts and a page of the rows it would not create, with their reasons",
    access: ['admin'],
    operationId: 'previewImport',
    tags: ['imports'],
    request: { params: idInput, query: previewQuery },
    response: ImportPreviewSchema,
    errors: [404],
    handle: ({ actor, ...request }) =>
      pipe(
        parseIdAndQuery(previewQuery, request),
        TE.chain(({ id, form: { mapping, page } }) => useCases.previewImport.execute(actor, id, mapping, page)),
        TE.map((preview) =>
          json({
            ...preview,
            problems: preview.problems.map(({ row, kind, reasons }) => ({ row, kind, reasons: [...reasons] })),
          }),
        ),
      ),
  });

const downloadImportErrors = (useCases: ImportUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/import/:id/errors',
    summary: 'The rows an import would not create, as an Excel file with a Reason column',
    access: ['admin'],
    operationId: 'downloadImportErrors',
    tags: ['imports'],
    request: { params: idInput, query: errorsQuery },
    response: { download: [XLSX_CONTENT_TYPE] },
    errors: [404],
    handle: ({ actor, ...request }) =>
      pipe(
        parseIdAndQuery(errorsQuery, request),
        TE.chain(({ id, form: { mapping } }) => useCases.importErrorFile.execute(actor, id, mapping)),
        TE.map(writtenDownload(XLSX_CONTENT_TYPE)),
      ),
  });

const commitImport = (useCases: ImportUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/import/:id/commit',
    summary:
      "Commit an import: creates its valid rows' accounts (students, or companies with their coordinators) and invites each; rows with an account already are skipped",
    access: ['admin'],
    operationId: 'commitImport',
    tags: ['imports'],
    request: { params: idInput, body: commitBody },
    response: ImportOutcomeSchema,
    errors: [404],
    handle: ({ actor, ...request }) =>
      answer(
        pipe(
          parseIdAndBody(commitBody, request),
          TE.chain(({ id, form: { mapping } }) => useCases.commitImport.execute(actor, id, mapping)),
        ),
        ({ kind, created, existing, invalid, coordinators }) => ({ kind, created, existing, invalid, coordinators }),
        'Import done',
      ),
  });

export const importRoutes = routeArea(IMPORT_USE_CASES, [
  uploadImportFile,
  previewImport,
  downloadImportErrors,
  commitImport,
]);
