import { z } from 'zod';
import { DEFAULT_EVENT_TIME_ZONE } from '../domain/event-time.js';
import { DEFAULT_REMINDER_MINUTES } from '../domain/fair-notifications.js';
import { DEFAULT_MAILS_PER_MINUTE } from '../domain/mail-queue.js';
import { BUFFER_MINUTES_RANGE, INTERVIEW_MINUTES_RANGE } from '../domain/fair-settings.js';
import { DEFAULT_SCHEDULE_RULES } from '../domain/interview-schedule.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Unset: the embedded store under dataDir. */
  readonly mongodbUri: string | undefined;
  /** Unset: generated once and kept under dataDir (see resolveJwtSecret); required with MONGODB_URI (SHARED_SECRETS). */
  readonly jwtSecret: string | undefined;
  /** Unset: mail goes to the outbox under dataDir. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Without a trailing slash. Unset: derived from host and port by the composition root. */
  readonly publicUrl: string | undefined;
  readonly eventTimezone: string;
  /** The first administrator, created at start when both ADMIN_EMAIL and ADMIN_PASSWORD are set. */
  readonly admin: { readonly email: string; readonly password: string } | undefined;
  readonly logLevel: LogLevel;
  /** How often the live stream sends a heartbeat comment (1 to 25 s). */
  readonly liveHeartbeatSeconds: number;
  /** How many live streams one app server holds open at most (1 to 1,000,000); one more is refused with 503. */
  readonly liveStreamsMax: number;
  /** How long an interview lasts (5 to 240 minutes), for clash-free times and calendars. */
  readonly interviewMinutes: number;
  /** The least time between the end of one of a student's interviews and the start of the next (0 to 120 minutes). */
  readonly bufferMinutes: number;
  /** How long before a timed interview its student is reminded by e-mail (1 to 1440 minutes). */
  readonly reminderMinutes: number;
  /** How many mails the outgoing queue hands to the mail server per minute, across every app server (1 to 100000). */
  readonly mailPerMinute: number;
  /** The most interviews the automatic allocation and the reserve lists give one student; undefined for no maximum. */
  readonly maxInterviewsPerStudent: number | undefined;
  /**
   * Behind a load balancer or reverse proxy: the client's address is the last one X-Forwarded-For
   * names (the one our proxy appended), so rate limits count clients, not the proxy.
   */
  readonly trustProxy: boolean;
  /** The VAPID key pair push notifications are signed with; unset: generated once and kept under dataDir (see resolveVapidKeys). */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string } | undefined;
  /** Who runs the portal, as push services are told (a mailto: or https: address); defaults to MAIL_FROM's address. */
  readonly vapidSubject: string;
  /** Origins of test push services the portal may post to although they are not public https ones. */
  readonly pushTestOrigins: readonly string[];
}

export const CONFIG_DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  mailFrom: 'Career Fair <no-reply@careerfair.local>',
  eventTimezone: DEFAULT_EVENT_TIME_ZONE,
  logLevel: 'info',
  liveHeartbeatSeconds: 20,
  liveStreamsMax: 20_000,
  interviewMinutes: DEFAULT_SCHEDULE_RULES.interviewMinutes,
  bufferMinutes: DEFAULT_SCHEDULE_RULES.bufferMinutes,
  reminderMinutes: DEFAULT_REMINDER_MINUTES,
  mailPerMinute: DEFAULT_MAILS_PER_MINUTE,
} as const;

const hasScheme = (value: string, schemes: readonly string[]): boolean => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

// An empty variable (`FOO=` in an env file) means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeMinutes = (least: number, most: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number of minutes from ${least} to ${most}`)
    .transform(Number)
    .refine(
      (minutes) => minutes >= least && minutes <= most,
      `must be a whole number of minutes from ${least} to ${most}`,
    );

/** The comma-separated origins of PUSH_TEST_ORIGINS; null when one is not an http(s) origin alone. */
const originsOf = (list: string): string[] | null => {
  const origins = list
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter((item) => item !== '');
  return origins.every((origin) => hasScheme(origin, ['http:', 'https:']) && new URL(origin).origin === origin)
    ? origins
    : null;
};

