import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, notFound } from '../errors.js';
import type {
  CompanyRepository,
  InterviewRepository,
  PanelRepository,
  StudentRepository,
} from '../ports/persistence.js';
import { attempt } from '../task.js';

export const NO_COMPANY_OR_STUDENT = 'No company or student with this id';

/**
 * GET /panel/all?id=: by a company's id, that company's panels in creation order (panel names are
 * not private, so any signed-in role may read them); by a student's id, the panels that student's
 * interviews are assigned to, in interview order, for that student and administrators only.
 */
export class ListPanels {
  constructor(
    private readonly panels: PanelRepository,
    private readonly companies: CompanyRepository,
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
  ) {}

  execute(actor: Actor, id: string): TE.TaskEither<AppError, readonly Panel[]> {
    return pipe(
      attempt(() => this.companies.findById(id)),
      TE.chain((company) =>
        company ? attempt(() => this.panels.listByCompany(company.id)) : this.panelsOfStudent(actor, id),
      ),
    );
  }

  private panelsOfStudent(actor: Actor, studentId: string): TE.TaskEither<AppError, readonly Panel[]> {
    return pipe(
      attempt(() => this.students.findById(studentId)),
      TE.chain((student) => (student ? this.mayRead(actor, student) : TE.left(notFound(NO_COMPANY_OR_STUDENT)))),
      TE.chain(() => attempt(() => this.interviews.list({ studentId }))),
      TE.chain((interviews) =>
        attempt(() =>
          this.panels.findByIds(
            interviews.flatMap((interview) => (interview.panelId === null ? [] : [interview.panelId])),
          ),
        ),
      ),
    );
  }

  private mayRead(actor: Actor, student: Student): TE.TaskEither<AppError, Student> {
    return actor.role === 'admin' || (actor.role === 'student' && actor.id === student.id)
      ? TE.right(student)
      : TE.left(forbidden("Only the student and administrators can read a student's panels"));
  }
}
