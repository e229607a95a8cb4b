import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { StoredFile } from '../ports/file-storage.js';
import { storedFile } from '../files/stored-files.js';
import { must, useCase } from '../task.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';
import { StudentVisibility } from './student-visibility.js';

/** Someone who may see a student fetches the student's profile picture (GET /student/get-profile-img?id=). */
export class GetStudentPicture extends Needs(['files'], { visibility: StudentVisibility }) {
  execute(actor: Actor, studentId: string): TaskEither<AppError, StoredFile> {
    return useCase(async () => {
      const student = await must(this.deps.visibility.find(actor, studentId));
      return must(storedFile(this.deps.files, student.pictureKey, STUDENT_ACCOUNT_MESSAGES.noPicture));
    });
  }
}
