import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessEventFeed } from '../events/in-process-event-feed.js';
import { FilesystemFileStorage } from '../storage/filesystem-file-storage.js';
import { EmbeddedUnits } from './embedded-units.js';
import { pastFairStore, StoredFairArchive } from './fair-archive.js';
import { NedbDatabase } from './nedb-database.js';
import { inMemoryRateLimiters } from './rate-limiters.js';
import { inMemorySpentChallenges } from './spent-challenges.js';
import { openRepositories } from './repositories.js';
import { ALWAYS_WRITABLE, IN_PROCESS_FEED_HEALTH, type Store } from './store.js';

export interface EmbeddedStoreOptions {
  /** nedb files under `dataDir/db`, files under `dataDir/files`; null keeps it all for this process only. */
  readonly dataDir: string | null;
}

/** The embedded store (design.md §2). With no data directory, files go to a temporary one removed on close. */
export const openEmbeddedStore = async ({ dataDir }: EmbeddedStoreOptions): Promise<Store> => {
  const databaseDir = dataDir === null ? null : join(dataDir, 'db');
  const filesDir = dataDir === null ? await mkdtemp(join(tmpdir(), 'career-fair-files-')) : join(dataDir, 'files');
  const discardFiles = async () => {
    if (dataDir === null) await rm(filesDir, { recursive: true, force: true });
  };
  const database = new NedbDatabase(databaseDir);
  try {
    if (databaseDir !== null) await mkdir(databaseDir, { recursive: true });
    const files = await FilesystemFileStorage.open(filesDir);
    const repositories = await openRepositories(database);
    // A unit a stopped process left half done is undone here, before anything reads the store.
    const units = await EmbeddedUnits.open(database);
    const events = new InProcessEventFeed();
    const fairArchive = new StoredFairArchive(database);
    const store: Store = {
      ...repositories,
      files,
      events,
      units,
      fairArchive,
      pastFair: (fairId, fairName) => pastFairStore(store, fairArchive, fairId, fairName),
      rateLimiters: inMemoryRateLimiters(),
      spentChallenges: inMemorySpentChallenges(),
      ping: async () => {
        await database.ping();
        return ALWAYS_WRITABLE;
      },
      feedHealth: () => IN_PROCESS_FEED_HEALTH,
      close: async () => {
        await events.close();
        await database.close();
        await discardFiles();
      },
    };
    return store;
  } catch (error) {
    await database.close();
    await discardFiles();
    throw error;
  }
};
