import type { StudentAlert } from '../../domain/student-alerts.js';
import type { PushSubscription } from '../../domain/push-subscription.js';

/** What a push notification says: a student alert (domain/student-alerts.ts), its title, its text and the page it opens. */
export type PushAlert = StudentAlert;

/** What the push service answered: taken, or the subscription is gone for good (404 or 410). */
export type PushOutcome = 'sent' | 'gone';

/**
 * Sends push notifications through each device's push service, signed with the portal's VAPID key and
 * encrypted for the device (RFC 8291). Any other failure is thrown.
 */
export interface PushSender {
  /** The VAPID public key (base64url), which a browser subscribes with. */
  readonly publicKey: string;
  send(subscription: PushSubscription, alert: PushAlert): Promise<PushOutcome>;
}

/** Push services the portal may post to although they are not public https ones (PUSH_TEST_ORIGINS). */
export interface PushSettings {
  readonly testOrigins: readonly string[];
}
