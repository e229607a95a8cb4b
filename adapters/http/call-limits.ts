import { randomBytes } from 'node:crypto';
import { inMemorySpentChallenges } from '../persistence/spent-challenges.js';
import { ProofOfWork, type Challenge, type ChallengeVerdict } from '../security/proof-of-work.js';
import { RememberedDevices, type RememberedDevice } from '../security/remembered-devices.js';
import type { Envelope } from './envelope.js';
import {
  challengeKey,
  RateLimits,
  subjectKey,
  type ChallengeRule,
  type LimitedCall,
  type RateLimitRule,
} from './rate-limit.js';

/** What a route declares about its limits (route.ts). */
export interface RouteLimits {
  readonly rateLimit?: RateLimitRule;
  readonly challengeAfter?: ChallengeRule;
  /** A sign-in of this role: a success remembers the device, and a remembered device skips `challengeAfter`. */
  readonly remembersDevice?: string;
}

/** What the request brings besides its body: the device cookie and the answer to a challenge. */
export interface CallCredentials {
  readonly deviceCookie: string | undefined;
  readonly challengeAnswer: string | undefined;
}

export type Admission =
  | { readonly kind: 'admitted'; readonly device: RememberedDevice | null; readonly subject: string }
  | { readonly kind: 'too-many'; readonly retryAfterSeconds: number }
  | {
      readonly kind: 'challenge';
      readonly verdict: Exclude<ChallengeVerdict, 'accepted'>;
      readonly challenge: Challenge;
    };

/** The status of an answer that asks for a solved challenge (Precondition Required). */
export const CHALLENGE_STATUS = 428;

/** A remembered device counts for the account it signed in as, on the sign-in of that role, and no other. */
export const deviceCovers = (device: RememberedDevice | null, role: string, subject: string): boolean =>
  device !== null && subject !== '' && device.role === role && device.account === subject;

const challengeMessages: Record<Exclude<ChallengeVerdict, 'accepted'>, string> = {
  missing:
    'Many attempts came from your network: your browser answers a short automatic check first, then sends this again',
  unreadable: 'The answer to the automatic check could not be read; send this again with the new check answered',
  wrong: 'The answer to the automatic check is wrong; send this again with the new check answered',
  expired: 'The automatic check expired before it was answered; send this again with the new check answered',
  spent:
    'The automatic check was answered already (each answer is good once); send this again with the new check answered',
};

/** The envelope of a call that must carry a solved challenge: the new challenge is in `data.challenge`. */
export const challengeEnvelope = (
  admission: Extract<Admission, { kind: 'challenge' }>,
): Envelope<{ challenge: Challenge }> => ({
  success: false,
  data: { challenge: admission.challenge },
  message: challengeMessages[admission.verdict],
  error: admission.verdict === 'missing' ? 'CHALLENGE_REQUIRED' : 'CHALLENGE_REJECTED',
});

/**
 * The limits of sign-ins, PINs, mails and check-in codes (docs/security.md#rate-limits): a budget per
 * account whatever the address (429); free calls per address, past which each call pays a proof of
 * work instead of being refused; and remembered devices, which their address's failures never hold back.
 */
export class CallLimits {
  constructor(
    private readonly budgets: RateLimits,
    private readonly proofOfWork: ProofOfWork,
    private readonly devices: RememberedDevices,
  ) {}

  /** Everything in this process's memory under a key of its own: one app server on an embedded store. */
  static inMemory(secret: string = randomBytes(32).toString('hex')): CallLimits {
    return new CallLimits(
      new RateLimits(),
      new ProofOfWork(secret, inMemorySpentChallenges()),
      new RememberedDevices(secret),
    );
  }

  /** Spends what a call costs before it runs; answers whether it may run. A refused call changes nothing else. */
  async admit(route: RouteLimits, call: LimitedCall, credentials: CallCredentials): Promise<Admission> {
    const subject = route.rateLimit ? route.rateLimit.subject(call) : '';
    const recognized = route.remembersDevice ? this.devices.recognize(credentials.deviceCookie) : null;
    const device =
      route.remembersDevice && deviceCovers(recognized, route.remembersDevice, subject) ? recognized : null;

    if (route.challengeAfter && device === null) {
      const rule = route.challengeAfter;
      const key = challengeKey(rule, call);
      const free = await this.budgets.take(rule, key);
      if (!free.allowed) {
        const verdict = await this.proofOfWork.redeem(credentials.challengeAnswer);
        if (verdict !== 'accepted') {
          await this.budgets.refund(rule, key);
          return { kind: 'challenge', verdict, challenge: await this.proofOfWork.issue() };
        }
      }
    }

    if (route.rateLimit && subject !== '') {
      const decision = await this.budgets.take(route.rateLimit, subjectKey(subject, device?.deviceId ?? null));
      if (!decision.allowed) return { kind: 'too-many', retryAfterSeconds: decision.retryAfterSeconds };
    }
    return { kind: 'admitted', device, subject };
  }

  /**
   * After an admitted call succeeded: forgives what a success forgives, and answers the device cookie
   * to set when the route remembers devices (null otherwise). A failure keeps every point it spent.
   */
  async succeeded(
    route: RouteLimits,
    call: LimitedCall,
    admission: Extract<Admission, { kind: 'admitted' }>,
  ): Promise<string | null> {
    const { device, subject } = admission;
    if (route.rateLimit?.resetOnSuccess && subject !== '') {
      await this.budgets.forgive(route.rateLimit, subjectKey(subject, device?.deviceId ?? null));
    }
    if (route.challengeAfter?.counts === 'failures' && device === null) {
      await this.budgets.refund(route.challengeAfter, challengeKey(route.challengeAfter, call));
    }
    if (!route.remembersDevice || subject === '') return null;
    return this.devices.remember(route.remembersDevice, subject, device?.deviceId);
  }
}
