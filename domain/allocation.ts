/*
 * Allocation: every (student, selected company) pair, in the order the admin works through them on
 * the company-select screen and in the spreadsheet export (spec §2, §3, §9).
 *
 * Interest match: the student's interested area matches a company when, ignoring case, one text
 * equals or contains the other, comparing the whole texts and also their parts split on "," or "/"
 * (so "AI / SE" matches "ai" and "SE"). Blank texts match nothing.
 *
 * Sorting is stable: entries equal on every key keep their input order (students as given, each
 * student's companies as listed). Entries without a priority (no order, or not a whole number from 1)
 * and without a submission time sort after the others on that key.
 *
 * SubmittedAt is exported as an ISO-8601 UTC string ("2026-03-01T04:30:00.000Z"): unambiguous
 * whatever the reader's time zone, and it sorts as text. A missing time exports as "".
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { Company } from './company.js';
import type { SelectionEntry } from './selection.js';
import { displayName, type Student } from './student.js';

export const ALLOCATION_FILE_NAME = 'selected_companies_sorted.xlsx';
export const ALLOCATION_SHEET_NAME = 'Sorted Allocation';
export const ALLOCATION_COLUMNS = [
  'CompanyName',
  'SelectedPanel',
  'Name',
  'IndexNumber',
  'Email',
  'InterestedArea',
  'Priority',
  'SubmittedAt',
] as const;
export type AllocationColumn = (typeof ALLOCATION_COLUMNS)[number];

export const NO_PRIORITY = 'N/A';

export const ALLOCATION_MESSAGES = {
  noData: 'No data available to download',
} as const;

/** A selection entry as stored, where older data may lack the order. */
export type AllocationSelectionEntry = Omit<SelectionEntry, 'order'> & { readonly order?: number | null };

export interface AllocationSelection {
  readonly selectedCompaniesbyStudent: readonly AllocationSelectionEntry[];
  readonly submittedAt: Date | null;
  readonly interestedArea: string;
}

/** A student with the selection they submitted; a Student fits as it is. */
export type AllocationStudent = Pick<Student, 'id' | 'fullName' | 'commonName' | 'indexNumber' | 'email'> & {
  readonly selection: AllocationSelection | null;
};

/** A company's job areas and, when known, its current name (which then wins over the name stored in the selection). */
export type AllocationCompany = Pick<Company, 'id' | 'areas'> & Partial<Pick<Company, 'companyName'>>;

export interface AllocationEntry {
  readonly studentId: string;
  readonly name: string;
  readonly indexNumber: string;
  readonly email: string;
  readonly interestedArea: string;
  readonly submittedAt: Date | null;
  readonly companyId: string;
  readonly companyName: string;
  readonly selectedPanel: string;
  /** The entry's order, or null when it has none. */
  readonly priority: number | null;
  readonly interestMatch: boolean;
}

export interface AllocationRow {
  readonly CompanyName: string;
  readonly SelectedPanel: string;
  readonly Name: string;
  readonly IndexNumber: string;
  readonly Email: string;
  readonly InterestedArea: string;
  readonly Priority: number | typeof NO_PRIORITY;
  readonly SubmittedAt: string;
}

const interestTerms = (text: string): string[] => {
  const whole = text.trim().toLowerCase();
  const parts = whole.split(/[,/]/).map((part) => part.trim());
  return [whole, ...parts].filter((term) => term !== '');
};

export const interestMatches = (companyAreas: readonly string[], interestedArea: string): boolean => {
  const wanted = interestTerms(interestedArea);
  return companyAreas.some((area) =>
    interestTerms(area).some((offered) =>
      wanted.some((term) => offered === term || offered.includes(term) || term.includes(offered)),
    ),
  );
};

const priorityOf = (order: number | null | undefined): number | null =>
  typeof order === 'number' && Number.isInteger(order) && order >= 1 ? order : null;

/** Every (student, selected company) pair, in input order; students without a selection have none. */
export const allocationEntries = (
  students: readonly AllocationStudent[],
  companies: readonly AllocationCompany[],
): AllocationEntry[] => {
  const companiesById = new Map(companies.map((company) => [company.id, company]));
  return students.flatMap((student) => {
    const selection = student.selection;
    if (selection === null) return [];
    return selection.selectedCompaniesbyStudent.map((entry) => {
      const company = companiesById.get(entry.companyId);
      return {
        studentId: student.id,
        name: displayName(student),
        indexNumber: student.indexNumber,
        email: student.email,
        interestedArea: selection.interestedArea,
        submittedAt: selection.submittedAt,
        companyId: entry.companyId,
        companyName: company?.companyName ?? entry.companyName,
        selectedPanel: entry.selectedPanel,
        priority: priorityOf(entry.order),
        interestMatch: interestMatches(company?.areas ?? [], selection.interestedArea),
      };
    });
  });
};

type Comparison = (a: AllocationEntry, b: AllocationEntry) => number;

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Names in human order ("Company 2" before "Company 10", case ignored); names differing only in case stay apart. */
const compareNames = (a: string, b: string): number => nameCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const byCompanyName: Comparison = (a, b) => compareNames(a.companyName, b.companyName);
const byPanel: Comparison = (a, b) => compareNames(a.selectedPanel, b.selectedPanel);
const byInterestMatch: Comparison = (a, b) => Number(b.interestMatch) - Number(a.interestMatch);

const missingLast = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
};

const byPriority: Comparison = (a, b) => missingLast(a.priority, b.priority);

const instant = (date: Date | null): number | null =>
  date === null || Number.isNaN(date.getTime()) ? null : date.getTime();

const bySubmission: Comparison = (a, b) => missingLast(instant(a.submittedAt), instant(b.submittedAt));

const inTurn =
  (...comparisons: readonly Comparison[]): Comparison =>
  (a, b) => {
    for (const compare of comparisons) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

/** The admin's company-select screen: company name, interest match first, priority, submission time. */
export const compareForCompanySelect: Comparison = inTurn(byCompanyName, byInterestMatch, byPriority, bySubmission);

/** The spreadsheet export: company name, panel, interest match first, priority, submission time. */
export const compareForExport: Comparison = inTurn(byCompanyName, byPanel, byInterestMatch, byPriority, bySubmission);

export const sortForCompanySelect = (entries: readonly AllocationEntry[]): AllocationEntry[] =>
  [...entries].sort(compareForCompanySelect);

export const sortForExport = (entries: readonly AllocationEntry[]): AllocationEntry[] =>
  [...entries].sort(compareForExport);

export const allocationRow = (entry: AllocationEntry): AllocationRow => {
  const submittedAt = instant(entry.submittedAt);
  return {
    CompanyName: entry.companyName,
    SelectedPanel: entry.selectedPanel,
    Name: entry.name,
    IndexNumber: entry.indexNumber,
    Email: entry.email,
    InterestedArea: entry.interestedArea,
    Priority: entry.priority ?? NO_PRIORITY,
    SubmittedAt: submittedAt === null ? '' : new Date(submittedAt).toISOString(),
  };
};

/** The export's rows in export order, or "No data available to download" when nobody has selected anything. */
export const allocationExport = (
  students: readonly AllocationStudent[],
  companies: readonly AllocationCompany[],
): Either<string, AllocationRow[]> => {
  const rows = sortForExport(allocationEntries(students, companies)).map(allocationRow);
  return rows.length === 0 ? E.left(ALLOCATION_MESSAGES.noData) : E.right(rows);
};
