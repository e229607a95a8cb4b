/*
 * The admin's screens at the fair's size: the pages of the Interviews and Company Select screens
 * (every order, first, middle and last) and the dashboard's figures, read again and again by one
 * administrator, interleaved, with the bytes each answers; beside them, a few times, the whole-fair
 * lists those screens read before they paged (the routes still answer them, on a fair of any size).
 */
import { COMPANY_SELECT_PAGE_SIZE } from '../domain/allocation.js';
import { ADMIN_INTERVIEW_PAGE_SIZE } from '../domain/interview.js';
import type { BenchFair } from './bench-fair.js';
import { loadAverage } from './child-process.js';
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
  /** Why a whole-fair list could not be read, when it could not. */
  readonly failure?: string;
}

const ROUNDS = 40;
const WHOLE_LIST_ROUNDS = 3;

/** fetch says only "fetch failed"; what failed (a refused or closed connection, a timeout) is its cause. */
const causeOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return cause === undefined ? message : `${message}: ${[cause.code, cause.message].filter(Boolean).join(' ')}`;
};

const read = async (origin: string, path: string, token: string, init: RequestInit = {}) => {
  const started = performance.now();
  const answer = await fetch(`${origin}/rest/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  }).catch((error: unknown) => {
    throw new Error(`${path} after ${Math.round(performance.now() - started)} ms: ${causeOf(error)}`);
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

/** The admin pages measured on one fair, with the machine's load around them. */
export interface AdminPagesOnFair {
  readonly students: number;
  readonly companies: number;
  readonly interviews: number;
  readonly loadBefore: string;
  readonly loadAfter: string;
  readonly reads: readonly AdminRead[];
  readonly firstStatsMs: number;
  readonly recountMs: number;
}

const SORTS = [
  ['queue', 'queue order'],
  ['time', 'time'],
  ['status', 'status'],
  ['created', 'creation time'],
] as const;

/** The first, middle and last of `pages` pages. */
const spread = (pages: number) =>
  [
    ['first', 1],
    ['middle', Math.max(1, Math.ceil(pages / 2))],
    ['last', Math.max(1, pages)],
  ] as const;

/** How many rows a paged list has, from its first page's `total`. */
const totalOf = async (origin: string, path: string, token: string): Promise<number> => {
  const answer = await fetch(`${origin}/rest/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  const total = /"total":(\d+)/.exec(await answer.text())?.[1];
  if (total === undefined) throw new Error(`${path} answered no total`);
  return Number(total);
};

/**
 * Every order of the Interviews screen, either way, at its first, middle and last page; those
 * narrowed by company, status and a search; Company Select at its first, middle and last page,
 * one company and a search; the dashboard's figures.
 */
export const measureAdminPages = async (
  origin: string,
  fair: BenchFair,
  size: { readonly students: number; readonly companies: number },
): Promise<AdminPagesOnFair> => {
  const loadBefore = await loadAverage();
  const token = fair.admin.token;
  const company = [...fair.companies].sort((a, b) => b.interviews.length - a.interviews.length)[0]!;
  const interviewPages = Math.ceil(fair.interviews / ADMIN_INTERVIEW_PAGE_SIZE);
  const companyPages = Math.ceil(company.interviews.length / ADMIN_INTERVIEW_PAGE_SIZE);
  const finishedPages = Math.ceil(
    (await totalOf(origin, '/admin/interviews?status=finished', token)) / ADMIN_INTERVIEW_PAGE_SIZE,
  );
  const selectPages = Math.ceil((await totalOf(origin, '/admin/selected-companies', token)) / COMPANY_SELECT_PAGE_SIZE);
  const someone = fair.students[Math.floor(fair.students.length / 2)]!;
  const first = await read(origin, '/admin/stats', token);
  const interviewReads = SORTS.flatMap(([sort, name]) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      spread(interviewPages).map(([where, page]) => ({
        what: `Interviews by ${name}${order === 'desc' ? ', reversed' : ''}, ${where} page`,
        path: `/admin/interviews?sort=${sort}&order=${order}&page=${page}`,
        target: 'page' as const,
      })),
    ),
  );
  const pages = await interleaved(
    origin,
    token,
    [
      ...interviewReads,
      ...spread(companyPages).map(([where, page]) => ({
        what: `Interviews of the largest company, ${where} page`,
        path: `/admin/interviews?company=${company.id}&page=${page}`,
        target: 'page' as const,
      })),
      ...spread(finishedPages).map(([where, page]) => ({
        what: `Interviews, status finished, ${where} page`,
        path: `/admin/interviews?status=finished&page=${page}`,
        target: 'page' as const,
      })),
      {
        what: 'Interviews, searched by e-mail',
        path: `/admin/interviews?text=${encodeURIComponent(someone.email)}`,
        target: 'page',
      },
      ...spread(selectPages).map(([where, page]) => ({
        what: `Company Select, ${where} page`,
        path: `/admin/selected-companies?page=${page}`,
        target: 'page' as const,
      })),
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
  const wholeLists = [
    { what: 'Every interview (GET /admin/all-for-admin, before paging)', path: '/admin/all-for-admin', target: null },
    {
      what: 'Every selected company (GET /admin/all-selected-companies, before paging)',
      path: '/admin/all-selected-companies',
      target: null,
    },
  ] as const;
  const whole = await interleaved(origin, token, wholeLists, WHOLE_LIST_ROUNDS).catch((error: unknown) =>
    wholeLists.map((list): AdminRead => ({
      ...list,
      bytes: 0,
      p50Ms: 0,
      p99Ms: 0,
      rounds: 0,
      failure: causeOf(error),
    })),
  );
  const recount = await read(origin, '/admin/stats/recount', token, { method: 'POST', body: '{}' });
  return {
    ...size,
    interviews: fair.interviews,
    loadBefore,
    loadAfter: await loadAverage(),
    reads: [...pages, ...whole],
    firstStatsMs: first.ms,
    recountMs: recount.ms,
  };
};

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 1 : 0 })} ms`;

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

const table = (reads: readonly AdminRead[]): string => {
  const rows = reads.map((entry) => [
    entry.what,
    `\`${entry.path.length > 60 ? `${entry.path.slice(0, 57)}…` : entry.path}\``,
    entry.failure === undefined ? kb(entry.bytes) : '–',
    entry.failure === undefined ? ms(entry.p50Ms) : '–',
    entry.failure === undefined ? ms(entry.p99Ms) : '–',
    String(entry.rounds),
    aim(entry),
    entry.failure !== undefined
      ? `failed (${entry.failure})`
      : entry.target === null
        ? ''
        : met(entry)
          ? '**met**'
          : '**not met**',
  ]);
  const headers = ['read', 'path', 'bytes', 'p50', 'p99', 'rounds', 'aim', 'result'];
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
};

