import { expect } from 'chai';
import { type Db, type Document, MongoClient } from 'mongodb';
import type { CollectionSpec } from '../../../adapters/persistence/collection.js';
import {
  indexPlan,
  indexProblems,
  migrateIndexes,
  verifyIndexes,
  type IndexPlan,
} from '../../../adapters/persistence/mongo-indexes.js';
import { migrateMongoStore, openMongoStore } from '../../../adapters/persistence/mongo-store.js';
import { useMongoServer } from './mongo-server.js';

interface HeldIndex extends Document {
  name: string;
  key: Record<string, number>;
}

/**
 * A database that only keeps index lists, as MongoDB answers them: what createIndex, dropIndex and
 * collMod do to them, and the commands given.
 */
const indexKeepingDatabase = (held: Record<string, HeldIndex[]> = {}) => {
  const commands: string[] = [];
  const nameOf = (key: Record<string, number>) =>
    Object.entries(key)
      .map(([field, direction]) => `${field}_${direction}`)
      .join('_');
  const indexesOf = (collection: string) => (held[collection] ??= [{ name: '_id_', key: { _id: 1 } }]);
  const db = {
    collection: (collection: string) => ({
      listIndexes: () => ({ toArray: async () => structuredClone(held[collection] ?? []) }),
      createIndex: async (key: Record<string, number>, options: Document) => {
        commands.push(`createIndex ${collection} ${nameOf(key)}`);
        indexesOf(collection).push({ name: nameOf(key), key, ...options });
        return nameOf(key);
      },
      dropIndex: async (name: string) => {
        commands.push(`dropIndex ${collection} ${name}`);
        held[collection] = indexesOf(collection).filter((index) => index.name !== name);
      },
    }),
    command: async (command: { collMod: string; index: { name: string; expireAfterSeconds: number } }) => {
      commands.push(`collMod ${command.collMod} ${command.index.name}`);
      const index = indexesOf(command.collMod).find(({ name }) => name === command.index.name);
      if (index !== undefined) index['expireAfterSeconds'] = command.index.expireAfterSeconds;
      return { ok: 1 };
    },
  } as unknown as Db;
  return { db, held, commands };
};

const INTERVIEWS: CollectionSpec = {
  name: 'interviews',
  indexes: [
    { fields: ['studentId', 'companyId'], unique: true },
    { fields: ['companyId'], only: 'embedded' },
    { fields: ['status', 'time'], only: 'mongodb' },
    { fields: ['queue', 'createdAt', '_id'], descending: ['createdAt', '_id'], only: 'mongodb' },
    { fields: ['companyId', 'queue'], unique: true, partial: { queue: 'number' }, only: 'mongodb' },
  ],
  retired: [['searchText']],
};

/** The plan for the interviews alone, without the store's own collections. */
const interviewsOnly = (): IndexPlan => {
  const plan = indexPlan([INTERVIEWS]);
  return {
    wanted: plan.wanted.filter((index) => index.collection === 'interviews'),
    retired: plan.retired,
  };
};

describe('MongoDB indexes, without a server', () => {
  describe('the plan', () => {
    it("holds every index MongoDB needs, with its directions and options, and drops the embedded store's own", () => {
      expect(interviewsOnly()).to.deep.equal({
        wanted: [
          { collection: 'interviews', key: { studentId: 1, companyId: 1 }, unique: true },
          { collection: 'interviews', key: { status: 1, time: 1 } },
          { collection: 'interviews', key: { queue: 1, createdAt: -1, _id: -1 } },
          {
            collection: 'interviews',
            key: { companyId: 1, queue: 1 },
            unique: true,
            partialFilterExpression: { queue: { $type: 'number' } },
          },
        ],
        retired: [
          { collection: 'interviews', key: { companyId: 1 } },
          { collection: 'interviews', key: { searchText: 1 } },
        ],
      });
    });

    it("has the store's own indexes too: the events' expiry, the rate limits' and the spent challenges'", () => {
      const collections = indexPlan([]).wanted.map((index) => index.collection);

      expect(collections).to.have.members(['events', 'rate_limits', 'rate_limits', 'spent_challenges']);
    });
  });

  describe('the migration', () => {
    it('creates every missing index, drops the retired ones, and changes nothing when run again', async () => {
      const { db, commands } = indexKeepingDatabase({
        interviews: [
          { name: '_id_', key: { _id: 1 } },
          { name: 'companyId_1', key: { companyId: 1 } },
          { name: 'searchText_1', key: { searchText: 1 } },
        ],
      });

      const first = await migrateIndexes(db, interviewsOnly());
      const again = await migrateIndexes(db, interviewsOnly());

      expect(first).to.deep.equal([
        'created interviews { studentId: 1, companyId: 1 }',
        'created interviews { status: 1, time: 1 }',
        'created interviews { queue: 1, createdAt: -1, _id: -1 }',
        'created interviews { companyId: 1, queue: 1 }',
        'dropped interviews { companyId: 1 }',
        'dropped interviews { searchText: 1 }',
      ]);
      expect(again).to.deep.equal([]);
      expect(commands.filter((command) => command.startsWith('dropIndex'))).to.deep.equal([
        'dropIndex interviews companyId_1',
        'dropIndex interviews searchText_1',
      ]);
      expect(await indexProblems(db, interviewsOnly())).to.deep.equal([]);
    });

    it("changes a TTL index's seconds in place with collMod, and builds again an index whose other options changed", async () => {
      const { db, commands } = indexKeepingDatabase({
        events: [{ name: 'at_1', key: { at: 1 }, expireAfterSeconds: 60 }],
        rate_limits: [{ name: 'key_1', key: { key: 1 } }],
      });
      const plan = indexPlan([]);

      const changes = await migrateIndexes(db, plan);

      expect(changes).to.include('changed the expiry of events { at: 1 } to 3600 s');
      expect(changes.some((change) => change.startsWith('built again rate_limits { key: 1 }'))).to.equal(true);
      expect(commands).to.include.members(['collMod events at_1', 'dropIndex rate_limits key_1']);
      expect(commands).to.not.include('dropIndex events at_1');
      expect(await migrateIndexes(db, plan)).to.deep.equal([]);
    });
  });

  describe('an app server starting', () => {
    it('starts when every index is there as needed, whatever else the collections have', async () => {
      const { db } = indexKeepingDatabase();
      await migrateIndexes(db, indexPlan([INTERVIEWS]));
      await db.collection('interviews').createIndex({ anOperatorsOwn: 1 });

      await verifyIndexes(db, indexPlan([INTERVIEWS]));
    });

    it('refuses to start with one message naming each missing or conflicting index and the command that makes them', async () => {
      const { db } = indexKeepingDatabase({
        interviews: [{ name: 'studentId_1_companyId_1', key: { studentId: 1, companyId: 1 } }],
      });

      const refusal = await verifyIndexes(db, interviewsOnly()).then(
        () => expect.fail('it started'),
        (error: unknown) => (error as Error).message,
      );

      expect(refusal).to.match(/^The MongoDB indexes are not those this version of the portal needs: /);
      expect(refusal).to.include('interviews { studentId: 1, companyId: 1 } exists with other options');
      expect(refusal).to.include('interviews { status: 1, time: 1 } is missing');
      expect(refusal).to.include('interviews { companyId: 1, queue: 1 } is missing');
      expect(refusal).to.include('Run `npm run cli -- migrate` with the same MONGODB_URI');
    });
  });
});

