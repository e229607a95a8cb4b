/*
 * Sign-ins from one address, as a campus network or a venue's Wi-Fi brings them: the opening minute of
 * a selection window, and a crowd in which one student in ten mistypes first. Each call is sent as the
 * browser sends it: when the portal asks for a proof of work, it is solved and the call sent again.
 */
import { Pool } from 'undici';
import { DEMO_PASSWORDS } from '../application/demo/demo-plan.js';
import { CHALLENGE_HEADER, solveChallengeInNode, type Challenge } from '../adapters/security/proof-of-work.js';
import type { BenchStudent } from './bench-fair.js';
import { API } from './fair-day.js';
import { percentile } from './open-loop.js';

export interface SignInRun {
  /** Students who signed in with the right password. */
  readonly students: number;
  /** Of them, how many mistyped once first. */
  readonly mistyped: number;
  readonly succeeded: number;
  /** Right passwords answered anything but 200: each is a student locked out. */
  readonly refused: number;
  /** Wrong passwords answered anything but 401 (after solving where asked). */
  readonly wrongAnswered: number;
  /** Calls the portal asked a proof of work for, and the median time to solve one here. */
  readonly challenged: number;
  readonly solveMedianMs: number;
  readonly seconds: number;
  /** From the moment a student's sign-in was due to its answer, challenge solved included. */
  readonly p50Ms: number;
  readonly p99Ms: number;
}

interface Answer {
  readonly status: number;
  readonly challenged: boolean;
  readonly solveMs: number;
}

const WRONG_PASSWORD = 'not-my-password';

/**
 * The phones' processors, which solve the challenges, stand in here as this machine's two cores: at
 * most two solves at once, so that each takes its own time rather than all of them crawling together.
 */
const solvers = (() => {
  const SOLVERS = 2;
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= SOLVERS) await new Promise<void>((resolve) => waiting.push(resolve));
    busy++;
    try {
      return await work();
    } finally {
      busy--;
      waiting.shift()?.();
    }
  };
})();

/** One sign-in as the browser sends it: a 428 is solved and the call sent once more with the answer. */
const signIn = async (pool: Pool, email: string, password: string): Promise<Answer> => {
  const send = async (answer?: string) => {
    const response = await pool.request({
      path: `${API}/student/sign-in`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(answer === undefined ? {} : { [CHALLENGE_HEADER]: answer }) },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.statusCode, body: (await response.body.json()) as { data?: { challenge?: Challenge } } };
  };
  const first = await send();
  if (first.status !== 428 || first.body.data?.challenge === undefined) {
    return { status: first.status, challenged: false, solveMs: 0 };
  }
  const challenge = first.body.data.challenge;
  const { answer, solveMs } = await solvers(async () => {
    const solving = performance.now();
    return { answer: await solveChallengeInNode(challenge), solveMs: performance.now() - solving };
  });
  return { status: (await send(answer)).status, challenged: true, solveMs };
};

const summary = (
  students: number,
  mistyped: number,
  answers: readonly { right: Answer; wrong: Answer | null; ms: number }[],
  seconds: number,
): SignInRun => {
  const all = answers.flatMap(({ right, wrong }) => (wrong === null ? [right] : [wrong, right]));
  const solves = all.filter((answer) => answer.challenged).map((answer) => answer.solveMs);
  const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  solves.sort((a, b) => a - b);
  return {
    students,
    mistyped,
    succeeded: answers.filter(({ right }) => right.status === 200).length,
    refused: answers.filter(({ right }) => right.status !== 200).length,
    wrongAnswered: answers.filter(({ wrong }) => wrong !== null && wrong.status !== 401).length,
    challenged: solves.length,
    solveMedianMs: percentile(solves, 50),
    seconds,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
  };
};

/**
 * `students` sign in with the right password, one every `60 / perMinute` seconds whatever became of
 * the others (open loop: a slow portal shows in full); the `mistypeEvery`-th of them sends a wrong
 * password first. Every call comes from this one address.
 */
export const measureSignIns = async (options: {
  readonly origin: string;
  readonly students: readonly BenchStudent[];
  readonly perMinute: number;
  readonly mistypeEvery: number | null;
}): Promise<SignInRun> => {
  const pool = new Pool(options.origin, { connections: 64, pipelining: 1 });
  const password = DEMO_PASSWORDS.student;
  const gapMs = 60_000 / options.perMinute;
  const started = performance.now();
  try {
    const answers = await Promise.all(
      options.students.map(async (student, i) => {
        const dueAt = started + i * gapMs;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - performance.now())));
        const mistypes = options.mistypeEvery !== null && i % options.mistypeEvery === options.mistypeEvery - 1;
        const wrong = mistypes ? await signIn(pool, student.email, WRONG_PASSWORD) : null;
        const right = await signIn(pool, student.email, password);
        return { right, wrong, ms: performance.now() - dueAt };
      }),
    );
    const mistyped = answers.filter(({ wrong }) => wrong !== null).length;
    return summary(options.students.length, mistyped, answers, (performance.now() - started) / 1000);
  } finally {
    await pool.destroy();
  }
};
