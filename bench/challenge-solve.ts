/**
 * How long the sign-in challenge takes to solve at the portal's difficulty (CHALLENGE_DIFFICULTY):
 *
 *     npx tsx bench/challenge-solve.ts [rounds]
 *
 * Prints the median and the slowest of `rounds` (default 30) challenges, each issued by the portal's
 * own ProofOfWork and checked by it, solved two ways: with Node's native PBKDF2 (solveChallengeInNode,
 * what a benchmark or a sprayer's script pays per try) and with WebCrypto (the browser's code,
 * ui/src/api/challenge.ts, run here in Node). The browser figure on a CPU slowed four times is printed
 * by the browser test tests/e2e/crowded-sign-in.test.ts; docs/security.md records both.
 */
import { inMemorySpentChallenges } from '../adapters/persistence/spent-challenges.js';
import {
  CHALLENGE_DIFFICULTY,
  ProofOfWork,
  solveChallengeInNode,
  type Challenge,
} from '../adapters/security/proof-of-work.js';
import { answerChallenge } from '../ui/src/api/challenge.js';

const rounds = Number(process.argv[2] ?? 30);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('rounds must be a whole number from 1');

const proofOfWork = new ProofOfWork('bench-secret-that-is-long-enough-for-hmac', inMemorySpentChallenges());

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Solver = (challenge: Challenge) => Promise<string | null>;

const timeSolving = async (solve: Solver) => {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const challenge = await proofOfWork.issue();
    const started = performance.now();
    const answer = await solve(challenge);
    times.push(performance.now() - started);
    const verdict = await proofOfWork.redeem(answer ?? undefined);
    if (verdict !== 'accepted') throw new Error(`the portal did not accept a solved challenge: ${verdict}`);
  }
  return { median: median(times), slowest: Math.max(...times) };
};

const { algorithm, iterations, leastCounter, mostCounter } = CHALLENGE_DIFFICULTY;
console.log(
  `challenge: ${algorithm}, ${iterations} iterations a try, answer between ${leastCounter} and ${mostCounter}`,
);
const solvers: readonly (readonly [string, Solver])[] = [
  ['Node native (solveChallengeInNode)', solveChallengeInNode],
  ['WebCrypto (the browser code, in Node)', (challenge) => answerChallenge(challenge, 15_000)],
];
for (const [name, solve] of solvers) {
  const { median: typical, slowest } = await timeSolving(solve);
  console.log(`${name}: median ${typical.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms over ${rounds} challenges`);
}
