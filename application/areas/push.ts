import { GetPushChoices } from '../push/push-choices.js';
import { MailUnlessPushed } from '../push/mail-unless-pushed.js';
import { PushOnStudentAlert } from '../push/push-on-student-alert.js';
import { SendPushAlert } from '../push/send-push-alert.js';
import { SetWarningPlace } from '../push/set-warning-place.js';
import { SubscribeToPush } from '../push/subscribe-to-push.js';
import { UnsubscribeFromPush } from '../push/unsubscribe-from-push.js';
import { WarnNearTurn } from '../push/warn-near-turn.js';
import { WarnOnQueueChange } from '../push/warn-on-queue-change.js';

/** Push notifications: a student's devices and warning place, the warning near one's turn, and the alerts pushed (docs/students.md). */
export const pushArea = {
  useCases: [
    GetPushChoices,
    SubscribeToPush,
    UnsubscribeFromPush,
    SetWarningPlace,
    SendPushAlert,
    MailUnlessPushed,
    WarnNearTurn,
  ],
  reactions: [PushOnStudentAlert, WarnOnQueueChange],
} as const;
