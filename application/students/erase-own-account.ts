import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AdminAction } from '../../domain/audit.js';
import { STUDENT_DATA_MESSAGES } from '../../domain/student-data.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, validation } from '../errors.js';
import { accountGone } from '../find-records.js';
import { refuse, useCase } from '../task.js';
import { type ErasedFiles, StudentEraser } from './student-eraser.js';

/** What the audit log keeps of a student erasing their account: that it happened, and nothing that names them. */
export const studentErased = ({ studentId, files }: { studentId: string; files: ErasedFiles }): AdminAction => ({
  action: 'student.erased',
  targets: [studentId],
  summary: `A student deleted their own account and data (${files.cvs} CVs, ${files.pictures} pictures)`,
  everyRole: true,
});

/**
 * A student deletes their own account and data (POST /student/erase), confirming with their
 * password: a wrong one is refused and nothing changes. Erased by the one rule (StudentEraser); the
 * session ends with the account.
 */
export class EraseOwnAccount extends Needs(['students', 'passwords'], { eraser: StudentEraser }) {
  static readonly audit = studentErased;

  execute(actor: Actor, password: string): TaskEither<AppError, { studentId: string; files: ErasedFiles }> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden());
      if (password === '') {
        return refuse(validation([{ field: 'password', message: STUDENT_DATA_MESSAGES.passwordRequired }]));
      }
      const student = await this.deps.students.findById(actor.id);
      if (student === null) return refuse(accountGone());
      if (!(await this.deps.passwords.verify(student.passwordHash, password))) {
        return refuse(validation([{ field: 'password', message: STUDENT_DATA_MESSAGES.wrongPassword }]));
      }
      return { studentId: student.id, files: await this.deps.eraser.erase(student) };
    });
  }
}
