import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { StudentRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

/** The signed-in student's own account (GET /student/single); every own-account action starts here. */
export class GetStudent {
  constructor(private readonly students: StudentRepository) {}

  execute(actor: Actor): TE.TaskEither<AppError, Student> {
    return pipe(
      attempt(() => this.students.findById(actor.id)),
      TE.chain(required(accountGone())),
    );
  }
}
