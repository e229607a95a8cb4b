import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { SelectionRecord } from '../../domain/selection.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findOwnStudent } from '../students/get-student.js';
import { must, useCase } from '../task.js';

/** A student reads the selection they submitted; null before the first submission (GET /student/selected-companies). */
export class GetOwnSelection extends Needs(['students']) {
  execute(actor: Actor): TaskEither<AppError, SelectionRecord | null> {
    return useCase(async () => (await must(findOwnStudent(this.deps.students, actor))).selection);
  }
}
