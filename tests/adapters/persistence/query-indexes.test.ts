import { expect } from 'chai';
import type { Db } from 'mongodb';
import { indexesOn, type CollectionSpec } from '../../../adapters/persistence/collection.js';
import { MongoDatabase } from '../../../adapters/persistence/mongo-database.js';
import { mongoClientFor } from '../../../adapters/persistence/mongo-client.js';
import { migrateMongoStore } from '../../../adapters/persistence/mongo-store.js';
import { EmbeddedUnits } from '../../../adapters/persistence/embedded-units.js';
import { MongoUnits } from '../../../adapters/persistence/mongo-units.js';
import { NedbDatabase } from '../../../adapters/persistence/nedb-database.js';
import type { Store } from '../../../adapters/persistence/store.js';
import { useMongoServer } from './mongo-server.js';
import { repositoryContracts } from './repository-contracts.js';
import {
  isEquality,
  queryPlanProblem,
  readsEveryDocumentByIntent,
  storeCheckingQueries,
  type QueryCheck,
} from './query-plan.js';

/**
 * Refuses any query MongoDB could answer only by reading the whole collection or by sorting the
 * whole of it in memory, with the indexes declared for it (queryPlanProblem); the queries run on the
 * embedded store.
 */
const indexCheckingStore = async (): Promise<Store> => {
  const database = new NedbDatabase(null);
  return storeCheckingQueries(
    database,
    (spec) => async (filter, sort) => {
      const problem = queryPlanProblem(indexesOn(spec, 'mongodb'), filter, sort);
      if (problem !== null) throw new Error(`${spec.name}: ${problem}`);
    },
    () => database.close(),
    await EmbeddedUnits.open(database),
  );
};

/** The stages of a plan MongoDB explains, every level down. */
const stagesOf = (plan: unknown): string[] => {
  if (Array.isArray(plan)) return plan.flatMap(stagesOf);
  if (typeof plan !== 'object' || plan === null) return [];
  const own = (plan as { stage?: unknown }).stage;
  return [...(typeof own === 'string' ? [own] : []), ...Object.values(plan).flatMap(stagesOf)];
};

/**
 * Refuses a query whose plan on MongoDB reads the whole collection (COLLSCAN) or sorts in memory
 * (SORT) where queryPlanProblem allows neither: a sort in memory passes only over the documents an
 * equality narrowed.
 */
const explainedBy =
  (db: Db, spec: CollectionSpec): QueryCheck =>
  async (filter, sort) => {
    if (readsEveryDocumentByIntent(filter, sort)) return;
    let cursor = db.collection(spec.name).find(filter);
    if (sort !== undefined) cursor = cursor.sort({ ...sort });
    const explained = (await cursor.explain('queryPlanner')) as { queryPlanner: { winningPlan: unknown } };
    const stages = stagesOf(explained.queryPlanner.winningPlan);
    const narrowed = Object.values(filter).some((condition) => isEquality(condition));
    const query = `${spec.name}.find(${JSON.stringify(filter)})${sort === undefined ? '' : `.sort(${JSON.stringify(sort)})`}`;
    if (stages.includes('COLLSCAN')) throw new Error(`${query} reads the whole collection (${stages.join(' < ')})`);
    if (stages.includes('SORT') && !narrowed) throw new Error(`${query} sorts in memory (${stages.join(' < ')})`);
  };

describe('The index check of a query', () => {
  const byCompanyAndStatus = [{ fields: ['companyId', 'status'] }];

  it('needs the fields queried to cover a prefix of one index: status alone gets nothing from company and status', () => {
    expect(queryPlanProblem(byCompanyAndStatus, { status: 'assigned' })).to.equal(
      'the query on {status} has no index starting with one of its fields',
    );
    expect(queryPlanProblem(byCompanyAndStatus, { companyId: 'c', status: 'assigned' })).to.equal(null);
    expect(queryPlanProblem(byCompanyAndStatus, { companyId: 'c' })).to.equal(null);
  });

  it('needs an order read along an index, the id that breaks ties included, after the equalities on its first fields', () => {
    const inCreationOrder = { createdAt: 1, _id: 1 } as const;

    expect(queryPlanProblem([{ fields: ['createdAt'] }], {}, inCreationOrder)).to.match(
      /has no index to read that order along/,
    );
    expect(queryPlanProblem([{ fields: ['createdAt', '_id'] }], {}, inCreationOrder)).to.equal(null);
    expect(queryPlanProblem([{ fields: ['createdAt', '_id'] }], {}, { createdAt: -1, _id: -1 })).to.equal(null);
    expect(queryPlanProblem([{ fields: ['status', 'createdAt', '_id'] }], { status: 'x' }, inCreationOrder)).to.equal(
      null,
    );
  });

  it('reads an order mixing directions only along an index kept in those directions', () => {
    const queueDescending = { queue: -1, createdAt: 1, _id: 1 } as const;
    const valued = { queue: { $ne: null } };

    expect(queryPlanProblem([{ fields: ['queue', 'createdAt', '_id'] }], valued, queueDescending)).to.not.equal(null);
    expect(
      queryPlanProblem(
        [{ fields: ['queue', 'createdAt', '_id'], descending: ['createdAt', '_id'] }],
        valued,
        queueDescending,
      ),
    ).to.equal(null);
  });

  it("lets a sort in memory pass over the documents an equality narrowed along an index, and a text search's count", () => {
    expect(queryPlanProblem(byCompanyAndStatus, { companyId: 'c' }, { createdAt: 1, _id: 1 })).to.equal(null);
    expect(queryPlanProblem([], { searchText: { $regex: /word/i } })).to.equal(null);
    expect(queryPlanProblem([], { searchText: { $regex: /word/i } }, { at: -1 })).to.not.equal(null);
  });
});

describe('Every query the repositories make has an index on MongoDB: through a prefix of one, its order read along one', () => {
  repositoryContracts(indexCheckingStore);
});

describe('Every query the repositories make on MongoDB is planned along an index, with no whole read or sort', () => {
  const mongo = useMongoServer('MongoDB query plans');

  repositoryContracts(async () => {
    const databaseName = mongo().newDatabaseName();
    await migrateMongoStore(mongo().uri, { databaseName });
    const client = mongoClientFor(mongo().uri);
    await client.connect();
    const db = client.db(databaseName);
    return storeCheckingQueries(
      new MongoDatabase(db),
      (spec) => explainedBy(db, spec),
      () => client.close(),
      // The repositories' contracts run no unit; the store's events are in process, so no unit has an outbox.
      new MongoUnits(client, async () => {
        throw new Error('This store publishes its events in process: its units have no outbox');
      }),
    );
  });
});
