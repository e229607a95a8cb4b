import { type Db, type Document, MongoServerError } from 'mongodb';
import { EVENTS_COLLECTION, EVENTS_EXPIRY } from '../events/mongo-event-feed.js';
import { type CollectionSpec, indexesOn, type IndexSpec } from './collection.js';
import { RATE_LIMITS_COLLECTION } from './rate-limiters.js';
import { SPENT_CHALLENGES_COLLECTION } from './spent-challenges.js';

/** One index the portal needs on MongoDB, as the server lists it. */
export interface MongoIndex {
  readonly collection: string;
  readonly key: Readonly<Record<string, 1 | -1>>;
  readonly unique?: true;
  /** A TTL index: documents are removed this many seconds after the date in its field. */
  readonly expireAfterSeconds?: number;
  readonly partialFilterExpression?: Readonly<Record<string, Document>>;
}

/** What the MongoDB indexes need, and which indexes of earlier versions go. */
export interface IndexPlan {
  readonly wanted: readonly MongoIndex[];
  readonly retired: readonly Pick<MongoIndex, 'collection' | 'key'>[];
}

const keyOf = (index: IndexSpec): Record<string, 1 | -1> =>
  Object.fromEntries(index.fields.map((field) => [field, index.descending?.includes(field) === true ? -1 : 1]));

const mongoIndexOf = (collection: string, index: IndexSpec): MongoIndex => ({
  collection,
  key: keyOf(index),
  ...(index.unique === true ? { unique: true } : {}),
  ...(index.partial === undefined
    ? {}
    : {
        partialFilterExpression: Object.fromEntries(
          Object.entries(index.partial).map(([field, type]) => [field, { $type: type }]),
        ),
      }),
});

/** The indexes the stores' other collections need: the events' expiry, the rate limits' and the spent challenges'. */
const STORE_INDEXES: readonly MongoIndex[] = [
  { collection: EVENTS_COLLECTION, key: EVENTS_EXPIRY[0], expireAfterSeconds: EVENTS_EXPIRY[1].expireAfterSeconds },
  // Those RateLimiterMongo would make itself (it is told not to).
  { collection: RATE_LIMITS_COLLECTION, key: { expire: -1 }, expireAfterSeconds: 0 },
  { collection: RATE_LIMITS_COLLECTION, key: { key: 1 }, unique: true },
  { collection: SPENT_CHALLENGES_COLLECTION, key: { expireAt: 1 }, expireAfterSeconds: 0 },
];

const sameKey = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean =>
  JSON.stringify(Object.entries(a).map(([field, direction]) => [field, Number(direction)])) ===
  JSON.stringify(Object.entries(b).map(([field, direction]) => [field, Number(direction)]));

/**
 * Every index MongoDB needs for these collections (the repositories' specs) and the store's own; an
 * index declared for the embedded store only, or retired, is dropped unless MongoDB needs the same key.
 */
export const indexPlan = (specs: readonly CollectionSpec[]): IndexPlan => {
  const wanted = [
    ...specs.flatMap((spec) => indexesOn(spec, 'mongodb').map((index) => mongoIndexOf(spec.name, index))),
    ...STORE_INDEXES,
  ];
  const retired = specs.flatMap((spec) =>
    [
      ...spec.indexes.filter((index) => index.only === 'embedded').map(keyOf),
      ...(spec.retired ?? []).map((fields) => keyOf({ fields })),
    ]
      .filter((key) => !wanted.some((index) => index.collection === spec.name && sameKey(index.key, key)))
      .map((key) => ({ collection: spec.name, key })),
  );
  return { wanted, retired };
};

/** An index as `listIndexes` answers it. */
interface ListedIndex {
  readonly name: string;
  readonly key: Readonly<Record<string, unknown>>;
  readonly unique?: boolean;
  readonly expireAfterSeconds?: number;
  readonly partialFilterExpression?: Document;
}

const NAMESPACE_NOT_FOUND = 26;

