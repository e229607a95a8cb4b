import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findStudent } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';

/**
 * Who may see a student's profile and picture: an administrator, the student, and a company, or
 * a coordinator of it, that has an interview with the student.
 */
export class StudentVisibility extends Needs(['students', 'interviews'], { companyOfActor: CompanyOfActor }) {
  /** The student, when it exists and the actor may see it. */
  find(actor: Actor, studentId: string): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await must(findStudent(this.deps.students, studentId));
      await must(this.allow(actor, student.id));
      return student;
    });
  }

  private allow(actor: Actor, studentId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      if (actor.role === 'admin' || (actor.role === 'student' && actor.id === studentId)) return;
      if (actor.role === 'student') return refuse(forbidden(STUDENT_ACCOUNT_MESSAGES.otherStudent));
      const companyId = await must(this.deps.companyOfActor.find(actor));
      const interview = await this.deps.interviews.findByStudentAndCompany(studentId, companyId);
      if (!interview) return refuse(forbidden(STUDENT_ACCOUNT_MESSAGES.notInterviewing));
    });
  }
}
