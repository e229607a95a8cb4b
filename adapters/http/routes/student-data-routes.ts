import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { EraseOwnAccount } from '../../../application/students/erase-own-account.js';
import { ExportOwnData } from '../../../application/students/export-own-data.js';
import { STUDENT_DATA_MESSAGES } from '../../../domain/student-data.js';
import { parseInputTE } from '../request-input.js';
import { done, protectedRoute } from '../route.js';
import { writtenDownload } from './download-routes.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const STUDENT_DATA_USE_CASES = {
  exportOwnData: ExportOwnData,
  eraseOwnAccount: EraseOwnAccount,
};
export type StudentDataUseCases = UseCasesOf<typeof STUDENT_DATA_USE_CASES>;

const eraseBody = z.strictObject({ password: z.string().max(1024) });

const exportOwnData = (useCases: StudentDataUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/my-data',
    summary:
      'Everything the portal holds about the signed-in student in one zip: profile, selection, interviews, the companies that assessed them and when (no notes), the companies that downloaded their CV and when, and their CVs and picture',
    access: ['student'],
    operationId: 'exportOwnData',
    tags: ['students'],
    response: { download: ['application/zip'] },
    handle: ({ actor }) => pipe(useCases.exportOwnData.execute(actor), TE.map(writtenDownload('application/zip'))),
  });

const eraseOwnAccount = (useCases: StudentDataUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/erase',
    summary:
      'The signed-in student deletes their account and data, confirming with their password (a wrong one changes nothing); their sessions end',
    access: ['student'],
    operationId: 'eraseOwnAccount',
    tags: ['students'],
    request: { body: eraseBody },
    response: z.null(),
    handle: ({ actor, body }) =>
      done(
        pipe(
          parseInputTE(eraseBody, body),
          TE.chain(({ password }) => useCases.eraseOwnAccount.execute(actor, password)),
        ),
        STUDENT_DATA_MESSAGES.erased,
      ),
  });

/** A student's own data: the download of all of it, and the deletion of the account with it (docs/students.md). */
export const studentDataRoutes = routeArea(STUDENT_DATA_USE_CASES, [exportOwnData, eraseOwnAccount]);
