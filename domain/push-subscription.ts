/*
 * Push notifications (docs/students.md, docs/security.md): the device a student allows them on, and
 * the place in a queue at which the student wants to be warned.
 */
import { checkField, type Rule, validated, type Validated } from './validation.js';

/** Where a push service takes a student's notifications for one device, and the keys that encrypt them for it. */
export interface PushSubscription {
  readonly studentId: string;
  readonly endpoint: string;
  /** The device's P-256 public key (uncompressed point, base64url). */
  readonly p256dh: string;
  /** The device's 16-byte authentication secret (base64url). */
  readonly auth: string;
  readonly createdAt: Date;
}

/** A student is warned when their place in a panel's queue comes to this or lower: 1 to 5, 2 unless chosen. */
export const WARNING_PLACES = { least: 1, most: 5, usual: 2 } as const;

export const PUSH_TEXTS = {
  warningPlace: `Choose a place from ${WARNING_PLACES.least} to ${WARNING_PLACES.most}`,
  endpoint: 'The push service address must be a full https:// address',
  endpointTooLong: 'The push service address is too long',
  endpointUnreachable:
    'The push service address points at this machine or a private network; the portal only sends to public push services',
  p256dh: "The device's public key must be a P-256 key (65 bytes, base64url)",
  auth: "The device's secret must be 16 bytes (base64url)",
  noSuchDevice: 'This device is not signed up for notifications',
} as const;

export const isWarningPlace = (place: number): boolean =>
  Number.isInteger(place) && place >= WARNING_PLACES.least && place <= WARNING_PLACES.most;

/** The longest endpoint kept: push services' addresses are a few hundred characters. */
const MOST_ENDPOINT_CHARS = 1000;

/** An uncompressed P-256 point (0x04, then 64 bytes) in base64url, padded or not: 87 characters, starting with B. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** 16 bytes in base64url, padded or not: 22 characters, the last carrying 2 bits (A, Q, g or w). */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

const urlOf = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** An IPv4 address in dotted decimal, as its four numbers; null for anything else. */
const ipv4Parts = (host: string): readonly number[] | null => {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (match === null) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
};

/** This host (0/8, 127/8), a private network (10/8, 172.16/12, 192.168/16, 100.64/10) or link-local (169.254/16). */
const isInternalIpv4 = ([a = 0, b = 0]: readonly number[]): boolean =>
  a === 0 ||
  a === 127 ||
  a === 10 ||
  (a === 172 && b >= 16 && b <= 31) ||
  (a === 192 && b === 168) ||
  (a === 100 && b >= 64 && b <= 127) ||
  (a === 169 && b === 254);

/** An IPv6 word list's words as numbers, a dotted IPv4 tail read as its two words; null when one is not hex. */
const ipv6Words = (part: string): number[] | null => {
  if (part === '') return [];
  const words = part.split(':');
  const v4 = ipv4Parts(words.at(-1) ?? '');
  const hex =
    v4 === null
      ? words
      : [
          ...words.slice(0, -1),
          ((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16),
          ((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16),
        ];
  const numbers = hex.map((word) => (/^[0-9a-f]{1,4}$/.test(word) ? Number.parseInt(word, 16) : Number.NaN));
  return numbers.some(Number.isNaN) ? null : numbers;
};

/** The eight groups of a bracketed IPv6 literal (as URL writes a host), or null for anything else. */
const ipv6Groups = (host: string): readonly number[] | null => {
  if (!host.startsWith('[') || !host.endsWith(']')) return null;
  const [head = '', tail, ...more] = host.slice(1, -1).split('::');
  const before = ipv6Words(head);
  const after = tail === undefined ? [] : ipv6Words(tail);
  if (before === null || after === null || more.length > 0) return null;
  const missing = 8 - before.length - after.length;
  if (tail === undefined) return missing === 0 ? before : null;
  return missing < 0 ? null : [...before, ...Array<number>(missing).fill(0), ...after];
};

/** Unspecified (::), loopback (::1), unique-local (fc00::/7), link-local (fe80::/10), or an internal IPv4 mapped (::ffff:0:0/96). */
const isInternalIpv6 = (groups: readonly number[]): boolean => {
  const [first = 0] = groups;
  const zerosBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zerosBefore(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return true;
  if (zerosBefore(5) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return isInternalIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return false;
};

/**
 * Whether a host names this machine, a private network or a link-local address: `localhost` (and
 * names under it), or such an IPv4 or IPv6 literal. The portal posts to every endpoint a student
 * gives it, so it never posts to one of these (docs/security.md).
 */
export const isInternalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = ipv4Parts(host);
  if (v4 !== null) return isInternalIpv4(v4);
  const v6 = ipv6Groups(host);
  return v6 !== null && isInternalIpv6(v6);
};

const endpointRules = (testOrigins: readonly string[]): ReadonlyArray<Rule<string>> => [
  (endpoint) => (endpoint.length > MOST_ENDPOINT_CHARS ? PUSH_TEXTS.endpointTooLong : null),
  (endpoint) => {
    const url = urlOf(endpoint);
    if (url === null || url.username !== '' || url.password !== '') return PUSH_TEXTS.endpoint;
    // A test push service named by PUSH_TEST_ORIGINS may be plain http on this machine.
    if (testOrigins.includes(url.origin)) return null;
    if (url.protocol !== 'https:') return PUSH_TEXTS.endpoint;
    return isInternalHost(url.hostname) ? PUSH_TEXTS.endpointUnreachable : null;
  },
];

export interface PushSubscriptionForm {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/**
 * A subscription as the browser gave it, checked: an https endpoint on a public host (or on an
 * origin listed for a test push service), and keys of the sizes the encryption needs (RFC 8291).
 */
export const validatePushSubscription = (
  form: PushSubscriptionForm,
  testOrigins: readonly string[],
): Validated<Pick<PushSubscription, 'endpoint' | 'p256dh' | 'auth'>> =>
  validated(
    [
      checkField('endpoint', form.endpoint, endpointRules(testOrigins)),
      checkField('keys.p256dh', form.keys.p256dh, [(key) => (P256DH.test(key) ? null : PUSH_TEXTS.p256dh)]),
      checkField('keys.auth', form.keys.auth, [(key) => (AUTH.test(key) ? null : PUSH_TEXTS.auth)]),
    ],
    () => ({ endpoint: form.endpoint, p256dh: form.keys.p256dh, auth: form.keys.auth }),
  );
