import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { studentFileKeys } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findStudent } from '../find-records.js';
import { deleteInterviewsTelling } from '../interviews/delete-interviews.js';
import { announceDeleted } from '../sessions/account-power.js';
import { must, useCase } from '../task.js';
import { studentDeleted } from './student-audit.js';

/**
 * An administrator deletes a student with everything that hangs on it (DELETE /student/delete/{id}).
 * What refers to the student and the record itself go in one unit of work (each interview told of
 * once the unit ends), so a failure midway leaves the student as it was, and its sessions end with
 * it; the files go last, once no record points at them. The companies the selection listed count
 * one student fewer at once, since slotsFilled is counted from the selections. Answers the student
 * as it was, which the audit log names.
 */
export class DeleteStudent extends Needs([
  'students',
  'interviews',
  'secrets',
  'files',
  'events',
  'assessments',
  'units',
  'strikes',
]) {
  static readonly audit = studentDeleted;

  execute(_actor: Actor, id: string): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await must(findStudent(this.deps.students, id));
      await this.deps.units.allOrNothing(() => this.deleteRecords(student));
      await this.deleteFiles(student);
      return student;
    });
  }

  private async deleteRecords(student: Student): Promise<void> {
    await deleteInterviewsTelling(this.deps.interviews, this.deps.events, { studentId: student.id });
    await this.deps.assessments.deleteByStudent(student.id);
    await this.deps.strikes.deleteByStudent(student.id);
    await this.deps.secrets.deleteAllFor(student.id);
    await this.deps.students.delete(student.id);
    await announceDeleted(this.deps.events, 'student', [student.id]);
  }

  // The account is gone whatever happens here: a file that cannot be removed is only wasted space.
  private async deleteFiles(student: Student): Promise<void> {
    await Promise.allSettled(studentFileKeys(student).map((key) => this.deps.files.delete(key)));
  }
}
