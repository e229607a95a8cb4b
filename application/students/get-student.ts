import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { StudentRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

export const ONLY_STUDENTS = 'Only a student can do this';

/** Refuses every caller but a student: the own-account actions are a student's alone. */
export const requireStudentActor = (actor: Actor): TE.TaskEither<AppError, Actor> =>
  actor.role === 'student' ? TE.right(actor) : TE.left(forbidden(ONLY_STUDENTS));

/** The signed-in student's own record: a caller of another role is Forbidden, a deleted account Unauthenticated. */
export const findOwnStudent = (students: StudentRepository, actor: Actor): TE.TaskEither<AppError, Student> =>
  pipe(
    requireStudentActor(actor),
    TE.chain(() => attempt(() => students.findById(actor.id))),
    TE.chain(required(accountGone())),
  );

/** The signed-in student's own account (GET /student/single); every own-account action starts here. */
export class GetStudent {
  constructor(private readonly students: StudentRepository) {}

  execute(actor: Actor): TE.TaskEither<AppError, Student> {
    return findOwnStudent(this.students, actor);
  }
}
