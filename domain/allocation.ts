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
 * SubmittedAt is exported as the instant itself, which the workbook writes as a date cell on the
 * fair's clock in the portal's one time format ("Sun 1 Mar, 10:00"): a person reads it as on the
 * screens, and a spreadsheet sorts it. A missing time exports as "".
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
  readonly SubmittedAt: Date | '';
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

/** Company names in the company-select order: 0 for names the screen lists as one. */
export const compareCompanyNames = compareNames;

/** Rows a page of the admin's company-select screen shows. */
export const COMPANY_SELECT_PAGE_SIZE = 25;

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
    SubmittedAt: submittedAt === null ? '' : new Date(submittedAt),
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

/*
 * Automatic allocation (docs/allocation.md). Places go out in rounds by the students' own ranking:
 * round 1 hands out every first choice, round 2 every second, and so on. Within a round each
 * company's remaining places (numberOfInterviews minus the interviews it already holds) go to that
 * round's candidates in the company-select order: interest match first, then priority, then
 * submission time, then student id, so the plan never depends on the order the data was read in.
 * Before all of these, within a round, students with more counting strikes (domain/strike.ts) rank
 * after those with fewer; among students with as many strikes the order is the one above.
 * A student holding MAX_INTERVIEWS_PER_STUDENT interviews gets no further place. Whoever chose a
 * company and got no place there is on its reserve list, in the same order.
 */

/** A company as allocation sees it: its places as well as its areas. */
export type PlacingCompany = AllocationCompany & Pick<Company, 'numberOfInterviews' | 'companyName'>;

/** An interview that already exists: kept, and counted against the company's places and the student's maximum. */
export interface HeldInterview {
  readonly studentId: string;
  readonly companyId: string;
  /** False for one that does not take a place: a no-show (its place went to the reserve list) or a walk-in. */
  readonly takesPlace: boolean;
}

export interface AllocationInput {
  readonly students: readonly AllocationStudent[];
  readonly companies: readonly PlacingCompany[];
  readonly held: readonly HeldInterview[];
  /** MAX_INTERVIEWS_PER_STUDENT; null for no maximum. */
  readonly maxPerStudent: number | null;
  /** Each student's counting strikes (domain/strike.ts); a student not in it has none, as has everyone without it. */
  readonly strikes?: StrikeCounts;
}

/** How many counting strikes each student has; a student not in it has none. */
export type StrikeCounts = ReadonlyMap<string, number>;

export interface CompanyAllocation {
  readonly companyId: string;
  readonly companyName: string;
  readonly places: number;
  /** Places already taken by interviews that exist. */
  readonly held: number;
  /** The students given a new interview, in the order they got it. */
  readonly placed: readonly AllocationEntry[];
  /** The students who chose the company and got no place, ranked. */
  readonly reserves: readonly AllocationEntry[];
}

export interface StudentAllocation {
  readonly studentId: string;
  readonly name: string;
  readonly indexNumber: string;
  /** Interviews the student already has. */
  readonly held: number;
  /** Interviews the plan adds. */
  readonly placed: number;
}

export interface AllocationPlan {
  /** By company name. */
  readonly companies: readonly CompanyAllocation[];
  /** Students with a submitted selection, by index number. */
  readonly students: readonly StudentAllocation[];
  /** The new interviews, round by round. */
  readonly interviews: readonly { readonly studentId: string; readonly companyId: string }[];
}

/*
 * A company's places, the rule the allocation and the reserve promotion share: a company has as many
 * places left as it has places less the held interviews that take one; a student may take a place at
 * a company they hold no interview with, while they hold fewer than MAX_INTERVIEWS_PER_STUDENT.
 */

/** How many held interviews take one of the company's places. */
export const placesTaken = (held: readonly HeldInterview[]): number =>
  held.filter((interview) => interview.takesPlace).length;

/** A company's places still free, never below zero. */
export const placesLeft = (company: Pick<Company, 'numberOfInterviews'>, taken: number): number =>
  Math.max(0, company.numberOfInterviews - taken);

/** Whether a student holding this many interviews may take one more (null: no maximum). */
export const underInterviewMaximum = (interviewsHeld: number, maxPerStudent: number | null): boolean =>
  maxPerStudent === null || interviewsHeld < maxPerStudent;

/** Whether a student, holding these interviews, may take a place at the company. */
export const mayTakePlace = (
  studentHeld: readonly Pick<HeldInterview, 'companyId'>[],
  companyId: string,
  maxPerStudent: number | null,
): boolean =>
  !studentHeld.some((interview) => interview.companyId === companyId) &&
  underInterviewMaximum(studentHeld.length, maxPerStudent);

