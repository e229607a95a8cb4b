import { Needs } from '../needs.js';
import { studentFileKeys } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { deleteInterviewsTelling } from '../interviews/delete-interviews.js';
import { announceDeleted } from '../sessions/account-power.js';

/** The interviews still to come or under way: an erased student's are deleted, their places freed. */
const OPEN_STATUSES = ['selected', 'assigned', 'ongoing'] as const;

/** What erasing a student removed: how many files of each kind. */
export interface ErasedFiles {
  readonly cvs: number;
  readonly pictures: number;
}

/**
 * The one rule of what erasing a student removes (docs/students.md, "Your data"), whoever erases
 * them: an administrator deleting the student, the student deleting their own account, or the
 * retention purge. Their interviews still to come or under way are deleted (each told of, so the
 * place frees); those held, missed or cancelled stay under an id that no longer names anyone, so the
 * fair's figures still count them and no list or export shows them; their assessments keep the
 * rating and next step without the notes; their CV downloads stay counted for the companies under no
 * one; their strikes, one-time secrets, push devices, record and sessions go, all in one unit of
 * work; their files last, once no record points at them. Their copies in past fairs go the same way.
 */
export class StudentEraser extends Needs([
  'students',
  'interviews',
  'secrets',
  'files',
  'events',
  'assessments',
  'cvDownloads',
  'pushSubscriptions',
  'strikes',
  'units',
  'fairs',
  'fairArchive',
]) {
  async erase(student: Student): Promise<ErasedFiles> {
    // The past fairs first: should one fail, the student is still there to be erased again.
    await this.eraseFromPastFairs(student.id);
    await this.deps.units.allOrNothing(() => this.eraseRecords(student));
    // The account is gone whatever happens here: a file that cannot be removed is only wasted space.
    await Promise.allSettled(studentFileKeys(student).map((key) => this.deps.files.delete(key)));
    return {
      cvs: (student.cvKey === null ? 0 : 1) + Object.keys(student.companyCvKeys).length,
      pictures: student.pictureKey === null ? 0 : 1,
    };
  }

  /**
   * The student's copies in every past fair (docs/fairs.md): their record, their assessments' notes,
   * their CV downloads and strikes; their interviews stay, under an id that no longer names anyone.
   */
  private async eraseFromPastFairs(studentId: string): Promise<void> {
    for (const fair of await this.deps.fairs.list()) {
      if (fair.current) continue;
      const past = await this.deps.fairArchive.recordsOf(fair.id);
      await past.assessments.clearNotesOfStudent(studentId);
      await past.cvDownloads.forgetStudent(studentId);
      await past.strikes.deleteByStudent(studentId);
      await past.students.delete(studentId);
    }
  }

  /** Every record that names the student, in one unit: a failure midway leaves the student as they were. */
  private async eraseRecords(student: Student): Promise<void> {
    await deleteInterviewsTelling(this.deps, {
      studentId: student.id,
      status: OPEN_STATUSES,
    });
    await this.deps.assessments.clearNotesOfStudent(student.id);
    await this.deps.cvDownloads.forgetStudent(student.id);
    await this.deps.strikes.deleteByStudent(student.id);
    await this.deps.secrets.deleteAllFor(student.id);
    for (const device of await this.deps.pushSubscriptions.listByStudents([student.id])) {
      await this.deps.pushSubscriptions.remove(student.id, device.endpoint);
    }
    await this.deps.students.delete(student.id);
    await announceDeleted(this.deps.events, 'student', [student.id]);
  }
}
