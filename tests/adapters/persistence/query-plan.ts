import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CollectionSpec,
  Condition,
  DocumentCollection,
  DocumentDatabase,
  Filter,
  IndexSpec,
  Sort,
  StoredDocument,
} from '../../../adapters/persistence/collection.js';
import { inMemoryRateLimiters } from '../../../adapters/persistence/rate-limiters.js';
import { openRepositories } from '../../../adapters/persistence/repositories.js';
import { inMemorySpentChallenges } from '../../../adapters/persistence/spent-challenges.js';
import { ALWAYS_WRITABLE, IN_PROCESS_FEED_HEALTH, type Store } from '../../../adapters/persistence/store.js';
import type { StoreUnits } from '../../../adapters/persistence/units.js';
import { pastFairStore, StoredFairArchive } from '../../../adapters/persistence/fair-archive.js';
import { InProcessEventFeed } from '../../../adapters/events/in-process-event-feed.js';
import { FilesystemFileStorage } from '../../../adapters/storage/filesystem-file-storage.js';

/** A condition MongoDB finds by equality along an index: a value, or a list of values. */
export const isEquality = (condition: Condition): boolean =>
  condition === null ||
  typeof condition !== 'object' ||
  condition instanceof Date ||
  Object.prototype.hasOwnProperty.call(condition, '$in');

export const isRegex = (condition: Condition): boolean =>
  typeof condition === 'object' && condition !== null && !(condition instanceof Date) && '$regex' in condition;

const directionOf = (index: IndexSpec, field: string): 1 | -1 => (index.descending?.includes(field) === true ? -1 : 1);

/** Whether the index, after the fields of its prefix that the query matches by equality, holds the sort's fields in its order (or all reversed). */
const servesSort = (index: IndexSpec, equalities: ReadonlySet<string>, sort: Sort): boolean => {
  let start = 0;
  while (start < index.fields.length && equalities.has(index.fields[start]!)) start += 1;
  const wanted = Object.entries(sort);
  const along = index.fields.slice(start, start + wanted.length);
  if (along.length < wanted.length) return false;
  const same = wanted.every(([field, direction], at) => along[at] === field && directionOf(index, field) === direction);
  const reversed = wanted.every(
    ([field, direction], at) => along[at] === field && directionOf(index, field) === -direction,
  );
  return same || reversed;
};

/**
 * A query by one `_id` (at most one document, through the `_id` index), or one that reads every
 * document by intent: with neither condition nor order (the whole collection), or a search for a
 * part of a text with no order (its count).
 */
export const readsEveryDocumentByIntent = (filter: Filter, sort?: Sort): boolean =>
  typeof filter['_id'] === 'string' ||
  ((sort === undefined || Object.keys(sort).length === 0) &&
    Object.values(filter).every((condition) => isRegex(condition)));

/**
 * Why MongoDB could answer the query only by reading the whole collection or by sorting all of it
 * in memory, with these indexes (and the `_id` one); null when an index serves it. An index serves a
 * query when its first field is one the query names (MongoDB uses an index only through a prefix of
 * its fields: `{status}` alone gets nothing from `{companyId, status}`). A sort must be read along an
 * index (after the query's equalities on its first fields), unless an equality already narrows the
 * query along an index: then only the documents of that value are sorted.
 * Those reading every document by intent pass (readsEveryDocumentByIntent).
 */
