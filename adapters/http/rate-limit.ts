import { RateLimiterRes } from 'rate-limiter-flexible';
import { inMemoryRateLimiters, type RateLimiterFactory } from '../persistence/rate-limiters.js';

export interface RateLimitRule {
  /** Distinguishes limiters: routes sharing a name share a budget. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
  /** What one budget belongs to besides the client address, e.g. the e-mail being signed in. */
  readonly subject?: (body: unknown) => string;
  /** Forget the failures of a subject once it succeeds (sign-in). */
  readonly resetOnSuccess?: boolean;
}

/**
 * A budget of failed calls per client address alone, whatever account they name (password spraying):
 * every call takes a point before it runs, so a burst sent at once is bounded too, and a call that
 * succeeds gives its point back. A success never forgives the failures themselves.
 */
export type FailureLimitRule = Omit<RateLimitRule, 'subject' | 'resetOnSuccess'>;

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}

/** Limiters, one per rule name, keyed by client address and subject; their budgets kept by the store. */
export class RateLimits {
  constructor(private readonly limiter: RateLimiterFactory = inMemoryRateLimiters()) {}

  async take(rule: RateLimitRule, key: string): Promise<RateLimitDecision> {
    try {
      await this.limiter(rule).consume(key);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
      }
      throw rejection;
    }
  }

  async forgive(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  /** Gives back the point a call took, once it turned out not to be a failure. */
  async refund(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }
}

export const rateLimitKey = (rule: RateLimitRule, clientAddress: string, body: unknown): string => {
  const subject = rule.subject ? rule.subject(body).trim().toLowerCase() : '';
  return `${clientAddress}|${subject}`;
};

/** Reads a text field of a JSON body for use as a rate-limit subject. */
export const bodyField =
  (field: string) =>
  (body: unknown): string => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' ? value : '';
  };
