import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { imageMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import { accountGone } from '../find-records.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { StudentRepository } from '../ports/persistence.js';
import { acceptUpload, type UploadRule } from '../files/accept-upload.js';
import type { GetStudent } from './get-student.js';
import { replaceStoredFile } from '../files/stored-files.js';

export const PICTURE_UPLOAD: UploadRule = {
  field: 'image',
  maxBytes: STUDENT_PICTURE_MAX_BYTES,
  detect: imageMediaType,
  missing: STUDENT_FILE_MESSAGES.pictureMissing,
  tooLarge: STUDENT_FILE_MESSAGES.pictureTooLarge,
  wrongType: UPLOAD_MESSAGES.imageNotPngOrJpeg,
};

/** A student sets a new profile picture (POST /student/upload-profile/). */
export class UploadStudentPicture {
  constructor(
    private readonly students: StudentRepository,
    private readonly files: FileStorage,
    private readonly getStudent: GetStudent,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, bytes: Uint8Array | null): TE.TaskEither<AppError, Student> {
    return pipe(
      TE.fromEither(acceptUpload(bytes, PICTURE_UPLOAD)),
      TE.chainFirst(() => this.getStudent.execute(actor)),
      TE.chain((upload) =>
        replaceStoredFile(
          this.files,
          upload,
          (pictureKey) => this.students.setPictureKey(actor.id, pictureKey),
          accountGone(),
        ),
      ),
      TE.chain(() => announce(this.events, studentChanged(actor.id))),
      TE.chain(() => this.getStudent.execute(actor)),
    );
  }
}