describe('MongoDB indexes, on a replica set', () => {
  const mongo = useMongoServer('MongoDB migration');

  const refusalOf = (attempt: Promise<unknown>): Promise<string> =>
    attempt.then(
      () => expect.fail('it was accepted'),
      (error: unknown) => (error as Error).message,
    );

  /** Runs `change` on a fresh database with a client of its own. */
  const onFreshDatabase = async (change: (db: Db) => Promise<unknown>): Promise<string> => {
    const databaseName = mongo().newDatabaseName();
    const client = await MongoClient.connect(mongo().uri);
    try {
      await change(client.db(databaseName));
    } finally {
      await client.close();
    }
    return databaseName;
  };

  it('refuses to open a store on a database never migrated, naming the command that makes its indexes', async () => {
    const databaseName = await onFreshDatabase(async () => {});

    expect(await refusalOf(openMongoStore(mongo().uri, { databaseName }))).to.match(
      /^The MongoDB indexes are not those this version of the portal needs: .*interviews \{ status: 1, time: 1 \} is missing.*Run `npm run cli -- migrate`/,
    );
  });

  it('opens the store once migrated; a second migration changes nothing', async () => {
    const databaseName = mongo().newDatabaseName();

    const first = await migrateMongoStore(mongo().uri, { databaseName });
    const again = await migrateMongoStore(mongo().uri, { databaseName });
    const store = await openMongoStore(mongo().uri, { databaseName });
    await store.close();

    expect(first).to.include('created interviews { status: 1, time: 1 }');
    expect(first).to.include('created rate_limits { key: 1 }');
    expect(again).to.deep.equal([]);
  });

  it('answers an index made with other options with a clear refusal, not a crash, until the migration builds it again', async () => {
    const databaseName = await onFreshDatabase((db) =>
      db.collection('interviews').createIndex({ studentId: 1, companyId: 1 }),
    );

    expect(await refusalOf(openMongoStore(mongo().uri, { databaseName }))).to.include(
      'interviews { studentId: 1, companyId: 1 } exists with other options',
    );
    expect(await migrateMongoStore(mongo().uri, { databaseName })).to.include.members([
      'built again interviews { studentId: 1, companyId: 1 } with {"unique":true,"expireAfterSeconds":null,"partialFilterExpression":null}',
    ]);
    await (await openMongoStore(mongo().uri, { databaseName })).close();
  });

  it("changes a TTL's seconds in place and drops the indexes this version no longer uses", async () => {
    const databaseName = await onFreshDatabase(async (db) => {
      await db.collection('events').createIndex({ at: 1 }, { expireAfterSeconds: 60 });
      await db.collection('audit').createIndex({ searchText: 1 });
      await db.collection('interviews').createIndex({ companyId: 1 });
    });

    const changes = await migrateMongoStore(mongo().uri, { databaseName });

    expect(changes).to.include.members([
      'changed the expiry of events { at: 1 } to 3600 s',
      'dropped audit { searchText: 1 }',
      'dropped interviews { companyId: 1 }',
    ]);
    await (await openMongoStore(mongo().uri, { databaseName })).close();
  });
});
