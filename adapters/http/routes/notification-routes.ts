import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { SetStudentMailSwitch } from '../../../application/students/set-student-mail-switch.js';
import { StudentSchema, studentJson } from '../presenters/student-json.js';
import { parseInputTE } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
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

const setStudentReminders = (useCases: NotificationUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/reminders',
    summary: 'Turn the signed-in student\'s interview e-mails (reminders and "you\'re next") off or on',
    access: ['student'],
    operationId: 'setStudentReminders',
    tags: ['students'],
    request: { body: remindersBody },
    response: StudentSchema,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(remindersBody, body),
        TE.chain(({ remindersOff }) => useCases.setStudentMailSwitch.execute(actor, 'remindersOff', remindersOff)),
        TE.map((student) => json(studentJson(student), student.remindersOff ? REMINDERS_OFF : REMINDERS_ON)),
      ),
  });

export const notificationRoutes = routeArea(NOTIFICATION_USE_CASES, [setStudentReminders]);
