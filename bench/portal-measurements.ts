/*
 * The measurements of a running portal, each beside its anchor: polled reads (200 and 304) against
 * bare Koa answering the same bytes, the fair-day mix, the live streams, and the CV zip against a
 * raw copy of the same files.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchCompany, BenchFair } from './bench-fair.js';
import { closedLoop, type ClosedLoopResult } from './closed-loop.js';
import { summariseCpuProfile, type ProfileSummary } from './cpu-profile.js';
import { download } from './download-speed.js';
import {
  API,
  FAIR_DAY_RATE,
  fairDayMix,
  interviewMoves,
  mixReads,
  walkInOpenings,
  walkInRefetch,
  type PolledEndpoint,
} from './fair-day.js';
import { measureLiveStreams, type LiveStreamsResult, type StreamSubscriber } from './live-streams.js';
import { fillCaches, openLoop, type OpenLoopResult } from './open-loop.js';
import { measureSignIns, type SignInRun } from './sign-ins.js';
import { profileIn, recordAnswer, startPortalProcess, type ServerUnderTest } from './servers.js';
import type { RecordedAnswer } from './anchor-server.js';

export const ROUNDS = 3;
const ROUND_SECONDS = 3;
const CONNECTIONS = 10;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The median of each figure over the rounds, and every unexpected answer of all rounds. */
const medianOf = (rounds: readonly ClosedLoopResult[]): ClosedLoopResult => ({
  requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
  p50Ms: median(rounds.map((round) => round.p50Ms)),
  p99Ms: median(rounds.map((round) => round.p99Ms)),
  unexpected: rounds.reduce((sum, round) => sum + round.unexpected, 0),
});

export interface PolledMeasurement {
  readonly endpoint: PolledEndpoint;
  readonly answer: RecordedAnswer;
  /** What the answer holds, e.g. "142 interviews". */
  readonly holds: string;
  readonly fresh: { readonly portal: ClosedLoopResult; readonly anchor: ClosedLoopResult };
  /** Null when the portal gave no ETag to match. */
  readonly notModified: { readonly portal: ClosedLoopResult; readonly anchor: ClosedLoopResult } | null;
}

/** Counts what a board or list answer holds, from its JSON. */
const holdings = (answer: RecordedAnswer): string => {
  const bytes = Buffer.from(answer.bodyBase64, 'base64');
  try {
    const data = (JSON.parse(bytes.toString('utf8')) as { data?: unknown }).data;
    if (Array.isArray(data)) return `${data.length} interviews`;
    if (data !== null && typeof data === 'object' && 'upcoming' in data) {
      const board = data as { current: unknown; upcoming: unknown[]; finished: unknown[] };
      return `${(board.current ? 1 : 0) + board.upcoming.length + board.finished.length} interviews`;
    }
    return 'one profile';
  } catch {
    return 'not JSON';
  }
};

/**
 * Interleaved rounds: in each round, every endpoint is loaded on the portal then on the anchor,
 * fresh (200) then with the ETag just recorded (304); the figures are medians over the rounds.
 */
export const measurePolled = async (
  portal: ServerUnderTest,
  anchor: ServerUnderTest,
  endpoints: readonly PolledEndpoint[],
  answers: readonly RecordedAnswer[],
  progress: (line: string) => void,
): Promise<PolledMeasurement[]> => {
  const runs = endpoints.map(
    () => ({ portal200: [], anchor200: [], portal304: [], anchor304: [] }) as Record<string, ClosedLoopResult[]>,
  );
  const load = (server: ServerUnderTest, endpoint: PolledEndpoint, etag: string | undefined, seconds: number) =>
    closedLoop({
      url: `${server.url}${endpoint.url}`,
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        ...(etag === undefined ? {} : { 'if-none-match': etag }),
      },
      expectedStatus: etag === undefined ? 200 : 304,
      connections: CONNECTIONS,
      seconds,
    });
  // One untimed second each, so that both servers' code is compiled hot before the first round.
  for (const endpoint of endpoints) for (const server of [portal, anchor]) await load(server, endpoint, undefined, 1);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, endpoint] of endpoints.entries()) {
      const etag = answers[i]!.headers.etag;
      runs[i]!.portal200!.push(await load(portal, endpoint, undefined, ROUND_SECONDS));
      runs[i]!.anchor200!.push(await load(anchor, endpoint, undefined, ROUND_SECONDS));
      if (etag !== undefined) {
        runs[i]!.portal304!.push(await load(portal, endpoint, etag, ROUND_SECONDS));
        runs[i]!.anchor304!.push(await load(anchor, endpoint, etag, ROUND_SECONDS));
      }
    }
    progress(`  round ${round} of ${ROUNDS} done`);
  }
  return endpoints.map((endpoint, i) => {
    const run = runs[i]!;
    return {
      endpoint,
      answer: answers[i]!,
      holds: holdings(answers[i]!),
      fresh: { portal: medianOf(run.portal200!), anchor: medianOf(run.anchor200!) },
      notModified:
        run.portal304!.length === 0 ? null : { portal: medianOf(run.portal304!), anchor: medianOf(run.anchor304!) },
    };
  });
};

