import type { AdminAction } from '../../domain/audit.js';
import type { Student } from '../../domain/student.js';

/** What the audit log keeps of a student deleted: their name, index number and e-mail as they were. */
export const studentDeleted = (student: Student): AdminAction => ({
  action: 'student.deleted',
  targets: [student.id],
  summary: `Deleted student ${student.fullName} (${student.indexNumber}, ${student.email})`,
});
