import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company, CompanyProfile } from '../../domain/company.js';
import type { Interview } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/**
 * An interview with the student, company and panel it refers to, as the fair-day lists show it:
 * the company as recorded, without its slotsFilled.
 */
export interface ListedInterview {
  readonly interview: Interview;
  readonly student: Student;
  readonly company: CompanyProfile;
  readonly panel: Panel | null;
}

/** An interview with everything it refers to, the company's slotsFilled counted: as one interview's answer shows it. */
export interface InterviewDetails extends ListedInterview {
  readonly company: Company;
}

/** Loads the people and panels of many interviews in three queries, whatever the list's length. */
export class InterviewDetailsLoader extends Needs(['students', 'companies', 'panels']) {
  /** With each company's slotsFilled counted from the selections. */
  load(interviews: readonly Interview[]): TaskEither<AppError, InterviewDetails[]> {
    return this.join(interviews, (ids) => this.deps.companies.findByIds(ids));
  }

  /** For lists, which never show slotsFilled: nothing is counted. */
  list(interviews: readonly Interview[]): TaskEither<AppError, ListedInterview[]> {
    return this.join(interviews, (ids) => this.deps.companies.findProfilesByIds(ids));
  }

  private join<C extends CompanyProfile>(
    interviews: readonly Interview[],
    findCompanies: (ids: readonly string[]) => Promise<readonly C[]>,
  ): TaskEither<AppError, (ListedInterview & { readonly company: C })[]> {
    return useCase(async () => {
      const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
      const [students, companies, panels] = await Promise.all([
        this.deps.students.findByIds(unique(interviews.map((i) => i.studentId))),
        findCompanies(unique(interviews.map((i) => i.companyId))),
        this.deps.panels.findByIds(unique(interviews.map((i) => i.panelId))),
      ]);
      const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
      const studentById = byId(students);
      const companyById = byId(companies);
      const panelById = byId(panels);
      return interviews.flatMap((interview) => {
        const student = studentById.get(interview.studentId);
        const company = companyById.get(interview.companyId);
        // An interview whose student or company was deleted a moment ago is no longer shown.
        if (!student || !company) return [];
        const panel = interview.panelId ? (panelById.get(interview.panelId) ?? null) : null;
        return [{ interview, student, company, panel }];
      });
    });
  }
}