const byStudentId: Comparison = (a, b) => (a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0);

/** Who gets a company's place first, and the order of its reserve list. */
export const compareForPlaces: Comparison = inTurn(byInterestMatch, byPriority, bySubmission, byStudentId);

const byStrikes =
  (strikes: StrikeCounts): Comparison =>
  (a, b) =>
    (strikes.get(a.studentId) ?? 0) - (strikes.get(b.studentId) ?? 0);

/** Who gets a company's place first within one round: fewer strikes first, then as compareForPlaces. */
export const compareWithinRound = (strikes: StrikeCounts): Comparison => inTurn(byStrikes(strikes), compareForPlaces);

const append = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

/** Each student's entries in their own ranking (priority, then as listed): index 0 is the first choice. */
const choicesInRankOrder = (entries: readonly AllocationEntry[]): AllocationEntry[][] => {
  const byStudent = new Map<string, AllocationEntry[]>();
  for (const entry of entries) append(byStudent, entry.studentId, entry);
  return [...byStudent.values()].map((list) => [...list].sort(byPriority));
};

const pairKey = (studentId: string, companyId: string): string => `${studentId}\u0000${companyId}`;

const countBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** The whole plan: who gets which place, each company's reserve list, each student's count. Pure and deterministic. */
export const planAllocation = ({
  students,
  companies,
  held,
  maxPerStudent,
  strikes = new Map(),
}: AllocationInput): AllocationPlan => {
  const withinRound = compareWithinRound(strikes);
  const companiesById = new Map(companies.map((company) => [company.id, company]));
  const holding = new Set(held.map((interview) => pairKey(interview.studentId, interview.companyId)));
  const heldPlaces = countBy(
    held.filter((interview) => interview.takesPlace),
    (interview) => interview.companyId,
  );
  const studentCounts = countBy(held, (interview) => interview.studentId);
  const remaining = new Map(
    companies.map((company) => [company.id, placesLeft(company, heldPlaces.get(company.id) ?? 0)]),
  );
  const open = allocationEntries(students, companies).filter(
    (entry) => companiesById.has(entry.companyId) && !holding.has(pairKey(entry.studentId, entry.companyId)),
  );
  const ranked = choicesInRankOrder(open);
  const rounds = Math.max(0, ...ranked.map((choices) => choices.length));
  const placed = new Map<string, AllocationEntry[]>();
  const reserves = new Map<string, AllocationEntry[]>();
  const interviews: { studentId: string; companyId: string }[] = [];
  const placedCount = new Map<string, number>();

  for (let round = 0; round < rounds; round++) {
    const candidates = new Map<string, AllocationEntry[]>();
    for (const choices of ranked) {
      const entry = choices[round];
      if (entry !== undefined) append(candidates, entry.companyId, entry);
    }
    for (const companyId of [...candidates.keys()].sort()) {
      for (const entry of (candidates.get(companyId) ?? []).sort(withinRound)) {
        const count = studentCounts.get(entry.studentId) ?? 0;
        const places = remaining.get(companyId) ?? 0;
        if (places > 0 && underInterviewMaximum(count, maxPerStudent)) {
          remaining.set(companyId, places - 1);
          studentCounts.set(entry.studentId, count + 1);
          placedCount.set(entry.studentId, (placedCount.get(entry.studentId) ?? 0) + 1);
          append(placed, companyId, entry);
          interviews.push({ studentId: entry.studentId, companyId });
        } else append(reserves, companyId, entry);
      }
    }
  }

  const companyPlans = [...companies]
    .sort((a, b) => compareNames(a.companyName, b.companyName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((company) => ({
      companyId: company.id,
      companyName: company.companyName,
      places: company.numberOfInterviews,
      held: heldPlaces.get(company.id) ?? 0,
      placed: placed.get(company.id) ?? [],
      reserves: (reserves.get(company.id) ?? []).sort(compareForPlaces),
    }));
  const heldByStudent = countBy(held, (interview) => interview.studentId);
  const studentPlans = students
    .filter((student) => student.selection !== null)
    .map((student) => ({
      studentId: student.id,
      name: displayName(student),
      indexNumber: student.indexNumber,
      held: heldByStudent.get(student.id) ?? 0,
      placed: placedCount.get(student.id) ?? 0,
    }))
    .sort((a, b) => compareNames(a.indexNumber, b.indexNumber) || (a.studentId < b.studentId ? -1 : 1));
  return { companies: companyPlans, students: studentPlans, interviews };
};
