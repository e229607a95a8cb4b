import { CallNextOnQueueChange } from '../notifications/call-next-on-queue-change.js';
import { CallNextStudents } from '../notifications/call-next-students.js';
import { SendDueReminders } from '../notifications/send-due-reminders.js';
import { SetStudentReminders } from '../students/set-student-reminders.js';

/** "You're next", interview reminders, and the student's switch for their e-mails (docs/fair-operations.md). */
export const notificationArea = {
  useCases: [CallNextStudents, SendDueReminders, SetStudentReminders],
  reactions: [CallNextOnQueueChange],
} as const;
