import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findStudent } from '../find-records.js';
import type { InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';

/**
 * Who may see a student's profile and picture: an administrator, the student, and a company, or
 * a coordinator of it, that has an interview with the student.
 */
export class StudentVisibility {
  static readonly needs = ['students', 'interviews', CompanyOfActor] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  /** The student, when it exists and the actor may see it. */
  find(actor: Actor, studentId: string): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await must(findStudent(this.students, studentId));
      await must(this.allow(actor, student.id));
      return student;
    });
  }

  private allow(actor: Actor, studentId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      if (actor.role === 'admin' || (actor.role === 'student' && actor.id === studentId)) return;
      if (actor.role === 'student') return refuse(forbidden(STUDENT_ACCOUNT_MESSAGES.otherStudent));
      const companyId = await must(this.companyOfActor.find(actor));
      const interview = await this.interviews.findByStudentAndCompany(studentId, companyId);
      if (!interview) return refuse(forbidden(STUDENT_ACCOUNT_MESSAGES.notInterviewing));
    });
  }
}
