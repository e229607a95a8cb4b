import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { z } from 'zod';
import type { SetStudentMailSwitch } from '../../../application/students/set-student-mail-switch.js';
import type { MailSwitch } from '../../../domain/student.js';
import { StudentSchema, studentJson } from '../presenters/student-json.js';
import { parseInputTE } from '../request-input.js';
import { json, protectedRoute } from '../route.js';

/** One of the student's mail switches as its route declares it. */
interface MailSwitchRoute<M extends MailSwitch> {
  readonly mail: M;
  readonly path: string;
  readonly summary: string;
  readonly operationId: string;
  /** The body: the switch, by its name, true for off. */
  readonly body: z.ZodType<Readonly<Record<M, boolean>>>;
  /** What the answer says once the switch is on, and once it is off. */
  readonly on: string;
  readonly off: string;
}

/**
 * The route of one of the signed-in student's mail switches (POST /student/reminders, POST
 * /student/schedule-mails): it turns the switch off or on and answers the student, saying which it is now.
 */
export const mailSwitchRoute =
  <M extends MailSwitch>(route: MailSwitchRoute<M>) =>
  (useCases: { readonly setStudentMailSwitch: SetStudentMailSwitch }) =>
    protectedRoute({
      method: 'post',
      path: route.path,
      summary: route.summary,
      access: ['student'],
      operationId: route.operationId,
      tags: ['students'],
      request: { body: route.body },
      response: StudentSchema,
      handle: ({ actor, body }) =>
        pipe(
          parseInputTE(route.body, body),
          TE.chain((choice) => useCases.setStudentMailSwitch.execute(actor, route.mail, choice[route.mail])),
          TE.map((student) => json(studentJson(student), student[route.mail] ? route.off : route.on)),
        ),
    });
