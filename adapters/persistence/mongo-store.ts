import { MongoEventFeed } from '../events/mongo-event-feed.js';
import { GridFsFileStorage } from '../storage/gridfs-file-storage.js';
import { checkDatabaseName, checkReplicaSet, mongoClientFor } from './mongo-client.js';
import { MongoDatabase } from './mongo-database.js';
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

/** The production store (design.md §2): MongoDB, with files in GridFS and events through change streams. Closing it closes the client. */
export const openMongoStore = async (uri: string, options: MongoStoreOptions = {}): Promise<Store> => {
  const databaseName = options.databaseName ?? databaseNameIn(uri) ?? DEFAULT_DATABASE_NAME;
  checkDatabaseName(databaseName);
  const client = mongoClientFor(uri);
  await client.connect();
  try {
    const db = client.db(databaseName);
    await checkReplicaSet(db);
    const database = new MongoDatabase(db);
    const repositories = await openRepositories(database);
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
    return {
      ...repositories,
      files: new GridFsFileStorage(db),
      events,
      rateLimiters: mongoRateLimiters(client, databaseName),
      spentChallenges: mongoSpentChallenges(db),
      ping: () => database.ping(),
      feedHealth: () => events.health(),
      close: async () => {
        await events.close();
        await client.close();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
};
