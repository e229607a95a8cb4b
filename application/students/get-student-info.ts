import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { StudentVisibility } from './student-visibility.js';

/** Someone looks at a student's profile (GET /student/single-info?id=), if they may see it. */
export class GetStudentInfo extends Needs([], { visibility: StudentVisibility }) {
  execute(actor: Actor, studentId: string): TaskEither<AppError, Student> {
    return this.deps.visibility.find(actor, studentId);
  }
}
