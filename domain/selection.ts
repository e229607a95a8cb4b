/*
 * A student's ordered choice of companies (spec §4, §5, §9; design §5.5 enforces the maximum).
 * The spec's message: "Company is already in the selection list". Ours: "You can select at most
 * 10 companies", "Select at least one company", "Interested area is required", "Interested area
 * must be one of the listed areas", "Each selected company needs a company id", "Choose a panel
 * for each selected company", "Priorities must run 1, 2, 3 … without gaps or repeats".
 * List-wide failures are reported on the field "selectedCompaniesbyStudent".
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import { INTERESTED_AREAS, type JobArea } from './job-area.js';
import { checkField, oneOf, required, validated, type FieldFailure, type Validated } from './validation.js';

/** One company in a student's priority list. */
export interface SelectionEntry {
  readonly companyId: string;
  readonly companyName: string;
  readonly selectedPanel: string;
  /** Priority, starting at 1. */
  readonly order: number;
}

/** A student's submitted selection. */
export interface SelectionRecord {
  readonly selectedCompaniesbyStudent: readonly SelectionEntry[];
  /** Stamped by the server at submission (design.md §5.3). */
  readonly submittedAt: Date;
  readonly interestedArea: string;
}

export const MAX_SELECTED_COMPANIES = 10;
export const FIRST_PRIORITY = 1;

export const SELECTION_FIELD = 'selectedCompaniesbyStudent';

export const SELECTION_MESSAGES = {
  alreadyInList: 'Company is already in the selection list',
  tooMany: 'You can select at most 10 companies',
  empty: 'Select at least one company',
  interestedAreaRequired: 'Interested area is required',
  unknownInterestedArea: 'Interested area must be one of the listed areas',
  companyRequired: 'Each selected company needs a company id',
  panelRequired: 'Choose a panel for each selected company',
  ordersNotSequential: 'Priorities must run 1, 2, 3 … without gaps or repeats',
} as const;

export interface SelectionForm {
  readonly interestedArea: string;
  readonly selectedCompaniesbyStudent: readonly SelectionEntry[];
}

/** A valid selection, entries in priority order; the server adds submittedAt. */
export interface SelectionSubmission {
  readonly interestedArea: JobArea;
  readonly selectedCompaniesbyStudent: readonly SelectionEntry[];
}

const byOrder = (entries: readonly SelectionEntry[]): SelectionEntry[] =>
  [...entries].sort((a, b) => a.order - b.order || 0);

const hasSequentialOrders = (entries: readonly SelectionEntry[]): boolean =>
  byOrder(entries).every((entry, index) => Number.isInteger(entry.order) && entry.order === FIRST_PRIORITY + index);

const hasRepeatedCompany = (entries: readonly SelectionEntry[]): boolean =>
  new Set(entries.map((entry) => entry.companyId.trim())).size !== entries.length;

const listFailure = (broken: boolean, message: string): FieldFailure | null =>
  broken ? { field: SELECTION_FIELD, message } : null;

export const validateSelection = (form: SelectionForm): Validated<SelectionSubmission> => {
  const entries = form.selectedCompaniesbyStudent;
  return validated(
    [
      checkField('interestedArea', form.interestedArea.trim(), [
        required(SELECTION_MESSAGES.interestedAreaRequired),
        oneOf(INTERESTED_AREAS, SELECTION_MESSAGES.unknownInterestedArea),
      ]),
      listFailure(entries.length === 0, SELECTION_MESSAGES.empty),
      listFailure(entries.length > MAX_SELECTED_COMPANIES, SELECTION_MESSAGES.tooMany),
      listFailure(
        entries.some((entry) => entry.companyId.trim() === ''),
        SELECTION_MESSAGES.companyRequired,
      ),
      listFailure(hasRepeatedCompany(entries), SELECTION_MESSAGES.alreadyInList),
      listFailure(
        entries.some((entry) => entry.selectedPanel.trim() === ''),
        SELECTION_MESSAGES.panelRequired,
      ),
      listFailure(!hasSequentialOrders(entries), SELECTION_MESSAGES.ordersNotSequential),
    ],
    () => ({
      interestedArea: form.interestedArea.trim() as JobArea,
      selectedCompaniesbyStudent: byOrder(entries).map((entry) => ({
        companyId: entry.companyId.trim(),
        companyName: entry.companyName.trim(),
        selectedPanel: entry.selectedPanel.trim(),
        order: entry.order,
      })),
    }),
  );
};

/** The entries in their current priority order, renumbered 1..n. */
export const renumber = (entries: readonly SelectionEntry[]): SelectionEntry[] =>
  byOrder(entries).map((entry, index) => ({ ...entry, order: FIRST_PRIORITY + index }));

export type SelectionChoice = Omit<SelectionEntry, 'order'>;

/** The UI's "add to selection" step: the company goes last, or the reason it cannot be added. */
export const addToSelection = (
  entries: readonly SelectionEntry[],
  choice: SelectionChoice,
): Either<FieldFailure, SelectionEntry[]> => {
  if (entries.some((entry) => entry.companyId === choice.companyId)) {
    return E.left({ field: SELECTION_FIELD, message: SELECTION_MESSAGES.alreadyInList });
  }
  if (entries.length >= MAX_SELECTED_COMPANIES) {
    return E.left({ field: SELECTION_FIELD, message: SELECTION_MESSAGES.tooMany });
  }
  return E.right([...renumber(entries), { ...choice, order: FIRST_PRIORITY + entries.length }]);
};

const swap = (entries: readonly SelectionEntry[], companyId: string, offset: -1 | 1): SelectionEntry[] => {
  const ordered = renumber(entries);
  const from = ordered.findIndex((entry) => entry.companyId === companyId);
  const to = from + offset;
  const moving = ordered[from];
  const displaced = ordered[to];
  if (from < 0 || moving === undefined || displaced === undefined) return ordered;
  ordered[to] = { ...moving, order: FIRST_PRIORITY + to };
  ordered[from] = { ...displaced, order: FIRST_PRIORITY + from };
  return ordered;
};

/** One place higher in priority; the first stays first. */
export const moveUp = (entries: readonly SelectionEntry[], companyId: string): SelectionEntry[] =>
  swap(entries, companyId, -1);

/** One place lower in priority; the last stays last. */
export const moveDown = (entries: readonly SelectionEntry[], companyId: string): SelectionEntry[] =>
  swap(entries, companyId, 1);

export const removeFromSelection = (entries: readonly SelectionEntry[], companyId: string): SelectionEntry[] =>
  renumber(entries.filter((entry) => entry.companyId !== companyId));

export const selectsCompany = (record: SelectionRecord | null, companyId: string): boolean =>
  record?.selectedCompaniesbyStudent.some((entry) => entry.companyId === companyId) ?? false;
