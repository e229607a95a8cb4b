import { bodyField, type RateLimitRule } from '../rate-limit.js';

/** Ten failed sign-ins a minute for one account from one address; a success forgives them. */
export const signInRateLimit = (role: string, identifierField: string): RateLimitRule => ({
  name: `sign-in:${role}`,
  points: 10,
  durationSeconds: 60,
  subject: bodyField(identifierField),
  resetOnSuccess: true,
});
