import { bodyField, type ChallengeRule, type RateLimitRule } from '../rate-limit.js';

/**
 * Mails to one e-mail address, whoever asks and from wherever: five in a quarter of an hour, successes
 * included (a mailbox is not flooded); past them, 429 with Retry-After. A company's forgot password
 * names its account by `username`, whose contact e-mail is mailed: the budget is then the username's.
 */
export const mailsToOneAddress = (name: string, field: 'email' | 'username' = 'email'): RateLimitRule => ({
  name,
  points: 5,
  durationSeconds: 15 * 60,
  subject: bodyField(field),
});

/**
 * Mails asked for from one client address, to any e-mail address: twenty in a quarter of an hour are
 * free (a campus asks for resets and links now and then); past them each request carries a solved
 * challenge, which the browser answers by itself.
 */
export const MAIL_REQUESTS: ChallengeRule = {
  name: 'mail-requests',
  points: 20,
  durationSeconds: 15 * 60,
  counts: 'calls',
};
