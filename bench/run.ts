/*
 * `npm run bench`: measures a fair of 3,000 students in one run and writes bench/results.md, each
 * figure beside its anchor and its target. See docs/cli.md "Benchmarks" for what each part does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureInMemoryExport, measureStreamingExport, type ExportMeasurement } from './allocation-export.js';
import { measureAutomaticAllocation, replaceSection } from './automatic-allocation.js';
import { adminPagesSection, measureAdminPages, type AdminPagesOnFair } from './admin-pages.js';
import { prepareBenchFair, typicalCompany, type BenchFair } from './bench-fair.js';
import { importSection, measureImport } from './import-speed.js';
import { measurePushDelivery, pushDeliverySection } from './push-delivery.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadAverage, REPOSITORY } from './child-process.js';
import { reconnectDelay } from '../ui/src/api/live.js';
import { polledEndpoints } from './fair-day.js';
import { queueWaitSection, replayDemoDay } from './queue-wait.js';
import {
  measureFairDayMix,
  measureLive,
  measurePolled,
  measureSignInsFromOneAddress,
  measureZip,
  profileBoards,
  recordAnswer,
} from './portal-measurements.js';
import type { RecordedAnswer } from './anchor-server.js';
import { COMPILED_SERVER, startAnchorProcess, startPortalProcess } from './servers.js';
import {
  allocationExportSection,
  automaticAllocationSection,
  cpuProfileSection,
  demoFillSection,
  fairDayMixSection,
  failedSection,
  summaryOfTargets,
  liveStreamsSection,
  polledSection,
  signInsSection,
  zipSection,
  type Section,
} from './report.js';

/**
 * The largest fair we know of: over 12,000 visitors in two days, 120 companies. BENCH_STUDENTS and
 * BENCH_COMPANIES make a smaller one for trying the benchmark itself out.
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 12_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 120);
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Runs one part of the benchmark; a part that fails is reported as such and the others still run. */
const part = async (title: string, measure: () => Promise<Section>): Promise<Section> => {
  say(`${title}…`);
  const started = performance.now();
  try {
    const section = await measure();
    say(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return section;
  } catch (error) {
    say(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    return failedSection(title, error);
  }
};

/** The organizer's demo and the fair-day size: the admin pages are measured on both. */
const DEMO_FAIR = { students: 3_000, companies: 60 } as const;
const FAIR_DAY = { students: 12_000, companies: 120 } as const;

/** The admin pages on a fair of its own, made for them and removed after. */
const adminPagesOnNewFair = async (size: { students: number; companies: number }): Promise<AdminPagesOnFair> => {
  say(`  demo --students ${size.students} --companies ${size.companies}…`);
  const fair = await prepareBenchFair(size.students, size.companies);
  try {
    const portal = await startPortalProcess(fair.dataDir);
    try {
      return await measureAdminPages(portal.url, fair, size);
    } finally {
      await portal.stop();
    }
  } finally {
    await fair.remove();
  }
};

/** Measures the portal on the fair; the admin pages measured on it are added to `adminPages`. */
const measurePortal = async (fair: BenchFair, adminPages: AdminPagesOnFair[]): Promise<Section[]> => {
  const company = typicalCompany(fair.companies);
  const endpoints = polledEndpoints(fair, company);
  const portal = await startPortalProcess(fair.dataDir);
  let stopPortal = true;
  try {
    const answers: RecordedAnswer[] = [];
    for (const endpoint of endpoints) answers.push(await recordAnswer(portal.url, endpoint.url, endpoint.token));
    const anchor = await startAnchorProcess({ answers, rawCopyFiles: fair.zip.files });
    const sections: Section[] = [];
    try {
      sections.push(
        await part('Polled reads, portal against bare Koa', async () =>
          polledSection(await measurePolled(portal, anchor, endpoints, answers, say)),
        ),
      );
      say("Admin pages and the dashboard's figures on this fair…");
      try {
        adminPages.push(await measureAdminPages(portal.url, fair, { students: STUDENTS, companies: COMPANIES }));
      } catch (error) {
        say(`  failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      sections.push(await part('Fair-day mix', async () => fairDayMixSection(await measureFairDayMix(portal, fair))));
      sections.push(
        await part('Live streams', async () => liveStreamsSection(await measureLive(portal, fair, reconnectDelay))),
      );
      sections.push(
        await part('Sign-ins from one address', async () => {
          const { opening, crowd } = await measureSignInsFromOneAddress(portal, fair);
          return signInsSection(opening, crowd);
        }),
      );
      sections.push(
        await part('CV zip', async () =>
          zipSection(await measureZip(portal, anchor, fair.zip.company, fair.zip.files.length, fair.zip.bytes)),
        ),
      );
    } finally {
      await anchor.stop();
    }
    await portal.stop();
    stopPortal = false;
    sections.push(
      await part('CPU profile of the boards', async () =>
        cpuProfileSection(await profileBoards(fair.dataDir, endpoints.slice(1, 3), 5)),
      ),
    );
    return sections;
  } finally {
    if (stopPortal) await portal.stop();
  }
};

const measureAllocationExport = async (): Promise<Section> => {
  const results: ExportMeasurement[] = [
    await measureStreamingExport(10_000, 10),
    await measureInMemoryExport(5_000, 10),
  ];
  return allocationExportSection(results);
};

const timeAutomaticAllocation = async (): Promise<Section> =>
  automaticAllocationSection(await measureAutomaticAllocation());

const RESULTS_FILE = fileURLToPath(new URL('./results.md', import.meta.url));

/** `--only allocation`: times the automatic allocation alone and puts its section in place in results.md. */
const onlyAllocation = async () => {
  const section = await part('Automatic allocation', timeAutomaticAllocation);
  const text = [`## ${section.title}`, '', section.body, ''].join('\n');
  const before = await readFile(RESULTS_FILE, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(RESULTS_FILE, replaceSection(before, section.title, text));
  say(`\n${text}\nWrote its section in ${RESULTS_FILE}`);
};

/** `--only push`: the warnings near one's turn, from a queue's move to the device, and its section put in place in results.md. */
const onlyPush = async () => {
  const section = await part('Push warnings', async () => pushDeliverySection(await measurePushDelivery(4, 12, say)));
  const about = `By \`npm run bench -- --only push\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
  const text = [`## ${section.title}`, '', about, '', section.body, ''].join('\n');
  const before = await readFile(RESULTS_FILE, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(RESULTS_FILE, replaceSection(before, section.title, text));
  say(`\n${text}\nWrote its section in ${RESULTS_FILE}`);
};

/** `--only import`: 5,000 students with seeded errors imported twice, and its section put in place in results.md. */
const onlyImport = async () => {
  const section = await part('Importing students', async () => importSection(await measureImport(say)));
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [`## ${section.title}`, '', `By \`npm run bench -- --only import\` on ${stamp} UTC.`, ''];
  const text = [...lines, section.body, ''].join('\n');
  await writeFile(RESULTS_FILE, replaceSection(await readFile(RESULTS_FILE, 'utf8'), section.title, text));
  say(`\n${text}\nWrote its section in ${RESULTS_FILE}`);
};

/**
 * `--only admin-pages`: the admin's pages and the dashboard's figures alone, on the organizer's
 * 3,000-student demo and the 12,000-student fair day, one after the other (or on BENCH_STUDENTS and
 * BENCH_COMPANIES alone when given), its section put in place in results.md.
 */
const onlyAdminPages = async () => {
  await promisify(execFile)('npm', ['run', 'build:server'], { cwd: REPOSITORY });
  const sizes =
    process.env.BENCH_STUDENTS === undefined ? [DEMO_FAIR, FAIR_DAY] : [{ students: STUDENTS, companies: COMPANIES }];
  const section = await part("Admin pages and the dashboard's figures", async () => {
    const fairs: AdminPagesOnFair[] = [];
    for (const size of sizes) {
      try {
        fairs.push(await adminPagesOnNewFair(size));
      } catch (error) {
        say(`  failed on ${size.students} students: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (fairs.length === 0) throw new Error('No fair was measured');
    return adminPagesSection(fairs);
  });
  const about = `By \`npm run bench -- --only admin-pages\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
  const text = [`## ${section.title}`, '', about, '', section.body, ''].join('\n');
  const before = await readFile(RESULTS_FILE, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(RESULTS_FILE, replaceSection(before, section.title, text));
  say(`\n${text}\nWrote its section in ${RESULTS_FILE}`);
};

/**
 * `--only queue-wait`: the demo's recorded day replayed through the wait estimator (bench/queue-wait.ts),
 * on the 3,000-student demo (or BENCH_STUDENTS); prints the median error and puts its section in place in results.md.
 */
const onlyQueueWait = async () => {
  const students = process.env.BENCH_STUDENTS === undefined ? DEMO_FAIR.students : STUDENTS;
  const section = await part('Estimated waits on a recorded fair day', async () =>
    queueWaitSection(await replayDemoDay(students)),
  );
  const about = `By \`npm run bench -- --only queue-wait\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
  const text = [`## ${section.title}`, '', about, '', section.body, ''].join('\n');
  const before = await readFile(RESULTS_FILE, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(RESULTS_FILE, replaceSection(before, section.title, text));
  say(`\n${text}\nWrote its section in ${RESULTS_FILE}`);
};

const main = async () => {
  say('Compiling the server as npm start does (npm run build:server)…');
  await promisify(execFile)('npm', ['run', 'build:server'], { cwd: REPOSITORY });
  const loadBefore = await loadAverage();
  say(`Demo fair of ${STUDENTS} students (npm run cli -- demo --students ${STUDENTS} --companies ${COMPANIES})…`);
  const fair = await prepareBenchFair(STUDENTS, COMPANIES);
  say(
    `  ${fair.fillSeconds.toFixed(0)} s: ${fair.students.length} students, ${fair.companies.length} companies, ${fair.interviews} interviews`,
  );
  const sections: Section[] = [demoFillSection(fair)];
  const adminPages: AdminPagesOnFair[] = [];
  try {
    sections.push(...(await measurePortal(fair, adminPages)));
  } finally {
    await fair.remove();
  }
  sections.push(
    await part("Admin pages and the dashboard's figures", async () => {
      if (STUDENTS !== DEMO_FAIR.students) {
        try {
          adminPages.unshift(await adminPagesOnNewFair(DEMO_FAIR));
        } catch (error) {
          say(`  failed on the demo: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (adminPages.length === 0) throw new Error('No fair was measured');
      return adminPagesSection(adminPages);
    }),
  );
  sections.push(await part('Push warnings', async () => pushDeliverySection(await measurePushDelivery(4, 12, say))));
  sections.push(await part('Allocation export', measureAllocationExport));
  sections.push(await part('Automatic allocation', timeAutomaticAllocation));
  const loadAfter = await loadAverage();

  const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  const report = [
    '# Benchmarks',
    '',
    `Made by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine}.`,
    `/proc/loadavg before: \`${loadBefore}\`; after: \`${loadAfter}\`. A load average above the number of cores means other work shared the machine during the run and slowed the figures down (the portal, bare Koa and the load generator all share these cores).`,
    '',
    `The fair: \`npm run cli -- demo --students ${STUDENTS} --companies ${COMPANIES}\` into a temporary DATA_DIR took ${fair.fillSeconds.toFixed(0)} s and made ${fair.students.length.toLocaleString('en')} students, ${fair.companies.length} companies with 2 panels and a coordinator each, and ${fair.interviews.toLocaleString('en')} interviews. The portal runs as in production (\`node --enable-source-maps --expose-gc ${COMPILED_SERVER}\`, as \`npm start\` runs it, LOG_LEVEL=silent) in a process of its own; the anchor, a bare Koa + @koa/router server answering the very bytes and headers the portal answered, in another. Load comes from autocannon (closed loop, 10 connections) and undici (open loop), all on 127.0.0.1. Figures over rounds are medians.`,
    '',
    '## Targets',
    '',
    summaryOfTargets(sections),
    '',
    ...sections.flatMap((section) => [`## ${section.title}`, '', section.body, '']),
  ].join('\n');
  await writeFile(RESULTS_FILE, report);
  say(`\n${report}\nWrote ${RESULTS_FILE}`);
};

const only = process.argv.indexOf('--only');
const onlyPart = only === -1 ? null : (process.argv[only + 1] ?? '');
const ONLY_PARTS: Readonly<Record<string, () => Promise<void>>> = {
  allocation: onlyAllocation,
  'admin-pages': onlyAdminPages,
  'queue-wait': onlyQueueWait,
  push: onlyPush,
  import: onlyImport,
};
const onlyRun = onlyPart === null ? main : ONLY_PARTS[onlyPart];
if (onlyRun === undefined) throw new Error(`--only takes one part: ${Object.keys(ONLY_PARTS).join(', ')}`);
await onlyRun();