/** The address of a sender such as `Career Fair <no-reply@careerfair.local>`, as a mailto: subject. */
const mailtoOf = (mailFrom: string): string => `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;

const schema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535'),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  MONGODB_URI: optional(
    z.string().refine((uri) => /^mongodb(\+srv)?:\/\/./.test(uri), 'must start with mongodb:// or mongodb+srv://'),
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  SMTP_URL: optional(
    z.string().refine((url) => hasScheme(url, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(z.string()),
  PUBLIC_URL: optional(
    z
      .string()
      .refine((url) => hasScheme(url, ['http:', 'https:']), 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  EVENT_TIMEZONE: optional(z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Colombo')),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  LIVE_HEARTBEAT_SECONDS: optional(
    z
      .string()
      .regex(/^\d{1,2}$/, 'must be a whole number of seconds from 1 to 25')
      .transform(Number)
      .refine((seconds) => seconds >= 1 && seconds <= 25, 'must be a whole number of seconds from 1 to 25'),
  ),
  LIVE_STREAMS_MAX: optional(
    z
      .string()
      .regex(/^\d{1,7}$/, 'must be a whole number from 1 to 1000000')
      .transform(Number)
      .refine((count) => count >= 1 && count <= 1_000_000, 'must be a whole number from 1 to 1000000'),
  ),
  INTERVIEW_MINUTES: optional(wholeMinutes(INTERVIEW_MINUTES_RANGE.min, INTERVIEW_MINUTES_RANGE.max)),
  BUFFER_MINUTES: optional(wholeMinutes(BUFFER_MINUTES_RANGE.min, BUFFER_MINUTES_RANGE.max)),
  REMINDER_MINUTES: optional(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of minutes from 1 to 1440')
      .transform(Number)
      .refine((minutes) => minutes >= 1 && minutes <= 1440, 'must be a whole number of minutes from 1 to 1440'),
  ),
  MAIL_PER_MINUTE: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number from 1 to 100000')
      .transform(Number)
      .refine((count) => count >= 1 && count <= 100_000, 'must be a whole number from 1 to 100000'),
  ),
  VAPID_PUBLIC_KEY: optional(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key (65 bytes, base64url), as web-push generates'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be a P-256 private key (32 bytes, base64url), as web-push generates'),
  ),
  VAPID_SUBJECT: optional(
    z.string().refine((value) => hasScheme(value, ['mailto:', 'https:']), 'must be a mailto: or https:// address'),
  ),
  PUSH_TEST_ORIGINS: optional(
    z
      .string()
      .refine((list) => originsOf(list) !== null, 'must be origins such as http://127.0.0.1:8081, separated by commas')
      .transform((list) => originsOf(list) ?? []),
  ),
  TRUST_PROXY: optional(z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true')),
  MAX_INTERVIEWS_PER_STUDENT: optional(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
      .transform(Number)
      .refine((count) => count >= 1 && count <= 100, 'must be a whole number from 1 to 100'),
  ),
});

// Checked apart from the schema: zod skips object-level refinements once a field has failed,
// and every problem should be reported at once.
const pairProblems = (env: Record<string, string | undefined>, first: string, second: string): string[] => {
  const one = (env[first] ?? '') !== '';
  const other = (env[second] ?? '') !== '';
  if (one && !other) return [`${second} must be set together with ${first}`];
  if (other && !one) return [`${first} must be set together with ${second}`];
  return [];
};

/**
 * The settings every app server on one MongoDB database must be given alike: a secret one server made
 * for itself is unknown to the others. One line each.
 */
export const SHARED_SECRETS: readonly { readonly name: string; readonly use: string }[] = [
  {
    name: 'JWT_SECRET',
    use: 'signs sessions; the keys of PIN and e-mail confirmation digests, check-in codes, challenges and remembered devices derive from it',
  },
  { name: 'VAPID_PUBLIC_KEY', use: "names the portal to push services; a student's device subscribed with it" },
  { name: 'VAPID_PRIVATE_KEY', use: 'signs every push notification' },
];

// On the embedded store one process is the whole portal, and it keeps what it generates under DATA_DIR.
const sharedSecretProblems = (env: Record<string, string | undefined>): string[] => {
  if ((env.MONGODB_URI ?? '') === '') return [];
  const missing = SHARED_SECRETS.filter(({ name }) => (env[name] ?? '') === '').map(({ name }) => name);
  if (missing.length === 0) return [];
  return [
    `${missing.join(', ')} must be set with MONGODB_URI: every app server on the database must be given the same ` +
      `value, or each would make its own and refuse what the others signed (see docs/operations.md)`,
  ];
};

/** Reads the configuration from environment variables; throws one Error listing every bad value. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  // Values are never echoed: some of them (URIs, secrets, passwords) are credentials.
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)),
    ...pairProblems(env, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'),
    ...pairProblems(env, 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'),
    ...sharedSecretProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT ?? CONFIG_DEFAULTS.port,
    host: e.HOST ?? CONFIG_DEFAULTS.host,
    dataDir: e.DATA_DIR ?? CONFIG_DEFAULTS.dataDir,
    mongodbUri: e.MONGODB_URI,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? CONFIG_DEFAULTS.mailFrom,
    publicUrl: e.PUBLIC_URL,
    eventTimezone: e.EVENT_TIMEZONE ?? CONFIG_DEFAULTS.eventTimezone,
    admin:
      e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL ?? CONFIG_DEFAULTS.logLevel,
    liveHeartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS ?? CONFIG_DEFAULTS.liveHeartbeatSeconds,
    liveStreamsMax: e.LIVE_STREAMS_MAX ?? CONFIG_DEFAULTS.liveStreamsMax,
    interviewMinutes: e.INTERVIEW_MINUTES ?? CONFIG_DEFAULTS.interviewMinutes,
    bufferMinutes: e.BUFFER_MINUTES ?? CONFIG_DEFAULTS.bufferMinutes,
    reminderMinutes: e.REMINDER_MINUTES ?? CONFIG_DEFAULTS.reminderMinutes,
    mailPerMinute: e.MAIL_PER_MINUTE ?? CONFIG_DEFAULTS.mailPerMinute,
    maxInterviewsPerStudent: e.MAX_INTERVIEWS_PER_STUDENT,
    trustProxy: e.TRUST_PROXY ?? false,
    vapid:
      e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? mailtoOf(e.MAIL_FROM ?? CONFIG_DEFAULTS.mailFrom),
    pushTestOrigins: e.PUSH_TEST_ORIGINS ?? [],
  };
}
