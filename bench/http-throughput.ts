import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore } from '../adapters/persistence/embedded-store.js';
import { startPortal } from '../adapters/portal.js';
import { addAll, benchCompanies, benchStudents, benchWalkIns } from './fair-data.js';

export interface ThroughputMeasurement {
  readonly endpoint: string;
  readonly concurrency: number;
  readonly requests: number;
  readonly failures: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const ADMIN = { email: 'bench.admin@fair.test', password: 'bench-admin-password' };

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Read endpoints of a real portal on 127.0.0.1 over the embedded store, under several levels of
 * concurrency. Every run is bounded: at most `requests` requests and `maxSeconds` seconds per level.
 */
export const measureHttpThroughput = async (options: {
  readonly concurrencies: readonly number[];
  readonly requests: number;
  readonly maxSeconds: number;
}): Promise<ThroughputMeasurement[]> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-bench-'));
  try {
    const companies = benchCompanies(40, true);
    const students = benchStudents(200, 3, companies);
    const busiest = companies[0]!;
    const store = await openEmbeddedStore({ dataDir });
    try {
      await addAll(companies, (company) => store.companies.add(company));
      await addAll(students, (student) => store.students.add(student));
      await addAll(benchWalkIns(busiest, students), (interview) => store.interviews.add(interview));
    } finally {
      await store.close();
    }

    const portal = await startPortal({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const base = `${portal.url}/rest/api/v1`;
      const signIn = await fetch(`${base}/admin/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const endpoints = [
        { name: 'GET /company/get-walk-in-companies (40 companies)', path: '/company/get-walk-in-companies' },
        { name: `GET /interview/all-cc-walking/:id (200 interviews)`, path: `/interview/all-cc-walking/${busiest.id}` },
      ];
      const results: ThroughputMeasurement[] = [];
      for (const endpoint of endpoints) {
        for (const concurrency of options.concurrencies) {
          results.push(await load(`${base}${endpoint.path}`, token, endpoint.name, concurrency, options));
        }
      }
      return results;
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

const load = async (
  url: string,
  token: string,
  endpoint: string,
  concurrency: number,
  limits: { readonly requests: number; readonly maxSeconds: number },
): Promise<ThroughputMeasurement> => {
  const latencies: number[] = [];
  let sent = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + limits.maxSeconds * 1000;
  const worker = async () => {
    while (sent < limits.requests && performance.now() < deadline) {
      sent++;
      const begun = performance.now();
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      latencies.push(performance.now() - begun);
      if (response.status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    endpoint,
    concurrency,
    requests: latencies.length,
    failures,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
};
