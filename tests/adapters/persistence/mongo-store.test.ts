import { expect } from 'chai';
import { setTimeout as pause } from 'node:timers/promises';
import { type CommandStartedEvent, type Db, MongoClient, MongoServerError, type ReadPreference } from 'mongodb';
import { UniqueViolation } from '../../../application/ports/persistence.js';
import type { CollectionSpec } from '../../../adapters/persistence/collection.js';
import { MongoDatabase, uniqueViolationOf } from '../../../adapters/persistence/mongo-database.js';
import {
  checkReplicaSet,
  MAJORITY_WAIT_MS,
  MONGO_CLIENT_OPTIONS,
  mongoClientFor,
  pingReplicaSet,
  replicaSetProblems,
} from '../../../adapters/persistence/mongo-client.js';
import { databaseNameIn, DEFAULT_DATABASE_NAME, openMongoStore } from '../../../adapters/persistence/mongo-store.js';
import { directly, failNext, openMigratedMongoStore, useMongoServer } from './mongo-server.js';

const refusalOf = async (attempt: () => Promise<unknown>): Promise<string> => {
  try {
    await attempt();
  } catch (error) {
    return (error as Error).message;
  }
  return expect.fail('it was accepted');
};

/** A database whose `hello` answers as given, and nothing else. */
const answeringHello = (answer: object): Db => ({ admin: () => ({ command: async () => answer }) }) as unknown as Db;

