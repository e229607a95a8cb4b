import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Student } from '../../domain/student.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findStudent } from '../find-records.js';
import type { InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';

/**
 * Who may see a student's profile and picture: an administrator, the student, and a company, or
 * a coordinator of it, that has an interview with the student.
 */
export class StudentVisibility {
  constructor(
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  /** The student, when it exists and the actor may see it. */
  find(actor: Actor, studentId: string): TE.TaskEither<AppError, Student> {
    return pipe(
      findStudent(this.students, studentId),
      TE.chainFirst((student) => this.allow(actor, student.id)),
    );
  }

  private allow(actor: Actor, studentId: string): TE.TaskEither<AppError, void> {
    if (actor.role === 'admin' || (actor.role === 'student' && actor.id === studentId)) return TE.right(undefined);
    if (actor.role === 'student') return TE.left(forbidden(STUDENT_ACCOUNT_MESSAGES.otherStudent));
    return pipe(
      this.companyOfActor.find(actor),
      TE.chain((companyId) => attempt(() => this.interviews.findByStudentAndCompany(studentId, companyId))),
      TE.chain((interview) =>
        interview ? TE.right(undefined) : TE.left(forbidden(STUDENT_ACCOUNT_MESSAGES.notInterviewing)),
      ),
    );
  }
}
