import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { GetOwnSelection } from '../../../application/selections/get-own-selection.js';
import { ListSelectedCompanies } from '../../../application/selections/list-selected-companies.js';
import { ListSelectedCompanyPage } from '../../../application/selections/list-selected-company-page.js';
import { RecountCompanySlots } from '../../../application/selections/recount-company-slots.js';
import { SubmitSelection } from '../../../application/selections/submit-selection.js';
import { SELECTION_UPDATED } from '../../../domain/messages.js';
import { CompanySchema, companyJson } from '../presenters/company-json.js';
import {
  SelectedCompanyRowSchema,
  SelectionSchema,
  selectedCompanyRowJson,
  selectionJson,
} from '../presenters/selection-json.js';
import { idInput, parseInputTE, text } from '../request-input.js';
import { answer, json, presentEach, protectedRoute, streamedList, type AuthenticatedRequest } from '../route.js';
import { searchPageQuery } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const SELECTION_USE_CASES = {
  getOwnSelection: GetOwnSelection,
  submitSelection: SubmitSelection,
  listSelectedCompanies: ListSelectedCompanies,
  listSelectedCompanyPage: ListSelectedCompanyPage,
  recountCompanySlots: RecountCompanySlots,
};
export type SelectionUseCases = UseCasesOf<typeof SELECTION_USE_CASES>;

/** The bound on the list's shape; the selection rules themselves (at most 10) answer in the domain's words. */
const MAX_ENTRIES_READ = 100;

const entryBody = z.object({ companyId: text(), companyName: text(), selectedPanel: text(), order: z.number() });
/** A client's submittedAt is accepted and ignored: the server stamps the submission (design.md §5.3). */
const submitBody = z.object({
  selectedCompaniesbyStudent: z.array(entryBody).max(MAX_ENTRIES_READ).default([]),
  interestedArea: text(),
});
/** Older clients send the number they think is right; it is read for its shape only and never stored. */
const updateCompanyForm = z.object({ slotsFilled: z.string().max(20).optional() });

const rowPageQuery = z.object({
  student: z.string().max(100).default(''),
  company: z.string().max(100).default(''),
  page: searchPageQuery.shape.page,
});
const SelectedCompanyPageSchema = z
  .strictObject({
    items: z.array(SelectedCompanyRowSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'SelectedCompanyPage', description: 'A page of the selected-company rows, with the total that match' });

/** Selected-company rows, as many as the caller may see. */
const listSelectedCompanies =
  (useCases: SelectionUseCases) =>
  ({ actor }: AuthenticatedRequest) =>
    pipe(
      useCases.listSelectedCompanies.execute(actor),
      TE.map((rows) => streamedList(presentEach(rows, selectedCompanyRowJson))),
    );

const getOwnSelection = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/selected-companies',
    summary: "The student's own selection: companies in priority order, submission time, interested area",
    access: ['student'],
    operationId: 'getOwnSelection',
    tags: ['selections'],
    response: SelectionSchema,
    handle: ({ actor }) => answer(useCases.getOwnSelection.execute(actor), selectionJson),
  });

const submitSelection = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/selected-companies',
    summary: 'Submit or re-submit the selection (at most 10 companies); the server stamps submittedAt',
    access: ['student'],
    operationId: 'submitSelection',
    tags: ['selections'],
    request: { body: submitBody },
    response: SelectionSchema,
    errors: [404],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(submitBody, body),
        TE.chain((form) => useCases.submitSelection.execute(actor, form)),
        TE.map((record) => json(selectionJson(record), SELECTION_UPDATED)),
      ),
  });

const listAllSelectedCompanies = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/all-selected-companies',
    summary: "Every student's selected companies, one row per entry, in the company-select order",
    access: ['admin'],
    operationId: 'listAllSelectedCompanies',
    tags: ['selections'],
    response: z.array(SelectedCompanyRowSchema),
    handle: listSelectedCompanies(useCases),
  });

const listSelectedCompanyPage = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/selected-companies',
    summary:
      'A page of the selected-company rows in the company-select order; `student` (index number, name or e-mail) and `company` (name) search them',
    access: ['admin'],
    operationId: 'listSelectedCompanyPage',
    tags: ['selections'],
    request: { query: rowPageQuery },
    response: SelectedCompanyPageSchema,
    handle: ({ query }) =>
      pipe(
        parseInputTE(rowPageQuery, query),
        TE.chain((request) => useCases.listSelectedCompanyPage.execute(request)),
        TE.map((found) => json({ ...found, items: found.items.map(selectedCompanyRowJson) })),
      ),
  });

const listSelectedCompanyRows = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/all-selected-companies',
    summary: "Selected-company rows: every row for administrators, the own company's rows for a coordinator",
    access: ['admin', 'coordinator'],
    operationId: 'listSelectedCompanyRows',
    tags: ['selections'],
    response: z.array(SelectedCompanyRowSchema),
    handle: listSelectedCompanies(useCases),
  });

const recountCompanySlots = (useCases: SelectionUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/update-company/:id',
    summary: "Recount a company's slotsFilled from the submitted selections (a sent slotsFilled is ignored)",
    access: ['student', 'admin'],
    operationId: 'recountCompanySlots',
    tags: ['selections'],
    request: { params: idInput, form: updateCompanyForm },
    response: CompanySchema,
    multipart: { files: {}, maxFields: 5 },
    handle: ({ actor, params, form }) =>
      pipe(
        parseInputTE(updateCompanyForm, form.fields),
        TE.chain(() => parseInputTE(idInput, params)),
        TE.chain(({ id }) => useCases.recountCompanySlots.execute(actor, id)),
        TE.map((company) => json(companyJson(company), 'Slots recounted from the submitted selections')),
      ),
  });

export const selectionRoutes = routeArea(SELECTION_USE_CASES, [
  getOwnSelection,
  submitSelection,
  listAllSelectedCompanies,
  listSelectedCompanyPage,
  listSelectedCompanyRows,
  recountCompanySlots,
]);