export const queryPlanProblem = (indexes: readonly IndexSpec[], filter: Filter, sort?: Sort): string | null => {
  if (readsEveryDocumentByIntent(filter, sort)) return null;
  const all: readonly IndexSpec[] = [{ fields: ['_id'], unique: true }, ...indexes];
  const conditions = Object.entries(filter);
  const sorted = sort !== undefined && Object.keys(sort).length > 0;
  const equalities = new Set(conditions.filter(([, condition]) => isEquality(condition)).map(([field]) => field));
  const queried = new Set(conditions.map(([field]) => field));
  const narrowedByEquality = all.some((index) => equalities.has(index.fields[0]!));
  const what = `the query on {${[...queried].join(', ')}}`;
  if (sorted) {
    if (all.some((index) => servesSort(index, equalities, sort)) || narrowedByEquality) return null;
    return `${what} in the order {${Object.entries(sort)
      .map(([field, direction]) => `${field}: ${direction}`)
      .join(', ')}} has no index to read that order along`;
  }
  if (all.some((index) => queried.has(index.fields[0]!))) return null;
  return `${what} has no index starting with one of its fields`;
};

/** Checks the query of each read or write of the collection before it runs (and lets it run only if the check passes). */
export type QueryCheck = (filter: Filter, sort?: Sort) => Promise<void>;

const checkingQueries = <D extends StoredDocument>(
  collection: DocumentCollection<D>,
  check: QueryCheck,
): DocumentCollection<D> => {
  const checked = async <T>(filters: readonly Filter[], sort: Sort | undefined, run: () => Promise<T>) => {
    for (const filter of filters) await check(filter, sort);
    return run();
  };
  return {
    find: (filter, options) => checked([filter], options?.sort, () => collection.find(filter, options)),
    findFields: (filter, fields, options) =>
      checked([filter], options?.sort, () => collection.findFields(filter, fields, options)),
    findOne: (filter) => checked([filter], undefined, () => collection.findOne(filter)),
    idsOfAny: (filters) => checked(filters, undefined, () => collection.idsOfAny(filters)),
    count: (filter) => checked([filter], undefined, () => collection.count(filter)),
    insert: (document) => collection.insert(document),
    insertUnlessPresent: (document) => collection.insertUnlessPresent(document),
    insertMany: (documents) => collection.insertMany(documents),
    insertEach: (documents) => collection.insertEach(documents),
    replace: (document) => collection.replace(document),
    upsert: (document) => collection.upsert(document),
    set: (filter, fields) => checked([filter], undefined, () => collection.set(filter, fields)),
    increment: (filter, field, by, options) =>
      checked([filter], undefined, () => collection.increment(filter, field, by, options)),
    updateOne: (filter, changes, returning) =>
      checked([filter], undefined, () => collection.updateOne(filter, changes, returning)),
    countEach: (field, values) =>
      checked([{ [field]: { $in: [...values] } }], undefined, () => collection.countEach(field, values)),
    delete: (filter) => checked([filter], undefined, () => collection.delete(filter)),
  };
};

/**
 * A store whose repositories go through the database given, every query checked first: the event
 * feed, rate limits and spent challenges of one process, files in a temporary directory.
 */
export const storeCheckingQueries = async (
  database: DocumentDatabase,
  checkOf: (spec: CollectionSpec) => QueryCheck,
  closeDatabase: () => Promise<void>,
  /** The units of work of the database given. */
  units: StoreUnits,
): Promise<Store> => {
  const checking: DocumentDatabase = {
    collection: async <D extends StoredDocument>(spec: CollectionSpec) =>
      checkingQueries(await database.collection<D>(spec), checkOf(spec)),
    ping: () => database.ping(),
  };
  const filesDir = await mkdtemp(join(tmpdir(), 'career-fair-indexes-'));
  const fairArchive = new StoredFairArchive(checking);
  const store: Store = {
    ...(await openRepositories(checking)),
    fairArchive,
    pastFair: (fairId, fairName) => pastFairStore(store, fairArchive, fairId, fairName),
    files: await FilesystemFileStorage.open(filesDir),
    events: new InProcessEventFeed(),
    units,
    rateLimiters: inMemoryRateLimiters(),
    spentChallenges: inMemorySpentChallenges(),
    ping: async () => {
      await checking.ping();
      return ALWAYS_WRITABLE;
    },
    feedHealth: () => IN_PROCESS_FEED_HEALTH,
    close: async () => {
      await closeDatabase();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return store;
};
