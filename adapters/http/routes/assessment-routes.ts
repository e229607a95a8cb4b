import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { ExportAssessments } from '../../../application/assessments/export-assessments.js';
import { GetAssessment } from '../../../application/assessments/get-assessment.js';
import { SaveAssessment } from '../../../application/assessments/save-assessment.js';
import { ASSESSMENT_MESSAGES } from '../../../domain/assessment.js';
import { AssessmentSchema, assessmentJson } from '../presenters/assessment-json.js';
import { objectId, parseInputTE } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { XLSX_CONTENT_TYPE, writtenDownload } from './download-routes.js';

export const ASSESSMENT_USE_CASES = {
  getAssessment: GetAssessment,
  saveAssessment: SaveAssessment,
  exportAssessments: ExportAssessments,
};
export type AssessmentUseCases = UseCasesOf<typeof ASSESSMENT_USE_CASES>;

const interviewInput = z.object({ interviewId: objectId() });
/** The shapes only; the rating's range, the next steps and the notes' length are the domain's rules. */
const assessmentBody = z.object({
  rating: z.number().nullable(),
  notes: z.string().max(10_000).default(''),
  nextStep: z.string().max(100).default('none'),
});

/** Candidate notes (docs/companies.md): only the interview's company and its coordinators. */
const getAssessment = (useCases: AssessmentUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/assessment/:interviewId',
    summary: "The company's assessment of an interviewee (rating, notes, next step), null while there is none",
    access: ['company', 'coordinator'],
    operationId: 'getAssessment',
    tags: ['interviews'],
    request: { params: interviewInput },
    response: AssessmentSchema.nullable(),
    errors: [404],
    handle: ({ actor, params }) =>
      pipe(
        parseInputTE(interviewInput, params),
        TE.chain(({ interviewId }) => useCases.getAssessment.execute(actor, interviewId)),
        TE.map((assessment) => json(assessment === null ? null : assessmentJson(assessment))),
      ),
  });

const saveAssessment = (useCases: AssessmentUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/assessment/:interviewId',
    summary: "Rate an interviewee from 1 to 5, with notes and a next step: the interview's one assessment, replaced",
    access: ['company', 'coordinator'],
    operationId: 'saveAssessment',
    tags: ['interviews'],
    request: { params: interviewInput, body: assessmentBody },
    response: AssessmentSchema,
    errors: [404],
    handle: ({ actor, params, body }) =>
      pipe(
        TE.Do,
        TE.apS(
          'interviewId',
          pipe(
            parseInputTE(interviewInput, params),
            TE.map(({ interviewId }) => interviewId),
          ),
        ),
        TE.apS('input', parseInputTE(assessmentBody, body)),
        TE.chain(({ interviewId, input }) => useCases.saveAssessment.execute(actor, interviewId, input)),
        TE.map((assessment) => json(assessmentJson(assessment), ASSESSMENT_MESSAGES.saved)),
      ),
  });

const downloadAssessments = (useCases: AssessmentUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/assessments.xlsx',
    summary: "Download Assessments: the caller's company's interviewees with their assessments",
    access: ['company', 'coordinator'],
    operationId: 'downloadAssessments',
    tags: ['downloads'],
    response: { download: [XLSX_CONTENT_TYPE] },
    handle: ({ actor }) => pipe(useCases.exportAssessments.execute(actor), TE.map(writtenDownload(XLSX_CONTENT_TYPE))),
  });

export const assessmentRoutes = routeArea(ASSESSMENT_USE_CASES, [getAssessment, saveAssessment, downloadAssessments]);
