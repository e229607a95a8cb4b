import { createChallenge, randomInt, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { SpentChallenges } from '../persistence/spent-challenges.js';

export type { Challenge } from 'altcha-lib';

/**
 * How hard a challenge is (docs/security.md#rate-limits). Each try is a PBKDF2-SHA-256 of 1,000
 * iterations, which browsers run natively (WebCrypto) as fast as a guesser's own machine does; the
 * answer is a counter drawn between the bounds, found by trying every counter from 0. About 300
 * tries: a fifth of a second in Node, well under the 2 s a browser on a slowed CPU may take.
 */
export const CHALLENGE_DIFFICULTY = {
  algorithm: 'PBKDF2/SHA-256',
  iterations: 1_000,
  leastCounter: 200,
  mostCounter: 400,
  /** A challenge must be answered within this long; its id is remembered as spent as long. */
  lifetimeSeconds: 5 * 60,
} as const;

/** The request header that carries a solved challenge: base64 of the JSON `{ challenge, solution }`. */
export const CHALLENGE_HEADER = 'X-Challenge';

/** What became of the answer a request carried. */
export type ChallengeVerdict = 'accepted' | 'missing' | 'unreadable' | 'expired' | 'wrong' | 'spent';

/** The longest header worth reading: a real answer is under a kilobyte. */
const MOST_HEADER_CHARACTERS = 4_096;

const answerSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number().int(),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: z.string().max(128),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .strict(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(256),
  }),
});

/** Reads a header's answer; null when it is not one. */
const readAnswer = (header: string): z.infer<typeof answerSchema> | null => {
  if (header.length > MOST_HEADER_CHARACTERS) return null;
  try {
    const parsed = answerSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Two keys for the one secret: the challenge's signature and its answer's signature. */
const keysFrom = (secret: string) => ({
  signature: createHmac('sha256', secret).update('challenge-signature').digest('hex'),
  keySignature: createHmac('sha256', secret).update('challenge-key-signature').digest('hex'),
});

/**
 * Self-hosted proof of work (ALTCHA): challenges signed with the portal's key, each good for one
 * request until it expires. Nothing is sent to a third party, so it works on a venue's network.
 */
export class ProofOfWork {
  private readonly keys: ReturnType<typeof keysFrom>;

  constructor(
    secret: string,
    private readonly spent: SpentChallenges,
    private readonly now: () => number = Date.now,
  ) {
    this.keys = keysFrom(secret);
  }

  issue(): Promise<Challenge> {
    return createChallenge({
      algorithm: CHALLENGE_DIFFICULTY.algorithm,
      cost: CHALLENGE_DIFFICULTY.iterations,
      counter: randomInt(CHALLENGE_DIFFICULTY.leastCounter, CHALLENGE_DIFFICULTY.mostCounter),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + CHALLENGE_DIFFICULTY.lifetimeSeconds,
      hmacSignatureSecret: this.keys.signature,
      hmacKeySignatureSecret: this.keys.keySignature,
    });
  }

  /** Checks the answer a request carried and, when it is good, spends it: a second use is refused. */
  async redeem(header: string | undefined): Promise<ChallengeVerdict> {
    if (header === undefined || header === '') return 'missing';
    const answer = readAnswer(header);
    if (answer === null) return 'unreadable';
    const { parameters } = answer.challenge;
    if (parameters.expiresAt * 1000 <= this.now()) return 'expired';
    // Only the portal's own kind of challenge: one signed with other parameters is not one it issued.
    if (
      parameters.algorithm !== CHALLENGE_DIFFICULTY.algorithm ||
      parameters.cost !== CHALLENGE_DIFFICULTY.iterations
    ) {
      return 'wrong';
    }
    let verified: boolean;
    try {
      const result = await verifySolution({
        challenge: answer.challenge,
        solution: answer.solution,
        deriveKey,
        hmacSignatureSecret: this.keys.signature,
        hmacKeySignatureSecret: this.keys.keySignature,
      });
      if (result.expired) return 'expired';
      verified = result.verified;
    } catch {
      return 'unreadable';
    }
    if (!verified) return 'wrong';
    const spentNow = await this.spent.spend(answer.challenge.signature, new Date(parameters.expiresAt * 1000));
    return spentNow ? 'accepted' : 'spent';
  }
}

/** The header value that answers a solved challenge. */
export const challengeAnswer = (challenge: Challenge, solution: { counter: number; derivedKey: string }): string =>
  Buffer.from(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  ).toString('base64');

/**
 * Solves a challenge in Node and answers the X-Challenge header's value: for benchmarks and tests
 * that sign in as a crowd would. The browser does the same with WebCrypto (ui/src/api/challenge.ts).
 */
export const solveChallengeInNode = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('The challenge could not be solved in time');
  return challengeAnswer(challenge, solution);
};
