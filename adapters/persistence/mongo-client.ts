import { type Db, MongoClient, type MongoClientOptions, ReadPreference } from 'mongodb';
import type { StoreReach } from './store.js';

/** How long a write waits for a majority of the replica set before it fails instead of hanging its request. */
export const MAJORITY_WAIT_MS = 15_000;

/**
 * What every connection of the portal is held to, whatever the URI says: options given to the
 * client win over the same options in the URI, so a `w=1`, `journal=false` or
 * `readPreference=secondaryPreferred` there cannot weaken them (docs/operations.md).
 * - Every write is acknowledged only once a majority of the replica set has it in its journal, so no
 *   failover can roll it back (with an arbiter the server's own default would be `w:1`).
 * - Every read goes to the primary: the compare-and-set loops, the reads that follow an event and the
 *   session checks must see the latest acknowledged write.
 * - Writes and reads are retried once across a failover; single-document writes use the operations
 *   the driver can retry (MongoDatabase).
 */
export const MONGO_CLIENT_OPTIONS = {
  // A write concern object carries both spellings of journal: the driver reads `j` first, and a URI could set it.
  writeConcern: { w: 'majority', j: true, journal: true, wtimeoutMS: MAJORITY_WAIT_MS },
  readPreference: 'primary',
  retryWrites: true,
  retryReads: true,
  appName: 'career-fair-portal',
} as const satisfies MongoClientOptions;

/** Where the options a client ended up with fall short of MONGO_CLIENT_OPTIONS; empty when they hold. */
export const heldOptionProblems = (options: MongoClientOptions): string[] => {
  const writeConcern = options.writeConcern;
  const problems: string[] = [];
  if (writeConcern?.w !== 'majority' || writeConcern.journal !== true)
    problems.push('writes acknowledged by a journaled majority');
  if (writeConcern?.wtimeoutMS !== MAJORITY_WAIT_MS)
    problems.push(`a majority wait of ${MAJORITY_WAIT_MS} ms (no wtimeout)`);
  const mode = typeof options.readPreference === 'string' ? options.readPreference : options.readPreference?.mode;
  if (mode !== 'primary') problems.push('reads from the primary');
  if (options.retryWrites !== true || options.retryReads !== true) problems.push('retried reads and writes');
  return problems;
};

/** A client for the URI, held to MONGO_CLIENT_OPTIONS (refused when the URI still bends them); not yet connected. */
export const mongoClientFor = (uri: string, more: MongoClientOptions = {}): MongoClient => {
  const client = new MongoClient(uri, { ...more, ...MONGO_CLIENT_OPTIONS });
  const problems = heldOptionProblems(client.options);
  if (problems.length > 0) {
    throw new Error(
      `MONGODB_URI sets options the portal refuses; it needs ${problems.join(', ')}. Remove them from the URI.`,
    );
  }
  return client;
};

/** The part of a `hello` answer that tells what the portal is connected to. */
export interface HelloAnswer {
  readonly setName?: string;
  readonly arbiters?: readonly string[];
  /** The primary this member knows of; absent while the set elects one. */
  readonly primary?: string;
}

/** Whether the member that gave this `hello` answer knows a primary, so writes are taken now. */
export const reachOf = (hello: HelloAnswer): StoreReach => ({ writable: typeof hello.primary === 'string' });

/**
 * The store's ping on MongoDB: answered by the primary when the driver knows one, else by any member,
 * so an election (no primary for about 10 s) leaves every app server answering, able to read, with
 * `writable: false`. Rejects only when no member answers.
 */
export const pingReplicaSet = async (db: Db): Promise<StoreReach> =>
  reachOf((await db.command({ hello: 1 }, { readPreference: ReadPreference.primaryPreferred })) as HelloAnswer);

/** Why the portal must not run on the deployment that gave this `hello` answer; empty when it may. */
export const replicaSetProblems = (hello: HelloAnswer): string[] => {
  if (hello.setName === undefined) {
    return [
      'MongoDB is not a replica set member: the portal needs a replica set (one node is enough) for change streams and majority writes',
    ];
  }
  const arbiters = hello.arbiters ?? [];
  if (arbiters.length === 0) return [];
  return [
    `the replica set ${hello.setName} has arbiters (${arbiters.join(', ')}): with an arbiter a majority of voters can ` +
      'acknowledge a write that only one data-bearing member holds, and the live feed stalls whenever a data-bearing ' +
      'member is down. Replace each arbiter with a data-bearing member',
  ];
};

/** Refuses a deployment the portal cannot keep acknowledged writes on (see replicaSetProblems). */
export const checkReplicaSet = async (db: Db): Promise<void> => {
  const hello = (await db.admin().command({ hello: 1 })) as HelloAnswer;
  const problems = replicaSetProblems(hello);
  if (problems.length > 0) throw new Error(`The portal refuses this MongoDB deployment: ${problems.join('; ')}.`);
};

const RESERVED_DATABASES = new Set(['admin', 'local', 'config']);

/** Refuses a database MongoDB keeps for itself: change streams cannot be opened on them. */
export const checkDatabaseName = (name: string): void => {
  if (RESERVED_DATABASES.has(name)) {
    throw new Error(
      `MONGODB_URI names the database ${name}, which MongoDB keeps for itself. Name the portal's database in the ` +
        'URI path (e.g. mongodb://host/career_fair?authSource=admin), and give the database to authenticate ' +
        'against as authSource',
    );
  }
};