export const MIX_SECONDS = 20;
export const MIX_WRITES_PER_SECOND = 2;

/**
 * The mix on fair day, once every screen has read its list: each client starts with the ETag of its
 * first read (a cold start of 12,000 students at once is not the steady state the target is about).
 */
export const measureFairDayMix = async (portal: ServerUnderTest, fair: BenchFair): Promise<OpenLoopResult> =>
  openLoop({
    origin: portal.url,
    rate: FAIR_DAY_RATE,
    seconds: MIX_SECONDS,
    warmupSeconds: 3,
    connections: 128,
    next: fairDayMix(fair, FAIR_DAY_RATE, MIX_WRITES_PER_SECOND),
    etags: await fillCaches(portal.url, mixReads(fair), 16),
  });

export const STREAMS = 6_000;
/** The streams dropped at once (a venue's Wi-Fi failing) and reconnecting. */
export const DROPPED_STREAMS = 3_000;
/** Interview moves timed one after another, and walk-in broadcasts to every student. */
const MOVES = 40;
const BROADCASTS = 3;
/** Changes made while the dropped streams are away: moves, and one broadcast. */
const MISSED_MOVES = 20;

/**
 * 6,000 live streams: each company's account on two screens and its coordinator on one, and
 * students for the rest; then interviews moved and walk-ins opened, timed at every stream that may
 * hear of them, each walk-in followed by the refetch of every screen that heard it; then 3,000 of
 * the students' streams dropped at once, changes made while they are away, and their reconnecting
 * (each after the browser's own first delay, with the id of the last event it had) timed.
 */
export const measureLive = async (
  portal: ServerUnderTest,
  fair: BenchFair,
  reconnectDelay: (failures: number) => number,
): Promise<LiveStreamsResult> => {
  const companyStreams: StreamSubscriber[] = fair.companies.flatMap((company) => [
    company.company,
    company.company,
    company.coordinator,
  ]);
  // The front of each queue was interviewed already: the students streamed (and dropped) first are those still waiting.
  const waiting = new Set(
    fair.companies.flatMap((company) =>
      company.interviews.filter((interview) => interview.status === 'assigned').map((i) => i.studentId),
    ),
  );
  const students = [...fair.students]
    .sort((a, b) => Number(waiting.has(b.id)) - Number(waiting.has(a.id)))
    .slice(0, Math.max(0, STREAMS - companyStreams.length));
  const moves = interviewMoves(
    portal.url,
    fair.companies,
    new Set(students.slice(0, DROPPED_STREAMS).map((s) => s.id)),
  );
  const walkIns = walkInOpenings(portal.url, fair.companies);
  if (moves.length < 3 || walkIns.length < BROADCASTS + 2) {
    throw new Error(`The fair has too few changes to make: ${moves.length} moves, ${walkIns.length} walk-ins`);
  }
  // A small fair (BENCH_STUDENTS) has fewer companies to move an interview at: two thirds timed, the rest missed.
  const timed = Math.min(MOVES, Math.floor((moves.length * 2) / 3));
  return measureLiveStreams({
    origin: portal.url,
    path: `${API}/live`,
    portalPid: portal.pid,
    subscribers: [...companyStreams, ...students],
    changeGroups: new Map([
      ['an interview moved (company, its coordinator, the student)', { changes: moves.slice(0, timed) }],
      [
        'walk-in opened (every student), and each screen reading its list again',
        { changes: walkIns.slice(0, BROADCASTS), refetch: walkInRefetch },
      ],
    ]),
    reconnect: {
      drop: (open) => open.filter((stream) => stream.listener.role === 'student').slice(0, DROPPED_STREAMS),
      missed: [...moves.slice(timed, timed + MISSED_MOVES), walkIns[BROADCASTS]!],
      after: { changes: [walkIns[BROADCASTS + 1]!], refetch: walkInRefetch },
      delayOf: reconnectDelay,
    },
  });
};

