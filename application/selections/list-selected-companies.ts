import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  allocationEntries,
  compareCompanyNames,
  sortForCompanySelect,
  type AllocationEntry,
  type AllocationStudent,
} from '../../domain/allocation.js';
import type { Company } from '../../domain/company.js';
import type { SelectionEntry } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { type InterviewDetails, InterviewDetailsLoader } from '../interviews/interview-details.js';
import { must, useCase } from '../task.js';

/** One entry of one student's selection, as the admin's company-select screen lists it. */
export interface SelectedCompanyRow {
  readonly student: Student;
  readonly entry: SelectionEntry;
  readonly interestMatch: boolean;
  readonly submittedAt: Date | null;
  readonly interestedArea: string;
  /** The interview already created for this student and company, if any. */
  readonly interview: InterviewDetails | null;
}

const pairKey = (studentId: string, companyId: string): string => `${studentId}:${companyId}`;

/** The whole list is read for this many entries at a time, within one block of companies. */
export const WHOLE_LIST_PIECE = 500;

/** Companies the screen lists as one block (same name), in its order. */
export const nameBlocks = (companies: readonly Company[]): Company[][] => {
  const sorted = [...companies].sort((a, b) => compareCompanyNames(a.companyName, b.companyName));
  const blocks: Company[][] = [];
  for (const company of sorted) {
    const last = blocks.at(-1);
    if (last !== undefined && compareCompanyNames(last[0]!.companyName, company.companyName) === 0) last.push(company);
    else blocks.push([company]);
  }
  return blocks;
};

/** The students' entries for these companies, in the screen's order; those of other companies are not made. */
export const entriesFor = (
  students: readonly AllocationStudent[],
  companies: readonly Company[],
): AllocationEntry[] => {
  const listed = new Set(companies.map((company) => company.id));
  const narrowed = students.map((student) =>
    student.selection === null
      ? student
      : {
          ...student,
          selection: {
            ...student.selection,
            selectedCompaniesbyStudent: student.selection.selectedCompaniesbyStudent.filter((entry) =>
              listed.has(entry.companyId),
            ),
          },
        },
  );
  return sortForCompanySelect(allocationEntries(narrowed, companies));
};

const instantOf = (date: Date | null): number => (date === null ? Number.NEGATIVE_INFINITY : date.getTime());

/** In submission order, as the stores sort it (none first), then by id: the order equal entries keep. */
const bySubmission = (a: AllocationStudent, b: AllocationStudent): number =>
  instantOf(a.selection?.submittedAt ?? null) - instantOf(b.selection?.submittedAt ?? null) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every student's selected companies, one row per entry, in the admin's company-select order
 * (company name, interest match, priority, submission time). An administrator sees every row;
 * a coordinator only the rows of its own company. The rows are given as they are read: one block of
 * companies of one name at a time, its entries from the names and selections of the students
 * selecting them, `piece` rows at a time made whole; on a fair of any size the list is never held whole.
 */
export class ListSelectedCompanies extends Needs(['students', 'companies', 'interviews'], {
  details: InterviewDetailsLoader,
  companyOfActor: CompanyOfActor,
}) {
  execute(actor: Actor, piece = WHOLE_LIST_PIECE): TaskEither<AppError, AsyncIterable<SelectedCompanyRow>> {
    return useCase(async () => {
      const companyId = actor.role === 'admin' ? null : await must(this.deps.companyOfActor.find(actor));
      const companies = await this.deps.companies.list();
      return this.rows(companyId === null ? companies : companies.filter((company) => company.id === companyId), piece);
    });
  }

  private async *rows(companies: readonly Company[], piece: number): AsyncIterable<SelectedCompanyRow> {
    for (const block of nameBlocks(companies)) {
      const selecting = await this.deps.students.listSelecting(block.map((company) => company.id));
      const entries = entriesFor([...selecting].sort(bySubmission), block);
      for (let from = 0; from < entries.length; from += piece) {
        const part = entries.slice(from, from + piece);
        const [students, interviews] = await Promise.all([
          this.deps.students.findByIds([...new Set(part.map((entry) => entry.studentId))]),
          this.deps.interviews.findByStudentsAndCompanies(part),
        ]);
        yield* selectedCompanyRows(part, students, await must(this.deps.details.load(interviews)));
      }
    }
  }
}

/** The rows of Company Select: each entry with its student, as stored, and the interview made from it, if any. */
export const selectedCompanyRows = (
  entries: readonly AllocationEntry[],
  students: readonly Student[],
  interviews: readonly InterviewDetails[],
): SelectedCompanyRow[] => {
  const studentById = new Map(students.map((student) => [student.id, student]));
  const interviewByPair = new Map(
    interviews.map((details) => [pairKey(details.interview.studentId, details.interview.companyId), details]),
  );
  return entries.flatMap((entry) => {
    const student = studentById.get(entry.studentId);
    const stored = student?.selection?.selectedCompaniesbyStudent.find((item) => item.companyId === entry.companyId);
    if (!student || !stored) return [];
    return [
      {
        student,
        entry: { ...stored, companyName: entry.companyName },
        interestMatch: entry.interestMatch,
        submittedAt: entry.submittedAt,
        interestedArea: entry.interestedArea,
        interview: interviewByPair.get(pairKey(entry.studentId, entry.companyId)) ?? null,
      },
    ];
  });
};
