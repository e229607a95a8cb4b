/*
 * The outgoing mail queue (docs/messages.md): every mail the portal sends in bulk waits in the store
 * until one app server claims it, so each goes once, at the mail server's rate, and survives a restart.
 */

/** pending: waiting for its turn; sending: claimed by one server; sent; failed: given up after its tries. */
export type QueuedMailState = 'pending' | 'sending' | 'sent' | 'failed';

export interface QueuedMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly state: QueuedMailState;
  /** How many times sending it was tried. */
  readonly attempts: number;
  /** When it may next be tried. */
  readonly dueAt: Date;
  readonly createdAt: Date;
  /** When a server claimed it last (null before). */
  readonly claimedAt: Date | null;
  /** Why the last try failed. */
  readonly lastError: string | null;
}

/** How many mails per minute the portal hands to the mail server when MAIL_PER_MINUTE is not set. */
export const DEFAULT_MAILS_PER_MINUTE = 60;

/** How many tries a mail gets before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 5;

/**
 * A mail left `sending` this long was claimed by a server that stopped before it could tell how the
 * send went: it goes back to the queue.
 */
export const MAIL_CLAIM_EXPIRES_MS = 10 * 60_000;

/** The wait before the next try after `attempts` failed ones: 1, 2, 4, 8 minutes... at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** What happens to a mail whose send failed: tried again later, or given up. */
export const afterFailure = (
  mail: Pick<QueuedMail, 'attempts'>,
  now: Date,
): { readonly state: 'pending'; readonly dueAt: Date } | { readonly state: 'failed' } =>
  mail.attempts >= MAIL_MAX_ATTEMPTS
    ? { state: 'failed' }
    : { state: 'pending', dueAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) };

/** The minute a send is counted in, for the rate: its start. */
export const rateMinute = (now: Date): Date => new Date(Math.floor(now.getTime() / 60_000) * 60_000);
