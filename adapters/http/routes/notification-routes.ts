import { z } from 'zod';
import { SetStudentMailSwitch } from '../../../application/students/set-student-mail-switch.js';
import { mailSwitchRoute } from './mail-switch-route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const NOTIFICATION_USE_CASES = {
  setStudentMailSwitch: SetStudentMailSwitch,
};
export type NotificationUseCases = UseCasesOf<typeof NOTIFICATION_USE_CASES>;

const remindersBody = z
  .strictObject({
    remindersOff: z.boolean().describe('true: no interview e-mails (reminders and "you\'re next"); false: both'),
  })
  .meta({ id: 'ReminderChoice', description: "A student's choice of interview e-mails" });

export const REMINDERS_ON = 'Interview e-mails are on';
export const REMINDERS_OFF = 'Interview e-mails are off';

const setStudentReminders = mailSwitchRoute({
  mail: 'remindersOff',
  path: '/student/reminders',
  summary: 'Turn the signed-in student\'s interview e-mails (reminders and "you\'re next") off or on',
  operationId: 'setStudentReminders',
  body: remindersBody,
  on: REMINDERS_ON,
  off: REMINDERS_OFF,
});

export const notificationRoutes = routeArea(NOTIFICATION_USE_CASES, [setStudentReminders]);
