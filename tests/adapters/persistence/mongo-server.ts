import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import {
  migrateMongoStore,
  type MongoStoreOptions,
  openMongoStore,
} from '../../../adapters/persistence/mongo-store.js';
import type { Store } from '../../../adapters/persistence/store.js';

const MONGO_IMAGE = 'mongo:8.0';

export interface MongoServer {
  readonly uri: string;
  stop(): Promise<void>;
}

/**
 * The container's replica set names its one member by the container's id, which this host cannot
 * resolve: the driver must talk to the address it was given instead of the members the set lists.
 */
export const directly = (uri: string): string => {
  const url = new URL(uri);
  url.searchParams.set('directConnection', 'true');
  if (url.pathname === '') url.pathname = '/';
  return url.toString();
};

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The server named by MONGODB_URI, else one started by testcontainers, else why there is none.
 * Only a missing way to run one is a reason to skip: a runtime that fails to start MongoDB fails the run.
 */
const findMongoServer = async (): Promise<MongoServer | { readonly skipped: string }> => {
  const given = process.env['MONGODB_URI'];
  if (given) return { uri: given, stop: async () => {} };
  let testcontainers;
  try {
    testcontainers = await import('testcontainers');
  } catch (error) {
    return {
      skipped: `MONGODB_URI is unset and testcontainers could not be loaded on Node ${process.version} (${reasonOf(error)})`,
    };
  }
  try {
    await testcontainers.getContainerRuntimeClient();
  } catch (error) {
    return { skipped: `MONGODB_URI is unset and no container runtime answered (${reasonOf(error)})` };
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  // The fault tests set fail points (failCommand), which only a server started with test commands accepts.
  class MongoDBWithTestCommands extends MongoDBContainer {
    override withCommand(command: string[]): this {
      return super.withCommand([...command, '--setParameter', 'enableTestCommands=1']);
    }
  }
  const container = await new MongoDBWithTestCommands(MONGO_IMAGE).start();
  return {
    uri: directly(container.getConnectionString()),
    stop: async () => {
      await container.stop();
    },
  };
};

export interface ScratchMongo {
  readonly uri: string;
  /** A database name of its own for one store; every one handed out is dropped after the suite. */
  newDatabaseName(): string;
}

/**
 * Finds a MongoDB server for the enclosing suite, or skips the suite and prints one line saying why.
 */
export const useMongoServer = (run: string): (() => ScratchMongo) => {
  let server: MongoServer | undefined;
  const databases: string[] = [];
  before(async function () {
    this.timeout(180_000);
    const found = await findMongoServer();
    if ('skipped' in found) {
      console.log(`      ${run} skipped: ${found.skipped}`);
      this.skip();
    }
    server = found;
  });
  after(async function () {
    this.timeout(60_000);
    if (server === undefined) return;
    const client = await MongoClient.connect(server.uri);
    try {
      for (const name of databases.splice(0)) await client.db(name).dropDatabase();
    } finally {
      await client.close();
      await server.stop();
    }
  });
  return () => {
    const found = server;
    if (found === undefined) throw new Error('The MongoDB server is found in a before hook');
    return {
      uri: found.uri,
      newDatabaseName: () => {
        const name = `contract_${randomBytes(6).toString('hex')}`;
        databases.push(name);
        return name;
      },
    };
  };
};

/**
 * Makes the server fail the next command(s) named, for clients of the given app name, as a failover
 * or a dropped connection would (the `failCommand` fail point); resolves to the way to turn it off.
 * `times` fails that many; `{ skip }` lets that many through, then fails every one until turned off.
 * The server must run with test commands enabled (the README says how).
 */
export const failNext = async (
  uri: string,
  data: Readonly<Record<string, unknown>> & { readonly failCommands: readonly string[]; readonly appName: string },
  times: number | { readonly skip: number } = 1,
): Promise<() => Promise<void>> => {
  const client = await MongoClient.connect(uri);
  const admin = client.db('admin');
  try {
    const mode = typeof times === 'number' ? { times } : times;
    await admin.command({ configureFailPoint: 'failCommand', mode, data });
  } catch (error) {
    await client.close();
    throw new Error(
      `The fault tests need a MongoDB server started with --setParameter enableTestCommands=1 (see the README): ${reasonOf(error)}`,
      { cause: error },
    );
  }
  return async () => {
    try {
      await admin.command({ configureFailPoint: 'failCommand', mode: 'off' });
    } finally {
      await client.close();
    }
  };
};

/** A store on this database as a deployment has it: migrated first (its indexes made), then opened. */
export const openMigratedMongoStore = async (
  uri: string,
  databaseName: string,
  options: Omit<MongoStoreOptions, 'databaseName'> = {},
): Promise<Store> => {
  await migrateMongoStore(uri, { databaseName });
  return openMongoStore(uri, { ...options, databaseName });
};
