/*
 * `npm run bench -- --only queue-wait`: the demo's recorded fair day replayed through the wait
 * estimator (domain/queue-wait.ts). The demo (`npm run cli -- demo --students N`) records each
 * panel's day so far with realistic times (application/demo/demo-day.ts); at each moment one of a
 * panel's interviews started, every student then waiting who was interviewed later has their wait
 * estimated from what was known then, and compared with the wait they had.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore } from '../adapters/persistence/embedded-store.js';
import { DEFAULT_SCHEDULE_RULES } from '../domain/interview-schedule.js';
import type { Interview } from '../domain/interview.js';
import { medianError, replayWaits } from '../domain/queue-wait.js';
import { runTypeScript } from './child-process.js';
import type { Section } from './report.js';

/** The most the median estimate may miss the actual wait by (issue 22). */
export const WAIT_ERROR_TARGET = 0.4;

export interface QueueWaitReplay {
  readonly students: number;
  readonly panels: number;
  readonly finished: number;
  readonly estimates: number;
  readonly medianError: number;
  /** The 90th percentile of the relative errors. */
  readonly p90Error: number;
}

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

/** Fills a temporary store with the demo of `students` students, and replays its recorded day. */
export const replayDemoDay = async (students: number): Promise<QueueWaitReplay> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-queue-wait-'));
  try {
    await runTypeScript('adapters/cli/main.ts', ['demo', '--students', String(students)], {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      timeoutMs: 15 * 60_000,
    });
    const store = await openEmbeddedStore({ dataDir });
    try {
      const byPanel = new Map<string, Interview[]>();
      for (const interview of await store.interviews.list({ status: ['assigned', 'ongoing', 'finished', 'no-show'] })) {
        if (interview.panelId === null) continue;
        byPanel.set(interview.panelId, [...(byPanel.get(interview.panelId) ?? []), interview]);
      }
      const panels = [...byPanel.values()];
      const errors = replayWaits(panels, DEFAULT_SCHEDULE_RULES.interviewMinutes);
      return {
        students,
        panels: panels.length,
        finished: panels.flat().filter((interview) => interview.status === 'finished').length,
        estimates: errors.length,
        medianError: medianError(errors),
        p90Error: percentile(errors, 0.9),
      };
    } finally {
      await store.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

export const queueWaitSection = (replay: QueueWaitReplay): Section => {
  const met = replay.medianError <= WAIT_ERROR_TARGET;
  return {
    title: 'Estimated waits on a recorded fair day',
    body: [
      `The demo of ${replay.students.toLocaleString('en')} students (\`npm run cli -- demo --students ${replay.students}\`) records each panel's day so far with realistic times; ${replay.panels} panels, ${replay.finished.toLocaleString('en')} finished interviews. At each moment one of a panel's interviews started, each student then waiting at places 1 to 10 who was interviewed later was estimated (the panel's median of its last 8 interviews, ${DEFAULT_SCHEDULE_RULES.interviewMinutes} minutes before any) and compared with the wait they had: ${replay.estimates.toLocaleString('en')} estimates.`,
      '',
      '| figure | value | target |',
      '| --- | --- | --- |',
      `| median relative error of the estimated wait | ${percent(replay.medianError)} | at most ${percent(WAIT_ERROR_TARGET)}: ${met ? '**met**' : '**not met**'} |`,
      `| 90th percentile of the relative error | ${percent(replay.p90Error)} | – |`,
    ].join('\n'),
  };
};
