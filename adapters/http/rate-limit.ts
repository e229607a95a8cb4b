import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Actor } from '../../application/actor.js';
import { inMemoryRateLimiters, type RateLimiterFactory } from '../persistence/rate-limiters.js';

/** A call to a limited route: what its budgets are keyed by. */
export interface LimitedCall {
  /** The client's address (docs/security.md: the balancer's last X-Forwarded-For entry with TRUST_PROXY). */
  readonly address: string;
  readonly body: unknown;
  /** The signed-in caller; null on public routes. */
  readonly actor: Actor | null;
}

/**
 * A budget per subject alone (an account, an e-mail address), whatever address the calls come from:
 * a guesser on one account is slowed however many addresses it has. Every call spends a point before
 * it runs, so a burst is bounded too; past the budget the answer is 429 with Retry-After.
 */
export interface RateLimitRule {
  /** Distinguishes limiters: routes sharing a name share a budget. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
  /** Whom the budget belongs to, e.g. the e-mail being signed in; '' (none sent) leaves the call to its input check. */
  readonly subject: (call: LimitedCall) => string;
  /** Forget the subject's spent points once a call succeeds (sign-in). */
  readonly resetOnSuccess?: boolean;
}

/**
 * Free calls per client address (or per caller, see `key`), whatever account they name: past them a
 * call is never refused for its address, it must carry a solved proof-of-work challenge instead, so
 * a crowd behind one address keeps going while each further try costs a sprayer CPU time.
 */
export interface ChallengeRule {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
  /** 'failures': a call that succeeds gives its point back; 'calls': every call spends one (mail sent). */
  readonly counts: 'failures' | 'calls';
  /** Whose free calls these are; the client address unless said otherwise. */
  readonly key?: (call: LimitedCall) => string;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}

/** Budgets, one limiter per rule name, keyed as the caller says; kept by the store. */
export class RateLimits {
  constructor(private readonly limiter: RateLimiterFactory = inMemoryRateLimiters()) {}

  async take(rule: RateLimitRule | ChallengeRule, key: string): Promise<RateLimitDecision> {
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

  async forgive(rule: RateLimitRule | ChallengeRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  /** Gives back the point a call took, once it turned out not to count. */
  async refund(rule: RateLimitRule | ChallengeRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }
}

/** The key of a challenge rule's budget for a call: the client's address unless the rule names another. */
export const challengeKey = (rule: ChallengeRule, call: LimitedCall): string =>
  rule.key ? rule.key(call) : call.address;

/** The key of a subject's budget: the subject, or the subject on one remembered device, which has its own. */
export const subjectKey = (subject: string, deviceId: string | null): string =>
  deviceId === null ? subject : `${subject}|device:${deviceId}`;

/** A text field of a JSON body as a subject: trimmed and in lower case, '' when absent. */
export const bodyField =
  (field: string) =>
  ({ body }: LimitedCall): string => {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };

/** The signed-in caller's account as a budget's key (a check-in desk), whatever address it calls from. */
export const callerAccount = ({ actor, address }: LimitedCall): string =>
  actor ? `${actor.role}:${actor.id}` : `address:${address}`;
