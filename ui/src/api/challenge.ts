import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * The header that carries a solved challenge (docs/security.md#rate-limits): base64 of the JSON
 * `{ challenge, solution }`, as the server reads it.
 */
export const CHALLENGE_HEADER = 'X-Challenge';

/** The status of an answer that asks for a solved challenge. */
export const CHALLENGE_STATUS = 428;

/** The name of the performance measure each solve leaves behind (the browser tests read it). */
export const CHALLENGE_SOLVE_MEASURE = 'challenge-solve';

/** The challenge a 428 answer carries in `data.challenge`, or null when the answer holds none. */
export function challengeIn(body: unknown): Challenge | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const challenge = (data as { challenge?: unknown }).challenge;
  if (typeof challenge !== 'object' || challenge === null) return null;
  const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
  if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string') return null;
  return challenge as Challenge;
}

/**
 * Solves a proof-of-work challenge with the browser's WebCrypto (no widget, nothing for the user to
 * do) and answers the X-Challenge header's value; null when it could not be solved in time.
 */
export async function answerChallenge(challenge: Challenge, timeoutMs: number): Promise<string | null> {
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (solution === null) return null;
  performance.measure(CHALLENGE_SOLVE_MEASURE, { start: started, end: performance.now() });
  const answer = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return btoa(JSON.stringify(answer));
}
