import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { SelectionRecord } from '../../domain/selection.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import { findOwnStudent } from '../students/get-student.js';

/** A student reads the selection they submitted; null before the first submission (GET /student/selected-companies). */
export class GetOwnSelection {
  constructor(private readonly students: StudentRepository) {}

  execute(actor: Actor): TE.TaskEither<AppError, SelectionRecord | null> {
    return pipe(
      findOwnStudent(this.students, actor),
      TE.map((student) => student.selection),
    );
  }
}
