import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, notFound } from '../errors.js';
import { type Refusal, refuse, useCase } from '../task.js';

export const NO_COMPANY_OR_STUDENT = 'No company or student with this id';

/**
 * GET /panel/all?id=: by a company's id, that company's panels in creation order (panel names are
 * not private, so any signed-in role may read them); by a student's id, the panels that student's
 * interviews are assigned to, in interview order, for that student and administrators only.
 */
export class ListPanels extends Needs(['panels', 'companies', 'students', 'interviews']) {
  execute(actor: Actor, id: string): TaskEither<AppError, readonly Panel[]> {
    return useCase(async () => {
      const [company] = await this.deps.companies.findProfilesByIds([id]);
      return company ? this.deps.panels.listByCompany(company.id) : this.panelsOfStudent(actor, id);
    });
  }

  private async panelsOfStudent(actor: Actor, studentId: string): Promise<readonly Panel[] | Refusal> {
    const student = await this.deps.students.findById(studentId);
    if (!student) return refuse(notFound(NO_COMPANY_OR_STUDENT));
    if (!this.mayRead(actor, student))
      return refuse(forbidden("Only the student and administrators can read a student's panels"));
    const interviews = await this.deps.interviews.list({ studentId });
    return this.deps.panels.findByIds(
      interviews.flatMap((interview) => (interview.panelId === null ? [] : [interview.panelId])),
    );
  }

  private mayRead(actor: Actor, student: Student): boolean {
    return actor.role === 'admin' || (actor.role === 'student' && actor.id === student.id);
  }
}
