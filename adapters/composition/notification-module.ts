import { ContainerModule } from 'inversify';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { CallNextOnQueueChange } from '../../application/notifications/call-next-on-queue-change.js';
import { CallNextStudents } from '../../application/notifications/call-next-students.js';
import { SendDueReminders } from '../../application/notifications/send-due-reminders.js';
import { SetStudentReminders } from '../../application/students/set-student-reminders.js';
import { bindersOf } from './bind-use-case.js';

/** "You're next", interview reminders, and the student's switch for their e-mails (docs/fair-operations.md). */
export const notificationModule = new ContainerModule(({ bind }) => {
  const { reaction, useCase } = bindersOf(bind);
  useCase(
    CallNextStudents,
    'interviews',
    'notifications',
    InterviewDetailsLoader,
    'events',
    'mailer',
    'clock',
    'settings',
  );
  useCase(SendDueReminders, 'interviews', 'notifications', InterviewDetailsLoader, 'mailer', 'settings', 'reminders');
  reaction(CallNextOnQueueChange, CallNextStudents);
  useCase(SetStudentReminders, 'students', 'events');
});
