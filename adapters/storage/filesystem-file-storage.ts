import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from '../../application/ports/file-storage.js';
import { sharedFlush } from '../system/shared-flush.js';
import { writeBytesAtomically } from '../system/write-bytes-atomically.js';
import { isFileKey, newFileKey } from './file-key.js';

interface Metadata {
  readonly contentType: string;
}

/** What writeBytesAtomically names a file before renaming it into place. */
const TEMPORARY = /^\.[0-9a-f]+\.tmp$/;

/** A temporary file, or one half of a stored file without the other: a write or a delete cut short. */
const isUnfinished = (name: string, names: ReadonlySet<string>): boolean => {
  if (TEMPORARY.test(name)) return true;
  if (isFileKey(name)) return !names.has(`${name}.json`);
  const key = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
  return isFileKey(key) && !names.has(key);
};

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** A byte stream that opens the file on the first read, so that one never read holds no descriptor. */
const readWhenConsumed = (path: string): Readable =>
  Readable.from(
    (async function* () {
      yield* createReadStream(path);
    })(),
    { objectMode: false },
  );

/**
 * Files in one directory: the bytes under the key, and a `<key>.json` sidecar with the content
 * type. Each is written to a temporary file, flushed to disk and renamed into place, the sidecar
 * last: a file counts as stored only once its sidecar exists.
 */
export class FilesystemFileStorage implements FileStorage {
  /**
   * Makes the renames themselves durable: puts finishing while the directory is being synced share
   * the one sync after it, each resolving only once a sync begun after its renames has finished.
   */
  private readonly syncDirectory = sharedFlush(async () => {
    const handle = await open(this.directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  });

  private constructor(private readonly directory: string) {}

  static async open(directory: string): Promise<FilesystemFileStorage> {
    await mkdir(directory, { recursive: true });
    return new FilesystemFileStorage(resolve(directory));
  }

  async put(bytes: Uint8Array, contentType: string): Promise<string> {
    const key = newFileKey();
    const metadata: Metadata = { contentType };
    await writeBytesAtomically(this.contentPath(key), bytes);
    try {
      await writeBytesAtomically(this.metadataPath(key), Buffer.from(JSON.stringify(metadata)));
    } catch (error) {
      await rm(this.contentPath(key), { force: true });
      throw error;
    }
    await this.syncDirectory();
    return key;
  }

  /** The content is read from the disk only when consumed; a file deleted before then ends it with an error. */
  async get(key: string): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const metadata = await this.readMetadata(key);
    if (metadata === null) return null;
    const path = this.contentPath(key);
    let size;
    try {
      ({ size } = await stat(path));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { contentType: metadata.contentType, size, content: readWhenConsumed(path) };
  }

  async delete(key: string): Promise<void> {
    if (!isFileKey(key)) return;
    await rm(this.metadataPath(key), { force: true });
    await rm(this.contentPath(key), { force: true });
  }

  async list(before: Date): Promise<readonly string[]> {
    const names = new Set(await readdir(this.directory));
    const stored = [...names].filter((name) => isFileKey(name) && names.has(`${name}.json`));
    const listed = await Promise.all(
      stored.map(async (key) => ({ key, modified: await this.modifiedAt(this.metadataPath(key)) })),
    );
    return listed.filter(({ modified }) => modified !== null && modified < before.getTime()).map(({ key }) => key);
  }

  async removeUnfinished(before: Date): Promise<number> {
    const names = new Set(await readdir(this.directory));
    let removed = 0;
    for (const name of [...names].filter((name) => isUnfinished(name, names))) {
      const path = join(this.directory, name);
      const modified = await this.modifiedAt(path);
      if (modified === null || modified >= before.getTime()) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }

  private async modifiedAt(path: string): Promise<number | null> {
    try {
      return (await stat(path)).mtimeMs;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private contentPath(key: string): string {
    return join(this.directory, key);
  }

  private metadataPath(key: string): string {
    return join(this.directory, `${key}.json`);
  }

  private async readMetadata(key: string): Promise<Metadata | null> {
    let text;
    try {
      text = await readFile(this.metadataPath(key), 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { contentType } = JSON.parse(text) as Partial<Metadata>;
    if (typeof contentType !== 'string') throw new Error(`Corrupt metadata for file ${key}`);
    return { contentType };
  }
}
