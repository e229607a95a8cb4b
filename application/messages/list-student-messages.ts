import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairMessage } from '../../domain/fair-message.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { refuse, useCase } from '../task.js';

/** How many of a student's messages their Messages page shows, newest first. */
export const STUDENT_MESSAGES_SHOWN = 50;

/** A student reads the messages sent to them, newest first (GET /student/messages). */
export class ListStudentMessages extends Needs(['messages']) {
  execute(actor: Actor): TaskEither<AppError, readonly FairMessage[]> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden('Only a student reads their messages'));
      return this.deps.messages.listForStudent(actor.id, STUDENT_MESSAGES_SHOWN);
    });
  }
}
