import { ContainerModule } from 'inversify';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { CallNextOnQueueChange } from '../../application/notifications/call-next-on-queue-change.js';
import { CallNextStudents } from '../../application/notifications/call-next-students.js';
import { SendDueReminders } from '../../application/notifications/send-due-reminders.js';
import { SetStudentReminders } from '../../application/students/set-student-reminders.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS, REACTIONS } from './tokens.js';

/** "You're next", interview reminders, and the student's switch for their e-mails (docs/fair-operations.md). */
export const notificationModule = new ContainerModule(({ bind }) => {
  const { clock, events, interviews, mailer, notifications, reminders, settings, students } = PORTS;
  bindUseCase(bind, CallNextStudents, [
    interviews,
    notifications,
    InterviewDetailsLoader,
    events,
    mailer,
    clock,
    settings,
  ]);
  bindUseCase(bind, SendDueReminders, [interviews, notifications, InterviewDetailsLoader, mailer, settings, reminders]);
  bind(REACTIONS).toResolvedValue(
    (callNext: CallNextStudents) => new CallNextOnQueueChange(callNext),
    [CallNextStudents],
  );
  bindUseCase(bind, SetStudentReminders, [students, events]);
});
