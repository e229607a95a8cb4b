/*
 * The admin's screens at the fair's size: each page of the Interviews and Company Select screens
 * and the dashboard's figures, read again and again by one administrator, interleaved, with the
 * bytes each answers; beside them, once, the whole-fair lists those screens read before they paged.
 */
import type { BenchFair } from './bench-fair.js';
import { percentile } from './open-loop.js';
import type { Section } from './report.js';

export const ADMIN_TARGETS = { pageBytes: 200 * 1024, pageP99Ms: 300, statsP99Ms: 100 } as const;

export interface AdminRead {
  readonly what: string;
  readonly path: string;
  readonly bytes: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly rounds: number;
  /** A page or the dashboard, held to its target; else a whole-fair list measured for comparison. */
  readonly target: 'page' | 'stats' | null;
}

const ROUNDS = 40;
const WHOLE_LIST_ROUNDS = 3;

const read = async (origin: string, path: string, token: string, init: RequestInit = {}) => {
  const started = performance.now();
  const answer = await fetch(`${origin}/rest/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const bytes = (await answer.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return { bytes, ms };
};

/** Reads each path `rounds` times, one after the other in turn (so a slow moment weighs on all alike). */
const interleaved = async (
  origin: string,
  token: string,
  reads: readonly { what: string; path: string; target: AdminRead['target'] }[],
  rounds: number,
): Promise<AdminRead[]> => {
  const times = reads.map(() => [] as number[]);
  const bytes = reads.map(() => 0);
  for (const { path } of reads) await read(origin, path, token); // warm-up
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { path }] of reads.entries()) {
      const answer = await read(origin, path, token);
      times[index]!.push(answer.ms);
      bytes[index] = Math.max(bytes[index]!, answer.bytes);
    }
  }
  return reads.map(({ what, path, target }, index) => {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    return {
      what,
      path,
      target,
      bytes: bytes[index]!,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      rounds,
    };
  });
};

export const measureAdminPages = async (
  origin: string,
  fair: BenchFair,
): Promise<{ reads: AdminRead[]; firstStatsMs: number; recountMs: number }> => {
  const token = fair.admin.token;
  const company = [...fair.companies].sort((a, b) => b.interviews.length - a.interviews.length)[0]!;
  const interviewPages = Math.ceil(fair.interviews / 25);
  const someone = fair.students[Math.floor(fair.students.length / 2)]!;
  const first = await read(origin, '/admin/stats', token);
  const pages = await interleaved(
    origin,
    token,
    [
      { what: 'Interviews, page 1 (queue order)', path: '/admin/interviews', target: 'page' },
      {
        what: 'Interviews, middle page by time',
        path: `/admin/interviews?sort=time&page=${Math.ceil(interviewPages / 2)}`,
        target: 'page',
      },
      {
        what: 'Interviews, last page newest first',
        path: `/admin/interviews?sort=created&order=desc&page=${interviewPages}`,
        target: 'page',
      },
      { what: 'Interviews of the largest company', path: `/admin/interviews?company=${company.id}`, target: 'page' },
      { what: 'Interviews, status finished', path: '/admin/interviews?status=finished', target: 'page' },
      {
        what: 'Interviews, searched by e-mail',
        path: `/admin/interviews?text=${encodeURIComponent(someone.email)}`,
        target: 'page',
      },
      { what: 'Company Select, page 1', path: '/admin/selected-companies', target: 'page' },
      { what: 'Company Select, page 200', path: '/admin/selected-companies?page=200', target: 'page' },
      {
        what: 'Company Select, one company',
        path: `/admin/selected-companies?company=${encodeURIComponent(company.username)}`,
        target: 'page',
      },
      {
        what: 'Company Select, searched by e-mail',
        path: `/admin/selected-companies?student=${encodeURIComponent(someone.email)}`,
        target: 'page',
      },
      { what: 'Dashboard figures', path: '/admin/stats', target: 'stats' },
    ],
    ROUNDS,
  );
  const whole = await interleaved(
    origin,
    token,
    [
      { what: 'Every interview (GET /admin/all-for-admin, before paging)', path: '/admin/all-for-admin', target: null },
      {
        what: 'Every selected company (GET /admin/all-selected-companies, before paging)',
        path: '/admin/all-selected-companies',
        target: null,
      },
    ],
    WHOLE_LIST_ROUNDS,
  );
  const recount = await read(origin, '/admin/stats/recount', token, { method: 'POST', body: '{}' });
  return { reads: [...pages, ...whole], firstStatsMs: first.ms, recountMs: recount.ms };
};

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`;

export const adminPagesSection = ({
  reads,
  firstStatsMs,
  recountMs,
}: {
  reads: readonly AdminRead[];
  firstStatsMs: number;
  recountMs: number;
}): Section => {
  const met = (entry: AdminRead) =>
    entry.target === 'stats'
      ? entry.p99Ms < ADMIN_TARGETS.statsP99Ms
      : entry.bytes < ADMIN_TARGETS.pageBytes && entry.p99Ms < ADMIN_TARGETS.pageP99Ms;
  const aim = (entry: AdminRead) =>
    entry.target === 'stats'
      ? `p99 < ${ADMIN_TARGETS.statsP99Ms} ms`
      : entry.target === 'page'
        ? `< ${kb(ADMIN_TARGETS.pageBytes)}, p99 < ${ADMIN_TARGETS.pageP99Ms} ms`
        : 'for comparison';
  const rows = reads.map((entry) => [
    entry.what,
    `\`${entry.path.length > 60 ? `${entry.path.slice(0, 57)}…` : entry.path}\``,
    kb(entry.bytes),
    ms(entry.p50Ms),
    ms(entry.p99Ms),
    String(entry.rounds),
    aim(entry),
    entry.target === null ? '' : met(entry) ? '**met**' : '**not met**',
  ]);
  const headers = ['read', 'path', 'bytes', 'p50', 'p99', 'rounds', 'aim', 'result'];
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const held = reads.filter((entry) => entry.target !== null);
  return {
    title: "Admin pages and the dashboard's figures",
    checks: [
      {
        what: `Admin pages (${held.filter((entry) => entry.target === 'page').length} reads): largest, slowest`,
        figure: `${kb(Math.max(...held.filter((e) => e.target === 'page').map((e) => e.bytes)))}, p99 ${ms(Math.max(...held.filter((e) => e.target === 'page').map((e) => e.p99Ms)))}`,
        target: `< ${kb(ADMIN_TARGETS.pageBytes)}, p99 < ${ADMIN_TARGETS.pageP99Ms} ms`,
        met: held.filter((entry) => entry.target === 'page').every(met),
      },
      {
        what: "Dashboard's figures (GET /admin/stats)",
        figure: `p99 ${ms(held.find((entry) => entry.target === 'stats')?.p99Ms ?? Number.NaN)}`,
        target: `< ${ADMIN_TARGETS.statsP99Ms} ms`,
        met: held.filter((entry) => entry.target === 'stats').every(met),
      },
    ],
    body: [
      `One administrator reads each page of the admin's Interviews and Company Select screens and the dashboard's figures ${ROUNDS} times, one after the other in turn (interleaved, after one warm-up read each), on the portal process, one request at a time; bytes are the answer's body. The whole-fair lists those screens read before they paged are read ${WHOLE_LIST_ROUNDS} times each afterwards, for comparison. The dashboard's first read after the portal started, which makes every company's tally, took ${ms(firstStatsMs)}; a recount of every tally on demand (POST /admin/stats/recount) ${ms(recountMs)}.`,
      '',
      [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n'),
    ].join('\n'),
  };
};
