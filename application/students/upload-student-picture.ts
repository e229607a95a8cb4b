import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
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
import { GetStudent } from './get-student.js';
import { replaceStoredFile } from '../files/stored-files.js';
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
export class UploadStudentPicture {
  static readonly needs = ['students', 'files', GetStudent, 'events'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly files: FileStorage,
    private readonly getStudent: GetStudent,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, bytes: Uint8Array | null): TaskEither<AppError, Student> {
    return useCase(async () => {
      const upload = acceptUpload(bytes, PICTURE_UPLOAD);
      if (E.isLeft(upload)) return refuse(upload.left);
      await must(this.getStudent.execute(actor));
      await must(
        replaceStoredFile(
          this.files,
          upload.right,
          (pictureKey) => this.students.setPictureKey(actor.id, pictureKey),
          accountGone(),
        ),
      );
      await must(announce(this.events, studentChanged(actor.id)));
      return must(this.getStudent.execute(actor));
    });
  }
}
