import { CallNextOnQueueChange } from '../notifications/call-next-on-queue-change.js';
import { CallNextStudents } from '../notifications/call-next-students.js';
import { SendDueReminders } from '../notifications/send-due-reminders.js';
import { SetStudentMailSwitch } from '../students/set-student-mail-switch.js';

/** "You're next", interview reminders, and the student's switches for their e-mails (docs/fair-operations.md). */
export const notificationArea = {
  useCases: [CallNextStudents, SendDueReminders, SetStudentMailSwitch],
  reactions: [CallNextOnQueueChange],
} as const;
