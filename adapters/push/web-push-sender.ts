import webpush from 'web-push';
import type { PushAlert, PushOutcome, PushSender } from '../../application/ports/push.js';
import type { PushSubscription } from '../../domain/push-subscription.js';
import type { VapidKeys } from '../security/vapid-keys.js';

export interface WebPushOptions {
  readonly keys: VapidKeys;
  /** Who runs the portal, for the push services (VAPID_SUBJECT): a mailto: or https: address. */
  readonly subject: string;
  /** How long the request to a push service may take. */
  readonly timeoutMs?: number;
}

/** web-push's headers as fetch takes them: every one but Content-Length, which fetch sets from the body itself. */
const headersOf = (headers: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );

/** How long a push service keeps an alert for a device that is off: an alert about a queue is stale after this. */
const TTL_SECONDS = 15 * 60;

/**
 * Pushes through the Web Push protocol: the payload (the alert as JSON) encrypted for the device by
 * web-push (RFC 8291, aes128gcm) and signed with the VAPID key (RFC 8292), then posted to the
 * device's push service. A redirect is not followed (it could lead to an address the endpoint
 * rule refuses); 404 and 410 mean the subscription is gone.
 */
export class WebPushSender implements PushSender {
  readonly publicKey: string;

  constructor(private readonly options: WebPushOptions) {
    this.publicKey = options.keys.publicKey;
  }

  async send(subscription: PushSubscription, alert: PushAlert): Promise<PushOutcome> {
    const { keys, subject, timeoutMs = 10_000 } = this.options;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(alert),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: headersOf(request.headers),
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`The push service answered ${response.status}`);
    return 'sent';
  }
}