// What the MongoDB adapters decide without a server; the contract suites cover the rest.
describe('MongoDB store, without a server', () => {
  describe('the database', () => {
    it('is the one the URI names', () => {
      expect(databaseNameIn('mongodb://localhost:27017/fair_prod')).to.equal('fair_prod');
      expect(databaseNameIn('mongodb://user:p%40ss@a:1,b:2/fair?replicaSet=rs0')).to.equal('fair');
      expect(databaseNameIn('mongodb+srv://cluster.example/my%20db?retryWrites=true')).to.equal('my db');
    });

    it(`is none when the URI names none, so the store uses ${DEFAULT_DATABASE_NAME}`, () => {
      expect(databaseNameIn('mongodb://localhost:27017')).to.equal(null);
      expect(databaseNameIn('mongodb://localhost:27017/')).to.equal(null);
      expect(databaseNameIn('mongodb://localhost:27017/?directConnection=true')).to.equal(null);
    });
  });

  describe('the connection', () => {
    const weakening =
      'mongodb://db1.example.org/fair?w=1&journal=false&readPreference=secondaryPreferred&retryWrites=false&retryReads=false';

    it('acknowledges writes only once a journaled majority has them, whatever the URI asks', () => {
      const { writeConcern } = mongoClientFor(weakening).options;
      expect(writeConcern).to.deep.include({ w: 'majority', journal: true, wtimeoutMS: MAJORITY_WAIT_MS });
    });

    it('reads from the primary and retries reads and writes, whatever the URI asks', () => {
      const { options } = mongoClientFor(weakening);
      expect(options.readPreference.mode).to.equal('primary');
      expect(options).to.deep.include({ retryWrites: true, retryReads: true });
    });

    it('is refused when the URI still bends what it is held to, naming what it needs', () => {
      expect(() => mongoClientFor('mongodb://db1.example.org/fair?wtimeout=1')).to.throw(
        /MONGODB_URI sets options the portal refuses; it needs a majority wait of 15000 ms/,
      );
      expect(() =>
        mongoClientFor('mongodb://db1.example.org/?readPreference=secondary&maxStalenessSeconds=120'),
      ).to.throw(/Primary read preference cannot be combined with maxStalenessSeconds/);
    });

    it('refuses a database MongoDB keeps for itself, before connecting', async () => {
      // Nothing answers at this address (TEST-NET-1): a connection attempt would take the driver's 30 s.
      for (const name of ['admin', 'local', 'config']) {
        expect(await refusalOf(() => openMongoStore(`mongodb://192.0.2.1:27017/${name}`))).to.match(
          new RegExp(`names the database ${name}, which MongoDB keeps for itself`),
        );
      }
    });
  });

  describe('the deployment', () => {
    it('is a replica set without arbiters: accepted', async () => {
      expect(replicaSetProblems({ setName: 'rs0' })).to.deep.equal([]);
      expect(replicaSetProblems({ setName: 'rs0', arbiters: [] })).to.deep.equal([]);
      await checkReplicaSet(answeringHello({ setName: 'rs0', hosts: ['a:27017', 'b:27017', 'c:27017'] }));
    });

    it('is refused with an arbiter, naming it and saying why', async () => {
      const message = await refusalOf(() =>
        checkReplicaSet(answeringHello({ setName: 'rs0', hosts: ['a:27017', 'b:27017'], arbiters: ['c:27017'] })),
      );
      expect(message).to.match(
        /^The portal refuses this MongoDB deployment: the replica set rs0 has arbiters \(c:27017\)/,
      );
      expect(message).to.include('Replace each arbiter with a data-bearing member');
    });

    it('is refused when it is a standalone server, which has neither change streams nor majority writes', async () => {
      expect(await refusalOf(() => checkReplicaSet(answeringHello({ isWritablePrimary: true })))).to.match(
        /not a replica set member: the portal needs a replica set \(one node is enough\)/,
      );
    });

    it('is pinged through the primary when there is one, else any member: writable only while a primary is known', async () => {
      const asked: unknown[] = [];
      const member = (answer: object): Db =>
        ({
          command: async (command: unknown, options: { readPreference: ReadPreference }) => {
            asked.push([command, options.readPreference.mode]);
            return answer;
          },
        }) as unknown as Db;

      expect(await pingReplicaSet(member({ setName: 'rs0', primary: 'a:27017', secondary: true }))).to.deep.equal({
        writable: true,
      });
      expect(await pingReplicaSet(member({ setName: 'rs0', secondary: true }))).to.deep.equal({ writable: false });
      expect(asked).to.deep.equal([
        [{ hello: 1 }, 'primaryPreferred'],
        [{ hello: 1 }, 'primaryPreferred'],
      ]);
    });
  });

  describe('a write', () => {
    /** A database whose collections only record which operation each write used. */
    const recordingDatabase = () => {
      const used: string[] = [];
      const result = { matchedCount: 1, deletedCount: 1 };
      const collection = Object.fromEntries(
        ['updateOne', 'updateMany', 'deleteOne', 'deleteMany'].map((operation) => [
          operation,
          async () => {
            used.push(operation);
            return result;
          },
        ]),
      );
      const db = { collection: () => ({ ...collection, createIndex: async () => 'index' }) } as unknown as Db;
      return { database: new MongoDatabase(db), used };
    };

    it('to one document by its id goes through the single-document operations, which the driver retries', async () => {
      const { database, used } = recordingDatabase();
      const companies = await database.collection({ name: 'companies', indexes: [] });

      await companies.set({ _id: 'a'.repeat(24) }, { walkingStatus: 'open' });
      await companies.delete({ _id: 'a'.repeat(24), status: 'assigned' });

      expect(used).to.deep.equal(['updateOne', 'deleteOne']);
    });

    it('to every document of a company or a list of ids stays one write to many', async () => {
      const { database, used } = recordingDatabase();
      const interviews = await database.collection({ name: 'interviews', indexes: [] });

      await interviews.set({ companyId: 'c'.repeat(24) }, { panelId: null });
      await interviews.delete({ _id: { $in: ['a'.repeat(24), 'b'.repeat(24)] } });

      expect(used).to.deep.equal(['updateMany', 'deleteMany']);
    });
  });

  describe('a duplicate-key error', () => {
    const spec: CollectionSpec = {
      name: 'interviews',
      indexes: [
        { fields: ['studentId', 'companyId'], unique: true },
        { fields: ['email'], unique: true },
      ],
    };
    const duplicateKey = (message: string, keyPattern?: Record<string, number>) =>
      new MongoServerError({ message, code: 11000, ...(keyPattern === undefined ? {} : { keyPattern }) });

    const fieldOf = (error: unknown): string => {
      const violation = uniqueViolationOf(error, spec);
      expect(violation).to.be.instanceOf(UniqueViolation);
      return (violation as UniqueViolation).field;
    };

    it('becomes a UniqueViolation on the field of the index it names', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { email: 1 }))).to.equal('email');
    });

    it('names a compound index by its fields in declared order', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { companyId: 1, studentId: 1 }))).to.equal(
        'studentId,companyId',
      );
    });

    it('names the _id index id', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { _id: 1 }))).to.equal('id');
    });

    it('is read from the message when the server gives no key pattern', () => {
      const message = (index: string) =>
        `E11000 duplicate key error collection: fair.interviews index: ${index} dup key: { }`;

      expect(fieldOf(duplicateKey(message('email_1')))).to.equal('email');
      expect(fieldOf(duplicateKey(message('studentId_1_companyId_1')))).to.equal('studentId,companyId');
      expect(fieldOf(duplicateKey(message('_id_')))).to.equal('id');
    });

    it('is the only error turned into a UniqueViolation', () => {
      expect(uniqueViolationOf(new MongoServerError({ message: 'other', code: 2 }), spec)).to.equal(null);
      expect(uniqueViolationOf(new Error('E11000'), spec)).to.equal(null);
    });
  });

  describe('a container started for the tests', () => {
    it('is reached at the address it gives, not at the member names of its replica set', () => {
      expect(directly('mongodb://localhost:32768')).to.equal('mongodb://localhost:32768/?directConnection=true');
      expect(directly('mongodb://user:secret@localhost:32768?authSource=admin')).to.equal(
        'mongodb://user:secret@localhost:32768/?authSource=admin&directConnection=true',
      );
    });
  });
});

