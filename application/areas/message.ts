import { DeliverQueuedMails } from '../messages/deliver-queued-mails.js';
import { ListStudentMessages } from '../messages/list-student-messages.js';
import { QueueMails } from '../messages/mail-queue.js';
import { SendMessage } from '../messages/send-message.js';
import { TellStudentsTheirInterviews } from '../messages/tell-students-their-interviews.js';

/** Messages to students, the outgoing mail queue, and the e-mails telling students their interviews (docs/messages.md). */
export const messageArea = {
  useCases: [QueueMails, DeliverQueuedMails, SendMessage, ListStudentMessages, TellStudentsTheirInterviews],
} as const;
