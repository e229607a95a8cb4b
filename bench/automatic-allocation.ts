/*
 * Issue 15's automatic allocation: 5,000 students × 10 choices × 60 companies (50 places each),
 * planned by the domain function alone and by the dry-run use case over an in-memory embedded store
 * (reading the students, companies and interviews included), then applied once for contrast.
 */
import { openEmbeddedStore } from '../adapters/persistence/embedded-store.js';
import { ObjectIdGenerator } from '../adapters/system/object-id-generator.js';
import { AllocateInterviews } from '../application/allocation/allocate-interviews.js';
import { InterviewDetailsLoader } from '../application/interviews/interview-details.js';
import { QueueMails } from '../application/messages/mail-queue.js';
import { TellStudentsTheirInterviews } from '../application/messages/tell-students-their-interviews.js';
import { type EventFeed, HISTORY_GONE } from '../application/ports/events.js';
import { type AllocationPlan, planAllocation } from '../domain/allocation.js';
import { addAll, benchCompanies, benchStudents } from './fair-data.js';
import { collectGarbage } from './memory.js';

export const ALLOCATION_TARGET_MS = 2_000;
const ROUNDS = 5;
const BENCH_ADMIN = { id: 'bench', role: 'admin' } as const;
const silentFeed: EventFeed = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  onGap: () => () => undefined,
  since: async () => HISTORY_GONE,
};
const clock = { now: () => new Date() };

export interface AllocationTiming {
  readonly what: string;
  readonly students: number;
  readonly choices: number;
  readonly companies: number;
  readonly interviews: number;
  readonly reserves: number;
  /** Median over the rounds (a single run for the apply). */
  readonly ms: number;
  readonly rounds: number;
  /** Null where no target applies. */
  readonly targetMs: number | null;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const timed = async <T>(work: () => Promise<T> | T): Promise<{ result: T; ms: number }> => {
  collectGarbage();
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

const counts = (plan: AllocationPlan) => ({
  interviews: plan.interviews.length,
  reserves: plan.companies.reduce((sum, company) => sum + company.reserves.length, 0),
});

export const measureAutomaticAllocation = async (
  students = 5_000,
  choices = 10,
  companyCount = 60,
): Promise<AllocationTiming[]> => {
  const companies = benchCompanies(companyCount);
  const people = benchStudents(students, choices, companies);
  const size = { students, choices, companies: companyCount };

  const domainRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    domainRuns.push(await timed(() => planAllocation({ students: people, companies, held: [], maxPerStudent: null })));
  }
  const store = await openEmbeddedStore({ dataDir: null });
  try {
    await addAll(companies, (company) => store.companies.add(company));
    await addAll(people, (student) => store.students.add(student));
    const allocate = new AllocateInterviews({
      students: store.students,
      companies: store.companies,
      interviews: store.interviews,
      reserveLists: store.reserveLists,
      strikes: store.strikes,
      ids: new ObjectIdGenerator(),
      clock,
      events: silentFeed,
      allocation: { maxInterviewsPerStudent: null },
      tellStudents: new TellStudentsTheirInterviews({
        details: new InterviewDetailsLoader(store),
        mails: new QueueMails({ mailQueue: store.mailQueue, ids: new ObjectIdGenerator(), clock }),
        settings: {
          publicUrl: 'http://127.0.0.1:3000',
          eventTimezone: 'Asia/Colombo',
          scheduleDefaults: { interviewMinutes: 25, bufferMinutes: 5 },
        },
      }),
    });
    const run = async (dryRun: boolean) => {
      const outcome = await allocate.execute(BENCH_ADMIN, { dryRun })();
      if (outcome._tag === 'Left') throw new Error(outcome.left.message);
      return outcome.right.plan;
    };
    const dryRuns = [];
    for (let round = 0; round < ROUNDS; round++) dryRuns.push(await timed(() => run(true)));
    const applied = await timed(() => run(false));
    const firstPlan = domainRuns[0]!.result;
    return [
      {
        what: 'domain function (planAllocation)',
        ...size,
        ...counts(firstPlan),
        ms: median(domainRuns.map((r) => r.ms)),
        rounds: ROUNDS,
        targetMs: ALLOCATION_TARGET_MS,
      },
      {
        what: 'dry run (use case over the embedded store)',
        ...size,
        ...counts(dryRuns[0]!.result),
        ms: median(dryRuns.map((r) => r.ms)),
        rounds: ROUNDS,
        targetMs: ALLOCATION_TARGET_MS,
      },
      {
        what: 'apply (creates the interviews and reserve lists)',
        ...size,
        ...counts(applied.result),
        ms: applied.ms,
        rounds: 1,
        targetMs: null,
      },
    ];
  } finally {
    await store.close();
  }
};

/** Puts a section, as `## title` up to the next `## `, in place of the one of that title in a results file. */
export const replaceSection = (results: string, title: string, section: string): string => {
  const heading = `## ${title}\n`;
  const start = results.indexOf(heading);
  if (start === -1) return `${results.trimEnd()}\n\n${section}\n`;
  const next = results.indexOf('\n## ', start + heading.length);
  return `${results.slice(0, start)}${section}${next === -1 ? '\n' : results.slice(next)}`;
};
