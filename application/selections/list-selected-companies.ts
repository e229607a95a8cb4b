import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { allocationEntries, sortForCompanySelect, type AllocationEntry } from '../../domain/allocation.js';
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

/**
 * Every student's selected companies, one row per entry, in the admin's company-select order
 * (company name, interest match, priority, submission time). An administrator sees every row;
 * a coordinator only the rows of its own company.
 */
export class ListSelectedCompanies extends Needs(['students', 'companies', 'interviews'], {
  details: InterviewDetailsLoader,
  companyOfActor: CompanyOfActor,
}) {
  execute(actor: Actor): TaskEither<AppError, SelectedCompanyRow[]> {
    return useCase(async () => {
      const companyId = actor.role === 'admin' ? null : await must(this.deps.companyOfActor.find(actor));
      return this.rows(companyId);
    });
  }

  /** The rows of one company, or of all when `companyId` is null. */
  private async rows(companyId: string | null): Promise<SelectedCompanyRow[]> {
    const [students, interviews] = await Promise.all([
      this.deps.students.listWithSelection(),
      this.deps.interviews.list(companyId === null ? {} : { companyId }),
    ]);
    const companyIds = new Set(
      students.flatMap((s) => s.selection?.selectedCompaniesbyStudent ?? []).map((e) => e.companyId),
    );
    const companies = await this.deps.companies.findByIds([...companyIds]);
    const entries = sortForCompanySelect(allocationEntries(students, companies)).filter(
      (entry) => companyId === null || entry.companyId === companyId,
    );
    const listed = new Set(entries.map((entry) => pairKey(entry.studentId, entry.companyId)));
    const ofRows = interviews.filter((interview) => listed.has(pairKey(interview.studentId, interview.companyId)));
    return selectedCompanyRows(entries, students, await must(this.deps.details.load(ofRows)));
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