describe('MongoDB store, on a replica set', () => {
  const mongo = useMongoServer('MongoDB connection checks');

  it('accepts the replica set the tests run on, which has no arbiter', async () => {
    const client = mongoClientFor(mongo().uri);
    await client.connect();
    try {
      await checkReplicaSet(client.db(mongo().newDatabaseName()));
    } finally {
      await client.close();
    }
  });

  it('sends every write with a journaled majority write concern, whatever the URI asks', async () => {
    const url = new URL(mongo().uri);
    for (const [name, value] of Object.entries({ w: '1', journal: 'false', readPreference: 'secondaryPreferred' }))
      url.searchParams.set(name, value);
    const client = mongoClientFor(url.toString(), { monitorCommands: true });
    const sent: CommandStartedEvent[] = [];
    client.on('commandStarted', (event) => sent.push(event));
    await client.connect();
    try {
      await client.db(mongo().newDatabaseName()).collection('writes').insertOne({ at: new Date() });
    } finally {
      await client.close();
    }
    const insert = sent.find((event) => event.commandName === 'insert');
    expect(insert?.command['writeConcern']).to.deep.include({ w: 'majority', j: true });
  });

  it('carries out a write by id when its connection drops: the driver retries a single-document write', async () => {
    const client = mongoClientFor(mongo().uri);
    await client.connect();
    const dropping = (command: string) =>
      failNext(mongo().uri, { failCommands: [command], closeConnection: true, appName: MONGO_CLIENT_OPTIONS.appName });
    try {
      const companies = await new MongoDatabase(client.db(mongo().newDatabaseName())).collection<{
        _id: string;
        walkingStatus: string;
      }>({ name: 'companies', indexes: [] });
      const id = 'a'.repeat(24);
      await companies.insert({ _id: id, walkingStatus: 'closed' });

      let turnOff = await dropping('update');
      expect(await companies.set({ _id: id }, { walkingStatus: 'open' })).to.equal(1);
      await turnOff();
      expect((await companies.findOne({ _id: id }))?.walkingStatus).to.equal('open');
      turnOff = await dropping('delete');
      expect(await companies.delete({ _id: id })).to.equal(1);
      await turnOff();
      expect(await companies.findOne({ _id: id })).to.equal(null);
    } finally {
      await client.close();
    }
  });
});

describe('MongoDB store, while its replica set elects a primary', () => {
  const mongo = useMongoServer('MongoDB health during an election');

  it('still answers its ping, not writable, until a primary is elected again', async function () {
    this.timeout(120_000);
    const store = await openMigratedMongoStore(mongo().uri, mongo().newDatabaseName(), { warn: () => undefined });
    const client = await MongoClient.connect(mongo().uri);
    try {
      expect(await store.ping()).to.deep.equal({ writable: true });
      // The primary steps down: no member may be elected for 10 s, as in a failover's election.
      await client.db('admin').command({ replSetStepDown: 10, secondaryCatchUpPeriodSecs: 0, force: true });
      const answers: boolean[] = [];
      while (!answers.includes(false)) {
        answers.push((await store.ping()).writable);
        await pause(100);
      }
      while (!(await store.ping()).writable) await pause(250);
    } finally {
      await client.close();
      await store.close();
    }
  });
});
