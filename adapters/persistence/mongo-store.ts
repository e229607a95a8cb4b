import type { Db } from 'mongodb';
import { MongoEventFeed } from '../events/mongo-event-feed.js';
import { GridFsFileStorage } from '../storage/gridfs-file-storage.js';
import { checkDatabaseName, checkReplicaSet, mongoClientFor, pingReplicaSet } from './mongo-client.js';
import { MongoDatabase } from './mongo-database.js';
import { MongoUnits } from './mongo-units.js';
import { pastFairStore, StoredFairArchive } from './fair-archive.js';
import { indexPlan, migrateIndexes, verifyIndexes } from './mongo-indexes.js';
import { mongoRateLimiters } from './rate-limiters.js';
import { mongoSpentChallenges } from './spent-challenges.js';
import { openRepositories } from './repositories.js';
import type { Store } from './store.js';

export const DEFAULT_DATABASE_NAME = 'career_fair';

export interface MongoStoreOptions {
  /** Overrides the database named in the URI (tests give each run its own). */
  readonly databaseName?: string;
  /** Where the live feed's troubles go (the portal's log); process warnings when not given. */
  readonly warn?: (details: { readonly err: unknown }, message: string) => void;
}

/** The database a connection string names, if it names one. */
export const databaseNameIn = (uri: string): string | null => {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?#]*\/([^?#]*)/.exec(uri)?.[1] ?? '';
  return path === '' ? null : decodeURIComponent(path);
};

/** A connected client on the portal's database, checked: a replica set without arbiters, a database of its own. */
const connect = async (uri: string, options: Pick<MongoStoreOptions, 'databaseName'>) => {
  const databaseName = options.databaseName ?? databaseNameIn(uri) ?? DEFAULT_DATABASE_NAME;
  checkDatabaseName(databaseName);
  const client = mongoClientFor(uri);
  await client.connect();
  try {
    const db = client.db(databaseName);
    await checkReplicaSet(db);
    return { client, db, databaseName };
  } catch (error) {
    await client.close();
    throw error;
  }
};

/** Every repository over the database, and the indexes their collections and the store's own need. */
const repositoriesOver = async (db: Db) => {
  const database = new MongoDatabase(db);
  const repositories = await openRepositories(database);
  // The plan is made before a past fair's collections are opened: the migration makes the current fair's indexes.
  return { database, repositories, indexes: indexPlan([...database.specs]) };
};

/**
 * The migration of a MongoDB store (`npm run cli -- migrate`, docs/operations.md): makes its indexes
 * those this version needs. Answers one line per change, none when all was ready.
 */
export const migrateMongoStore = async (
  uri: string,
  options: Pick<MongoStoreOptions, 'databaseName'> = {},
): Promise<string[]> => {
  const { client, db } = await connect(uri, options);
  try {
    return await migrateIndexes(db, (await repositoriesOver(db)).indexes);
  } finally {
    await client.close();
  }
};

/**
 * The production store (design.md §2): MongoDB, with files in GridFS and events through change
 * streams. It only verifies the indexes, refusing to open when the migration has not made them.
 * Closing it closes the client.
 */
export const openMongoStore = async (uri: string, options: MongoStoreOptions = {}): Promise<Store> => {
  const { client, db, databaseName } = await connect(uri, options);
  try {
    const { database, repositories, indexes } = await repositoriesOver(db);
    await verifyIndexes(db, indexes);
    const { warn } = options;
    const events = await MongoEventFeed.open(
      db,
      warn === undefined
        ? {}
        : {
            onStreamError: (error) => warn({ err: error }, 'the live feed failed and resumes where it was'),
            onGap: (error) =>
              warn(
                { err: error },
                'the live feed could not resume where it was and goes on from now: every cache of what it heard is read again',
              ),
            onListenerError: (error) => warn({ err: error }, 'a listener of the live feed failed'),
          },
    );
    const fairArchive = new StoredFairArchive(database);
    const store: Store = {
      ...repositories,
      files: new GridFsFileStorage(db),
      events,
      fairArchive,
      pastFair: (fairId, fairName) => pastFairStore(store, fairArchive, fairId, fairName),
      units: new MongoUnits(client, (staged, session) => events.stage(staged, session)),
      rateLimiters: mongoRateLimiters(client, databaseName),
      spentChallenges: mongoSpentChallenges(db),
      ping: () => pingReplicaSet(db),
      feedHealth: () => events.health(),
      close: async () => {
        await events.close();
        await client.close();
      },
    };
    return store;
  } catch (error) {
    await client.close();
    throw error;
  }
};
