import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { StudentRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';

export const ONLY_STUDENTS = 'Only a student can do this';

/** Refuses every caller but a student: the own-account actions are a student's alone. */
export const requireStudentActor = (actor: Actor): TaskEither<AppError, Actor> =>
  useCase(async () => (actor.role === 'student' ? actor : refuse(forbidden(ONLY_STUDENTS))));

/** The signed-in student's own record: a caller of another role is Forbidden, a deleted account Unauthenticated. */
export const findOwnStudent = (students: StudentRepository, actor: Actor): TaskEither<AppError, Student> =>
  useCase(async () => {
    await must(requireStudentActor(actor));
    return (await students.findById(actor.id)) ?? refuse(accountGone());
  });

/** The signed-in student's own account (GET /student/single); every own-account action starts here. */
export class GetStudent extends Needs(['students']) {
  execute(actor: Actor): TaskEither<AppError, Student> {
    return findOwnStudent(this.deps.students, actor);
  }
}
