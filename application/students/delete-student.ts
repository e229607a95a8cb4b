import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { studentFileKeys } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findStudent } from '../find-records.js';
import { deleteInterviewsTelling } from '../interviews/delete-interviews.js';
import type { EventFeed } from '../ports/events.js';
import type { FileStorage } from '../ports/file-storage.js';
import type {
  AssessmentRepository,
  InterviewRepository,
  OneTimeSecretRepository,
  StudentRepository,
} from '../ports/persistence.js';
import { announceDeleted } from '../sessions/account-power.js';
import { must, useCase } from '../task.js';
import { studentDeleted } from './student-audit.js';

/**
 * An administrator deletes a student with everything that hangs on it (DELETE /student/delete/{id}).
 * What refers to the student goes first (each interview told of as it goes) and the record itself
 * next, so a failure midway leaves a student that a second try deletes, and its sessions end with
 * it; the files go last, once no record points at them. The companies the selection listed count
 * one student fewer at once, since slotsFilled is counted from the selections. Answers the student
 * as it was, which the audit log names.
 */
export class DeleteStudent {
  static readonly needs = ['students', 'interviews', 'secrets', 'files', 'events', 'assessments'] as const;
  static readonly audit = studentDeleted;

  constructor(
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly files: FileStorage,
    private readonly events: EventFeed,
    private readonly assessments: AssessmentRepository,
  ) {}

  execute(_actor: Actor, id: string): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await must(findStudent(this.students, id));
      await this.deleteRecords(student);
      await this.deleteFiles(student);
      return student;
    });
  }

  private async deleteRecords(student: Student): Promise<void> {
    await deleteInterviewsTelling(this.interviews, this.events, { studentId: student.id });
    await this.assessments.deleteByStudent(student.id);
    await this.secrets.deleteAllFor(student.id);
    await this.students.delete(student.id);
    await announceDeleted(this.events, 'student', [student.id]);
  }

  // The account is gone whatever happens here: a file that cannot be removed is only wasted space.
  private async deleteFiles(student: Student): Promise<void> {
    await Promise.allSettled(studentFileKeys(student).map((key) => this.files.delete(key)));
  }
}