/** The opening minute of a selection window: 1,100 sign-ins. */
export const OPENING_SIGN_INS = 1_100;
/**
 * Then a crowd of 3,000, one in ten mistyping first, at 600 a minute: past the address's free failures
 * each sign-in carries a solved challenge, and this machine's two cores stand in for 3,000 phones.
 */
export const CROWD_SIGN_INS = 3_000;
const CROWD_PER_MINUTE = 600;

/**
 * Sign-ins from one address: the opening minute of a selection window, then a crowd with typos, each
 * by students not signed in before in this run.
 */
export const measureSignInsFromOneAddress = async (
  portal: ServerUnderTest,
  fair: BenchFair,
): Promise<{ opening: SignInRun; crowd: SignInRun }> => {
  const opening = await measureSignIns({
    origin: portal.url,
    students: fair.students.slice(0, OPENING_SIGN_INS),
    perMinute: OPENING_SIGN_INS,
    mistypeEvery: null,
  });
  const crowd = await measureSignIns({
    origin: portal.url,
    students: fair.students.slice(OPENING_SIGN_INS, OPENING_SIGN_INS + CROWD_SIGN_INS),
    perMinute: CROWD_PER_MINUTE,
    mistypeEvery: 10,
  });
  return { opening, crowd };
};

export interface ZipMeasurement {
  readonly files: number;
  readonly cvBytes: number;
  readonly zipBytes: number;
  readonly zipSeconds: number;
  readonly rawSeconds: number;
  readonly status: number;
}

/** The company's CV zip from the portal against the anchor writing the same files as they are, rounds interleaved. */
export const measureZip = async (
  portal: ServerUnderTest,
  anchor: ServerUnderTest,
  company: BenchCompany,
  files: number,
  cvBytes: number,
): Promise<ZipMeasurement> => {
  const zip = () =>
    download(`${portal.url}${API}/interview/get-cv-company?id=${company.id}`, {
      authorization: `Bearer ${company.company.token}`,
    });
  const raw = () => download(`${anchor.url}/raw-copy`);
  await zip();
  await raw();
  const zips = [];
  const raws = [];
  for (let round = 0; round < 5; round++) {
    zips.push(await zip());
    raws.push(await raw());
  }
  return {
    files,
    cvBytes,
    zipBytes: zips[0]!.bytes,
    zipSeconds: median(zips.map((run) => run.seconds)),
    rawSeconds: median(raws.map((run) => run.seconds)),
    status: zips[0]!.status,
  };
};

/**
 * A second portal on the same data, profiled (`node --cpu-prof`) while the two boards are loaded;
 * only the stretch of the profile under load is read, not the portal's start or stop.
 */
export const profileBoards = async (
  dataDir: string,
  boards: readonly PolledEndpoint[],
  seconds: number,
): Promise<ProfileSummary> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'career-fair-profile-'));
  try {
    const portal = await startPortalProcess(dataDir, dir);
    let loadStarted = 0;
    let loadEnded = 0;
    try {
      const load = (board: PolledEndpoint, duration: number) =>
        closedLoop({
          url: `${portal.url}${board.url}`,
          headers: { authorization: `Bearer ${board.token}` },
          expectedStatus: 200,
          connections: CONNECTIONS,
          seconds: duration,
        });
      for (const board of boards) await load(board, 1);
      loadStarted = performance.now();
      for (const board of boards) await load(board, seconds);
      loadEnded = performance.now();
    } finally {
      await portal.stop();
    }
    const window = { lastMs: loadEnded - loadStarted, skipLastMs: performance.now() - loadEnded };
    return await summariseCpuProfile(await profileIn(dir), 12, window);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export { recordAnswer };
