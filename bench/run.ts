/*
 * `npm run bench`: measures, never judges. Prints a table and writes bench/results.md.
 * - The allocation export at 1,000 / 5,000 / 10,000 students × 10 entries through the use case and
 *   the streaming writer (rows/s, and the memory the write adds), then 5,000 × 10 through ExcelJS's
 *   in-memory workbook for contrast.
 * - Read endpoints of a real portal on 127.0.0.1 over the embedded store, at several concurrencies.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureInMemoryExport, measureStreamingExport, type ExportMeasurement } from './allocation-export.js';
import { measureHttpThroughput, type ThroughputMeasurement } from './http-throughput.js';

const ENTRIES = 10;
const fixed = (value: number, digits = 0) => value.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const table = (headers: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
};

const exportTable = (results: readonly ExportMeasurement[]) =>
  table(
    [
      'writer',
      'students × entries',
      'rows',
      'seconds',
      'rows/s',
      'xlsx MB',
      'RSS added while writing (MB)',
      'peak RSS (MB)',
    ],
    results.map((r) => [
      r.writer,
      `${fixed(r.students)} × ${ENTRIES}`,
      fixed(r.rows),
      fixed(r.ms / 1000, 2),
      fixed(r.rowsPerSecond),
      fixed(r.bytes / 1024 / 1024, 1),
      fixed(r.rssGrowthMb, 1),
      fixed(r.rssPeakMb),
    ]),
  );

const httpTable = (results: readonly ThroughputMeasurement[]) =>
  table(
    ['endpoint', 'concurrency', 'requests', 'failures', 'req/s', 'p50 ms', 'p99 ms'],
    results.map((r) => [
      r.endpoint,
      String(r.concurrency),
      fixed(r.requests),
      String(r.failures),
      fixed(r.requestsPerSecond),
      fixed(r.p50Ms, 1),
      fixed(r.p99Ms, 1),
    ]),
  );

const main = async () => {
  process.stdout.write('Allocation export…\n');
  const exports: ExportMeasurement[] = [];
  for (const students of [1_000, 5_000, 10_000]) {
    exports.push(await measureStreamingExport(students, ENTRIES));
    process.stdout.write(`  streaming ${students} × ${ENTRIES} done\n`);
  }
  exports.push(await measureInMemoryExport(5_000, ENTRIES));
  process.stdout.write('HTTP throughput…\n');
  const http = await measureHttpThroughput({ concurrencies: [1, 8, 32], requests: 2_000, maxSeconds: 20 });

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${fixed(totalmem() / 1024 ** 3)} GiB, load average ${load} (1 / 5 / 15 min) at the end`;
  const report = [
    '# Benchmarks',
    '',
    `Made by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}. Numbers vary from run to run and machine to machine; they are measurements, not thresholds. A load average above the number of cores means other work shared the machine and slowed these numbers down.`,
    '',
    '## Allocation export',
    '',
    'Rows are loaded from the embedded store and sorted by the domain first; the timing and the memory are those of writing the workbook.',
    '"RSS added while writing" is the peak resident set during the write minus the resident set just before it (after a garbage collection).',
    'With the streaming writer it stays about the same whatever the number of rows; the in-memory workbook holds the whole sheet and grows with it.',
    '',
    exportTable(exports),
    '',
    '## HTTP throughput of read endpoints',
    '',
    'A real portal on 127.0.0.1 over the embedded store, with an admin bearer token; each level stops after 2,000 requests or 20 seconds.',
    '',
    httpTable(http),
    '',
  ].join('\n');

  process.stdout.write(`\n${exportTable(exports)}\n\n${httpTable(http)}\n`);
  const file = fileURLToPath(new URL('./results.md', import.meta.url));
  await writeFile(file, report);
  process.stdout.write(`\nWrote ${file}\n`);
};

await main();