const fairName = (fair: AdminPagesOnFair) =>
  `${fair.students.toLocaleString('en')} students, ${fair.companies} companies`;

export const adminPagesSection = (fairs: readonly AdminPagesOnFair[]): Section => ({
  title: "Admin pages and the dashboard's figures",
  checks: fairs.flatMap((fair) => {
    const pages = fair.reads.filter((entry) => entry.target === 'page');
    const stats = fair.reads.filter((entry) => entry.target === 'stats');
    return [
      {
        what: `Admin pages, ${fairName(fair)} (${pages.length} reads): largest, slowest`,
        figure: `${kb(Math.max(...pages.map((e) => e.bytes)))}, p99 ${ms(Math.max(...pages.map((e) => e.p99Ms)))}`,
        target: `< ${kb(ADMIN_TARGETS.pageBytes)}, p99 < ${ADMIN_TARGETS.pageP99Ms} ms`,
        met: pages.every(met),
      },
      {
        what: `Dashboard's figures (GET /admin/stats), ${fairName(fair)}`,
        figure: `p99 ${ms(stats[0]?.p99Ms ?? Number.NaN)}`,
        target: `< ${ADMIN_TARGETS.statsP99Ms} ms`,
        met: stats.every(met),
      },
    ];
  }),
  body: [
    `One administrator reads each page of the admin's Interviews screen (every order, either way, at its first, middle and last page, and narrowed by company, status and a search) and of Company Select, and the dashboard's figures, ${ROUNDS} times, one after the other in turn (interleaved, after one warm-up read each), on the portal process, one request at a time; bytes are the answer's body, p50 and p99 those of the ${ROUNDS} reads. The whole-fair lists those screens read before they paged are read ${WHOLE_LIST_ROUNDS} times each afterwards, for comparison (one interleaved warm-up read each first); a read that fails is reported with its cause.`,
    ...fairs.flatMap((fair) => [
      '',
      `### ${fairName(fair)}`,
      '',
      `On \`demo --students ${fair.students} --companies ${fair.companies}\` (${fair.interviews.toLocaleString('en')} interviews); /proc/loadavg before: \`${fair.loadBefore}\`, after: \`${fair.loadAfter}\`. The dashboard's first read after the portal started, which makes every company's tally, took ${ms(fair.firstStatsMs)}; a recount of every tally on demand (POST /admin/stats/recount) ${ms(fair.recountMs)}.`,
      '',
      table(fair.reads),
    ]),
  ].join('\n'),
});
