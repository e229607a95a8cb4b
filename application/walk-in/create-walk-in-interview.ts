import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { newInterview } from '../../domain/interview.js';
import { canJoinWalkIn, WALK_IN_MESSAGES } from '../../domain/walk-in.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict, forbidden } from '../errors.js';
import { findCompany } from '../find-records.js';
import type { InterviewDetails } from '../interviews/interview-details.js';
import { interviewEvent } from '../interviews/interview-event.js';
import { findOwnStudent } from '../students/get-student.js';
import { must, refuse, unique, useCase } from '../task.js';

export const ALREADY_INTERVIEWING = 'You already have an interview with this company';
export const ONLY_STUDENTS_WALK_IN = 'Only a student can join walk-in interviews';

/**
 * A student joins a company's walk-in interviews ("Assign As Walk-In Interview"): only while they
 * are open, and never beside an interview the student already has with that company. The new
 * interview starts as selected, without a panel or a place in the queue, like one an admin creates.
 */
export class CreateWalkInInterview extends Needs(['students', 'companies', 'interviews', 'ids', 'clock', 'events', 'units']) {
  execute(actor: Actor, companyId: string): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden(ONLY_STUDENTS_WALK_IN));
      const student = await must(findOwnStudent(this.deps.students, actor));
      const company = await must(findCompany(this.deps.companies, companyId));
      if (!canJoinWalkIn(company)) return refuse(conflict(WALK_IN_MESSAGES.closed));
      if ((await this.deps.interviews.findByStudentAndCompany(student.id, companyId)) !== null)
        return refuse(conflict(ALREADY_INTERVIEWING));
      const interview = newInterview({
        id: this.deps.ids.next(),
        studentId: student.id,
        companyId: company.id,
        createdAt: this.deps.clock.now(),
        walkIn: true,
      });
      // The (student, company) unique index settles two requests racing past the check above.
      await this.deps.units.allOrNothing(async () => {
        await unique(() => this.deps.interviews.add(interview), { 'studentId,companyId': ALREADY_INTERVIEWING });
        await must(announce(this.deps.events, interviewEvent('interview.created', interview)));
      });
      return { interview, student, company, panel: null };
    });
  }
}
