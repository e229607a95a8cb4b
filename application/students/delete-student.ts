import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findStudent } from '../find-records.js';
import { must, useCase } from '../task.js';
import { studentDeleted } from './student-audit.js';
import { StudentEraser } from './student-eraser.js';

/**
 * An administrator deletes a student (DELETE /student/delete/{id}): erased by the one rule of what
 * erasing a student removes (StudentEraser), as when a student deletes their own account. The
 * companies the selection listed count one student fewer at once, since slotsFilled is counted from
 * the selections. Answers the student as it was, which the audit log names.
 */
export class DeleteStudent extends Needs(['students'], { eraser: StudentEraser }) {
  static readonly audit = studentDeleted;

  execute(_actor: Actor, id: string): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await must(findStudent(this.deps.students, id));
      await this.deps.eraser.erase(student);
      return student;
    });
  }
}
