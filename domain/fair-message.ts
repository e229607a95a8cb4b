/*
 * Messages from the organizers to students (docs/messages.md): who may write to whom, and what a
 * message must hold. Each message goes to its recipients by e-mail and onto their screens.
 */
import type { InterviewStatus } from './interview.js';
import type { Role } from './role.js';
import { checkField, maxLength, required, type Validated, validated } from './validation.js';

/** Who a message is for: every student, one company's interviewees, or one panel's queue. */
export type MessageAudience =
  | { readonly kind: 'students' }
  | { readonly kind: 'company'; readonly companyId: string }
  | { readonly kind: 'panel'; readonly companyId: string; readonly panelId: string };

export interface MessageAuthor {
  readonly role: Role;
  readonly id: string;
  /** As the recipients read it: "Career fair team", or the company's name for its coordinator. */
  readonly name: string;
}

export interface FairMessage {
  readonly id: string;
  readonly author: MessageAuthor;
  readonly audience: MessageAudience;
  readonly subject: string;
  readonly body: string;
  /** The students it was sent to, resolved when it was sent. */
  readonly recipientIds: readonly string[];
  readonly createdAt: Date;
}

export const MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_BODY_MAX_LENGTH = 4000;

export const MESSAGE_TEXTS = {
  subjectRequired: 'A message needs a subject',
  subjectTooLong: `A subject has at most ${MESSAGE_SUBJECT_MAX_LENGTH} characters`,
  bodyRequired: 'A message needs some text',
  bodyTooLong: `A message has at most ${MESSAGE_BODY_MAX_LENGTH} characters`,
  toNobody: 'Nobody would receive this message: the audience chosen has no students yet. Nothing was sent.',
  coordinatorsOnly: "A coordinator writes only to its own company's interviewees or to one of its panels",
  panelOfOtherCompany: 'This panel belongs to another company',
} as const;

/** The sender name every message from an administrator carries. */
export const ORGANIZERS_NAME = 'Career fair team';

export interface MessageText {
  readonly subject: string;
  readonly body: string;
}

/** The subject and text, trimmed; each is required and limited in length. */
export const validateMessageText = (draft: MessageText): Validated<MessageText> => {
  const subject = draft.subject.trim();
  const body = draft.body.trim();
  return validated(
    [
      checkField('subject', subject, [
        required(MESSAGE_TEXTS.subjectRequired),
        maxLength(MESSAGE_SUBJECT_MAX_LENGTH, MESSAGE_TEXTS.subjectTooLong),
      ]),
      checkField('body', body, [
        required(MESSAGE_TEXTS.bodyRequired),
        maxLength(MESSAGE_BODY_MAX_LENGTH, MESSAGE_TEXTS.bodyTooLong),
      ]),
    ],
    () => ({ subject, body }),
  );
};

/** Whether an account of this role may write to this audience (a coordinator: only its own company). */
export const mayWriteTo = (role: Role, ownCompanyId: string | null, audience: MessageAudience): boolean => {
  if (role === 'admin') return true;
  if (role !== 'coordinator' || ownCompanyId === null) return false;
  return audience.kind !== 'students' && audience.companyId === ownCompanyId;
};

/** A panel's queue: the students waiting at it or in their interview there now. */
export const PANEL_QUEUE_STATUSES: readonly InterviewStatus[] = ['assigned', 'ongoing'];

/** A company's interviewees: every student with an interview there, in any state but cancelled (withdrawn). */
export const INTERVIEWEE_STATUSES: readonly InterviewStatus[] = [
  'selected',
  'assigned',
  'ongoing',
  'finished',
  'no-show',
];

/** Each student once, in the order first met. */
export const distinctStudents = (interviews: readonly { readonly studentId: string }[]): string[] => [
  ...new Set(interviews.map((interview) => interview.studentId)),
];