const listedIndexes = async (db: Db, collection: string): Promise<readonly ListedIndex[]> => {
  try {
    return (await db.collection(collection).listIndexes().toArray()) as ListedIndex[];
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
};

/** The index as written in messages: `interviews { status: 1, time: 1 }`. */
export const describeIndex = ({ collection, key }: Pick<MongoIndex, 'collection' | 'key'>): string =>
  `${collection} { ${Object.entries(key)
    .map(([field, direction]) => `${field}: ${direction}`)
    .join(', ')} }`;

const optionsOf = (index: MongoIndex | ListedIndex): string =>
  JSON.stringify({
    unique: index.unique === true,
    expireAfterSeconds: index.expireAfterSeconds ?? null,
    partialFilterExpression: index.partialFilterExpression ?? null,
  });

/** How an index stands against the one wanted: there as wanted, missing, or there with other options. */
type Standing =
  | { readonly kind: 'ready' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'different'; readonly listed: ListedIndex };

const standingOf = (wanted: MongoIndex, listed: readonly ListedIndex[]): Standing => {
  const found = listed.find((index) => sameKey(index.key, wanted.key));
  if (found === undefined) return { kind: 'missing' };
  return optionsOf(found) === optionsOf(wanted) ? { kind: 'ready' } : { kind: 'different', listed: found };
};

const listedByCollection = async (db: Db, plan: IndexPlan): Promise<Map<string, readonly ListedIndex[]>> => {
  const names = [...new Set([...plan.wanted, ...plan.retired].map((index) => index.collection))];
  return new Map(await Promise.all(names.map(async (name) => [name, await listedIndexes(db, name)] as const)));
};

/** What is wrong with the database's indexes for this plan: one line per index missing or made with other options. */
export const indexProblems = async (db: Db, plan: IndexPlan): Promise<string[]> => {
  const listed = await listedByCollection(db, plan);
  return plan.wanted.flatMap((wanted) => {
    const standing = standingOf(wanted, listed.get(wanted.collection) ?? []);
    if (standing.kind === 'ready') return [];
    return standing.kind === 'missing'
      ? [`${describeIndex(wanted)} is missing`]
      : [
          `${describeIndex(wanted)} exists with other options (${optionsOf(standing.listed)}, needs ${optionsOf(wanted)})`,
        ];
  });
};

/** The command that makes the indexes, named by every refusal. */
export const MIGRATE_COMMAND = 'npm run cli -- migrate';

/** Refuses to go on unless every index the plan wants is there as wanted (an app server's start). */
export const verifyIndexes = async (db: Db, plan: IndexPlan): Promise<void> => {
  const problems = await indexProblems(db, plan);
  if (problems.length > 0) {
    throw new Error(
      `The MongoDB indexes are not those this version of the portal needs: ${problems.join('; ')}. ` +
        `Run \`${MIGRATE_COMMAND}\` with the same MONGODB_URI (docs/operations.md, "Migrating"), then start the servers again.`,
    );
  }
};

const createOptions = (index: MongoIndex): Document => ({
  ...(index.unique === true ? { unique: true } : {}),
  ...(index.expireAfterSeconds === undefined ? {} : { expireAfterSeconds: index.expireAfterSeconds }),
  ...(index.partialFilterExpression === undefined ? {} : { partialFilterExpression: index.partialFilterExpression }),
});

/** Only the expiry differs between two TTL indexes: collMod changes it in place. */
const onlyExpiryDiffers = (wanted: MongoIndex, listed: ListedIndex): boolean =>
  wanted.expireAfterSeconds !== undefined &&
  listed.expireAfterSeconds !== undefined &&
  optionsOf({ ...listed, expireAfterSeconds: wanted.expireAfterSeconds }) === optionsOf(wanted);

/**
 * Makes the database's indexes those of the plan: creates the missing ones, changes a TTL's seconds
 * with collMod, builds again an index whose other options changed, and drops the retired ones.
 * Answers one line per change; nothing when all was ready (running it again changes nothing).
 */
export const migrateIndexes = async (db: Db, plan: IndexPlan): Promise<string[]> => {
  const listed = await listedByCollection(db, plan);
  const done: string[] = [];
  for (const wanted of plan.wanted) {
    const standing = standingOf(wanted, listed.get(wanted.collection) ?? []);
    const collection = db.collection(wanted.collection);
    if (standing.kind === 'missing') {
      await collection.createIndex({ ...wanted.key }, createOptions(wanted));
      done.push(`created ${describeIndex(wanted)}`);
    } else if (standing.kind === 'different' && onlyExpiryDiffers(wanted, standing.listed)) {
      await db.command({
        collMod: wanted.collection,
        index: { name: standing.listed.name, expireAfterSeconds: wanted.expireAfterSeconds },
      });
      done.push(`changed the expiry of ${describeIndex(wanted)} to ${wanted.expireAfterSeconds} s`);
    } else if (standing.kind === 'different') {
      await collection.dropIndex(standing.listed.name);
      await collection.createIndex({ ...wanted.key }, createOptions(wanted));
      done.push(`built again ${describeIndex(wanted)} with ${optionsOf(wanted)}`);
    }
  }
  for (const retired of plan.retired) {
    const found = (listed.get(retired.collection) ?? []).find((index) => sameKey(index.key, retired.key));
    if (found === undefined) continue;
    await db.collection(retired.collection).dropIndex(found.name);
    done.push(`dropped ${describeIndex(retired)}`);
  }
  return done;
};
