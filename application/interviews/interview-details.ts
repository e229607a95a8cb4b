import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import type { Interview } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, PanelRepository, StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/** An interview with the student, company and panel it refers to, as every interview list shows it. */
export interface InterviewDetails {
  readonly interview: Interview;
  readonly student: Student;
  readonly company: Company;
  readonly panel: Panel | null;
}

/** Loads the people and panels of many interviews in three queries, whatever the list's length. */
export class InterviewDetailsLoader {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly panels: PanelRepository,
  ) {}

  load(interviews: readonly Interview[]): TaskEither<AppError, InterviewDetails[]> {
    return attempt(async () => {
      const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
      const [students, companies, panels] = await Promise.all([
        this.students.findByIds(unique(interviews.map((i) => i.studentId))),
        this.companies.findByIds(unique(interviews.map((i) => i.companyId))),
        this.panels.findByIds(unique(interviews.map((i) => i.panelId))),
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
