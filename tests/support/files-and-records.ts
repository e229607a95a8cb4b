import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import { studentFileKeys } from '../../domain/student-files.js';

const STORED = /^[0-9a-f]{24}$/;
const METADATA = /^[0-9a-f]{24}\.json$/;

export interface FilesAndRecords {
  /** The keys of the whole files in DATA_DIR/files (content and metadata both there). */
  readonly onDisk: string[];
  /** Every other name in DATA_DIR/files: temporary files, half-stored files. */
  readonly leftovers: string[];
  /** Every key a student or a company points at. */
  readonly pointedAt: string[];
}

/**
 * What is on the disk of a stopped portal's data directory, and what its records point at: no
 * file outlives its record when `onDisk` equals `pointedAt` and nothing is left over.
 */
export const filesAndRecords = async (dataDir: string): Promise<FilesAndRecords> => {
  const names = new Set(await readdir(path.join(dataDir, 'files')).catch(() => [] as string[]));
  const onDisk = [...names].filter((name) => STORED.test(name) && names.has(`${name}.json`));
  const whole = new Set([...onDisk, ...onDisk.map((key) => `${key}.json`)]);
  const leftovers = [...names].filter((name) => !whole.has(name) || !(STORED.test(name) || METADATA.test(name)));
  const store = await openEmbeddedStore({ dataDir });
  try {
    const { items: students } = await store.students.search({ text: '', page: 1, pageSize: 10_000 });
    const companies = await store.companies.list();
    const pointedAt = [
      ...students.flatMap((student) => studentFileKeys(student)),
      ...companies.flatMap((company) => (company.logoKey === null ? [] : [company.logoKey])),
    ];
    return { onDisk: onDisk.sort(), leftovers: leftovers.sort(), pointedAt: pointedAt.sort() };
  } finally {
    await store.close();
  }
};
