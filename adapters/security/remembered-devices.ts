import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The device cookie's name; its value names the account it signed in as, signed by the portal. */
export const DEVICE_COOKIE = 'fair_device';

/** How long a device stays remembered after its last successful sign-in. */
export const DEVICE_MEMORY_DAYS = 90;

/** A device that signed in successfully as this account before. */
export interface RememberedDevice {
  readonly role: string;
  /** The account's e-mail or username, as its sign-in budget names it (trimmed, lower case). */
  readonly account: string;
  /** Random, one per device and account: its own budget of failed sign-ins. */
  readonly deviceId: string;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/**
 * Device cookies (OWASP's "device cookies" against slow brute force): after a successful sign-in the
 * browser keeps `role.account.deviceId.issuedAt.signature`, HMAC-SHA-256 over the rest with a key only
 * the portal holds. A forged or altered cookie is not remembered, and neither is one older than
 * DEVICE_MEMORY_DAYS.
 */
export class RememberedDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('device-cookie').digest();
  }

  /** The cookie's value for a device that just signed in; it keeps its id when it was remembered already. */
  remember(role: string, account: string, deviceId: string = randomBytes(16).toString('base64url')): string {
    const payload = [encode(role), encode(account), deviceId, String(Math.floor(this.now() / 1000))].join('.');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The device a cookie names, when the portal signed it and it has not aged out; null otherwise. */
  recognize(cookie: string | undefined): RememberedDevice | null {
    if (cookie === undefined || cookie.length > 1_000) return null;
    const parts = cookie.split('.');
    if (parts.length !== 5) return null;
    const [role, account, deviceId, issuedAt, signature] = parts as [string, string, string, string, string];
    // Compared as text: base64 leaves spare bits in its last character, and a cookie is its exact text.
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageSeconds = this.now() / 1000 - Number(issuedAt);
    if (!Number.isFinite(ageSeconds) || ageSeconds < 0 || ageSeconds > DEVICE_MEMORY_DAYS * 24 * 60 * 60) return null;
    return { role: decode(role), account: decode(account), deviceId };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
