import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { ListStudentMessages } from '../../../application/messages/list-student-messages.js';
import { SendMessage } from '../../../application/messages/send-message.js';
import { SetStudentMailSwitch } from '../../../application/students/set-student-mail-switch.js';
import {
  MessageAudienceSchema,
  MessageSchema,
  messageJson,
  SentMessageSchema,
  sentMessageJson,
} from '../presenters/message-json.js';
import { parseInputTE, text } from '../request-input.js';
import { answer, created, protectedRoute } from '../route.js';
import { mailSwitchRoute } from './mail-switch-route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const MESSAGE_USE_CASES = {
  sendMessage: SendMessage,
  listStudentMessages: ListStudentMessages,
  setStudentMailSwitch: SetStudentMailSwitch,
};
export type MessageUseCases = UseCasesOf<typeof MESSAGE_USE_CASES>;

const messageBody = z
  .strictObject({ audience: MessageAudienceSchema, subject: text(), body: text() })
  .meta({ id: 'MessageDraft', description: 'A message to write: its audience, subject and text' });

export const messageSentTo = (recipients: number): string =>
  `Message sent to ${recipients} ${recipients === 1 ? 'student' : 'students'}`;

const sendMessage = (useCases: MessageUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/messages',
    summary:
      "Write to students: an administrator to all students, a company's interviewees or a panel's queue; a coordinator to its own company's or one of its panels'",
    access: ['admin', 'coordinator'],
    operationId: 'sendMessage',
    tags: ['messages'],
    request: { body: messageBody },
    response: SentMessageSchema,
    created: true,
    errors: [404],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(messageBody, body),
        TE.chain((draft) => useCases.sendMessage.execute(actor, draft)),
        TE.map(({ message }) => created(sentMessageJson(message), messageSentTo(message.recipientIds.length))),
      ),
  });

const listStudentMessages = (useCases: MessageUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/messages',
    summary: 'The messages sent to the signed-in student, newest first (at most 50)',
    access: ['student'],
    operationId: 'listStudentMessages',
    tags: ['messages'],
    response: z.array(MessageSchema),
    handle: ({ actor }) => answer(useCases.listStudentMessages.execute(actor), (messages) => messages.map(messageJson)),
  });

const scheduleMailsBody = z
  .strictObject({
    scheduleMailsOff: z.boolean().describe('true: no e-mail telling the interviews given; false: those e-mails come'),
  })
  .meta({ id: 'ScheduleMailChoice', description: "A student's choice of e-mails about the interviews given to them" });

export const SCHEDULE_MAILS_ON = 'E-mails about the interviews you are given are on';
export const SCHEDULE_MAILS_OFF = 'E-mails about the interviews you are given are off';

const setStudentScheduleMails = mailSwitchRoute({
  mail: 'scheduleMailsOff',
  path: '/student/schedule-mails',
  summary: 'Turn off or on the e-mails telling the signed-in student the interviews they were given',
  operationId: 'setStudentScheduleMails',
  body: scheduleMailsBody,
  on: SCHEDULE_MAILS_ON,
  off: SCHEDULE_MAILS_OFF,
});

export const messageRoutes = routeArea(MESSAGE_USE_CASES, [sendMessage, listStudentMessages, setStudentScheduleMails]);
