import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { StudentVisibility } from './student-visibility.js';

/** Someone looks at a student's profile (GET /student/single-info?id=), if they may see it. */
export class GetStudentInfo {
  static readonly needs = [StudentVisibility] as const;

  constructor(private readonly visibility: StudentVisibility) {}

  execute(actor: Actor, studentId: string): TaskEither<AppError, Student> {
    return this.visibility.find(actor, studentId);
  }
}
