import { CallNextOnQueueChange } from '../notifications/call-next-on-queue-change.js';
import { CallNextStudents } from '../notifications/call-next-students.js';
import { SendDueReminders } from '../notifications/send-due-reminders.js';
import { TellQueueMoves, TellQueueMovesOnChange } from '../queues/tell-queue-moves.js';
import { SetStudentMailSwitch } from '../students/set-student-mail-switch.js';

/**
 * "You're next", "your queue moved", interview reminders, and the student's switch for their
 * e-mails (docs/fair-operations.md).
 */
export const notificationArea = {
  useCases: [CallNextStudents, SendDueReminders, SetStudentMailSwitch, TellQueueMoves],
  reactions: [CallNextOnQueueChange, TellQueueMovesOnChange],
} as const;
