import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { imageMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import { acceptUpload, type UploadRule } from '../files/accept-upload.js';
import { GetStudent } from './get-student.js';
import { pointingTold, replaceStoredFile } from '../files/stored-files.js';
import { must, refuse, useCase } from '../task.js';

export const PICTURE_UPLOAD: UploadRule = {
  field: 'image',
  maxBytes: STUDENT_PICTURE_MAX_BYTES,
  detect: imageMediaType,
  missing: STUDENT_FILE_MESSAGES.pictureMissing,
  tooLarge: STUDENT_FILE_MESSAGES.pictureTooLarge,
  wrongType: UPLOAD_MESSAGES.imageNotPngOrJpeg,
};

/** A student sets a new profile picture (POST /student/upload-profile/). */
export class UploadStudentPicture extends Needs(['students', 'files', 'events', 'units'], { getStudent: GetStudent }) {
  execute(actor: Actor, bytes: Uint8Array | null): TaskEither<AppError, Student> {
    return useCase(async () => {
      const upload = acceptUpload(bytes, PICTURE_UPLOAD);
      if (E.isLeft(upload)) return refuse(upload.left);
      await must(this.deps.getStudent.execute(actor));
      await must(
        replaceStoredFile(
          this.deps.files,
          upload.right,
          pointingTold(
            this.deps.units,
            this.deps.events,
            (pictureKey) => this.deps.students.setPictureKey(actor.id, pictureKey),
            studentChanged(actor.id),
          ),
          accountGone(),
        ),
      );
      return must(this.deps.getStudent.execute(actor));
    });
  }
}
