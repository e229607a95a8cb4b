import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freshPerTest } from './fresh-per-test.js';

/** A path in a temporary directory made before each test and removed, with what was written, after it. */
export const scratchFilePerTest = (prefix: string, name: string): (() => string) =>
  freshPerTest(
    async () => join(await mkdtemp(join(tmpdir(), prefix)), name),
    (file) => rm(dirname(file), { recursive: true, force: true }),
  );

/** The items one at a time, each after a turn of the event loop, as a slow source hands them out. */
export async function* slowly<T>(items: readonly T[]): AsyncIterable<T> {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}
