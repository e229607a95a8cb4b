/**
 * The collection gateway: the small part of a document store that the repositories use, spoken
 * alike by nedb and MongoDB. Repositories are written once against it (design.md §2).
 */

/** A stored document; `_id` is the entity's 24-hex id string, or another key made by the repository. */
export interface StoredDocument {
  readonly _id: string;
}

export type Scalar = string | number | boolean | Date | null;

/**
 * The query operators both stores evaluate the same way. `$ne` is kept to fields every document
 * has: for a missing field nedb's `$ne: null` matches and MongoDB's does not. `$regex` takes a
 * RegExp built by the repository, never raw user text.
 */
export type Condition =
  | Scalar
  | { readonly $in: readonly Scalar[] }
  | { readonly $ne: Scalar }
  | { readonly $exists: boolean }
  | { readonly $regex: RegExp }
  /** A range: greater than `$gt`, at most `$lte` (a field without a comparable value never matches). */
  | { readonly $gt: Scalar; readonly $lte: Scalar }
  /** Greater than `$gt` (a field without a comparable value never matches). */
  | { readonly $gt: Scalar };

/** A pattern no text matches. */
const NOTHING = /(?!)/;

/**
 * Matches the text anywhere, ignoring case; the text is escaped so that it is never a pattern. No
 * stored text holds a NUL, and MongoDB refuses a pattern that does, so such a text matches nothing.
 * Case is folded by Unicode (`u`), as MongoDB's regular expressions always fold it (K with the Kelvin
 * sign, s with the long s): the embedded store then matches what MongoDB matches. The driver sends
 * no `u` to MongoDB (its BSON writes `i` and `m`), which needs none.
 */
export const containing = (text: string): RegExp =>
  text.includes('\0') ? NOTHING : new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu');

/** Field (dot paths allowed) to condition; all must hold. */
export type Filter = Readonly<Record<string, Condition>>;

export type Sort = Readonly<Record<string, 1 | -1>>;

export interface FindOptions {
  readonly sort?: Sort;
  readonly skip?: number;
  readonly limit?: number;
}

/** The two stores, for the indexes only one of them needs. */
export type StoreKind = 'embedded' | 'mongodb';

/**
 * An index declared with its collection. Every query a repository makes has one on each store: the
 * embedded store makes its indexes itself when it opens, and on MongoDB the migration makes them
 * (mongo-indexes.ts), which the app servers only verify.
 */
export interface IndexSpec {
  readonly fields: readonly string[];
  readonly unique?: boolean;
  /**
   * The one store that needs the index, when only one does (both build it otherwise). nedb uses an
   * index over several fields only when a query matches every one of them, and reads a sorted page
   * along the index over the order's first field alone; MongoDB uses an index through any prefix of
   * its fields, and reads in a sort's order, with no sort in memory, only along an index whose fields
   * after the query's equalities are the sort's, the `_id` that breaks ties included.
   */
  readonly only?: StoreKind;
  /** MongoDB only: the fields kept in descending order (the others ascending), for a sort mixing directions. */
  readonly descending?: readonly string[];
  /**
   * MongoDB only: the index holds just the documents whose fields here hold a value of the type named,
   * so that a unique one is a safety net for those documents alone.
   */
  readonly partial?: Readonly<Record<string, 'number' | 'string'>>;
}

export interface CollectionSpec {
  readonly name: string;
  readonly indexes: readonly IndexSpec[];
  /** The fields of indexes an earlier version declared on MongoDB, which the migration drops. */
  readonly retired?: readonly (readonly string[])[];
}

/** The indexes of the collection that this store builds. */
export const indexesOn = (spec: CollectionSpec, store: StoreKind): readonly IndexSpec[] =>
  spec.indexes.filter((index) => index.only === undefined || index.only === store);

/** Every write that would break a unique index throws the port's `UniqueViolation`, named by `violationField`. */
export interface DocumentCollection<D extends StoredDocument> {
  find(filter: Filter, options?: FindOptions): Promise<D[]>;
  /** As `find`, with only these top-level fields of each document (and its `_id`) read and copied; a missing field stays missing. */
  findFields<K extends keyof D & string>(
    filter: Filter,
    fields: readonly K[],
    options?: FindOptions,
  ): Promise<Array<Pick<D, K | '_id'>>>;
  findOne(filter: Filter): Promise<D | null>;
  /** The `_id` of every document matching at least one of the filters, each once, in no order; no document is copied. */
  idsOfAny(filters: readonly Filter[]): Promise<string[]>;
  count(filter: Filter): Promise<number>;
  insert(document: D): Promise<void>;
  /**
   * Inserts the document unless one with its `_id` is stored, in one atomic step, and answers whether
   * it did. A stored `_id` is no refusal (MongoDB: an upsert setting the fields only on insert), so it
   * may run inside a unit, where a refused write ends the unit; another unique index still refuses.
   */
  insertUnlessPresent(document: D): Promise<boolean>;
  /**
   * Inserts the documents in order, in one write where the store allows it (nedb: one append and
   * all or none; MongoDB: one ordered bulk insert, which keeps those before a clash).
   */
  insertMany(documents: readonly D[]): Promise<void>;
  /**
   * Inserts every document that breaks no unique index, in one unordered write where the store
   * allows it (MongoDB: one unordered bulk insert; nedb: one after the other); answers for each
   * document whether it was stored. Any other failure is thrown.
   */
  insertEach(documents: readonly D[]): Promise<boolean[]>;
  /** Replaces the document with the same `_id`; false when there is none. */
  replace(document: D): Promise<boolean>;
  /** Inserts the document, or replaces the one with the same `_id`. */
  upsert(document: D): Promise<void>;
  /**
   * Sets the given fields (dot paths allowed) on every matching document; returns how many matched.
   * A filter on one `_id` is a single-document write, retried across a failover on MongoDB.
   */
  set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number>;
  /**
   * Atomically adds `by` to a numeric field of one matching document and returns the document as
   * it is after the change, or null when none matched. With `upsert`, a missing document is made
   * from the filter's equalities with the field set to `by`.
   */
  increment(filter: Filter, field: string, by: number, options: { readonly upsert: boolean }): Promise<D | null>;
  /**
   * Applies the changes to the one document matching the filter in one atomic step (no other write
   * comes between reading and writing it) and answers that document as it was `before` or `after`
   * the change, or null when none matched. Without any change it only reads the document.
   */
  updateOne(filter: Filter, changes: FieldChanges, returning: 'before' | 'after'): Promise<D | null>;
  /**
   * For each value, how many documents hold it in the list at `field` (a dot path through a list of
   * sub-documents, such as `items.id`, reads as the list of their ids), all values at once, each
   * count read off the field's index (no document read). A value no document holds counts 0.
   */
  countEach(field: string, values: readonly Scalar[]): Promise<Map<Scalar, number>>;
  /** Deletes every matching document; returns how many. A filter on one `_id` is a single-document write, as for `set`. */
  delete(filter: Filter): Promise<number>;
}

/** What one atomic update does to a document's fields (dot paths allowed). */
export interface FieldChanges {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly unset?: readonly string[];
  readonly increment?: Readonly<Record<string, number>>;
  /** Appends each value to the list at its field (made when missing). */
  readonly push?: Readonly<Record<string, unknown>>;
  /** Takes the first value off each list named (none off an empty one). */
  readonly shift?: readonly string[];
}

/** The changes as the update operators both stores speak. */
export const updateOperators = ({
  set,
  unset,
  increment,
  push,
  shift,
}: FieldChanges): Record<string, Record<string, unknown>> => ({
  ...(set === undefined || Object.keys(set).length === 0 ? {} : { $set: { ...set } }),
  ...(unset === undefined || unset.length === 0
    ? {}
    : { $unset: Object.fromEntries(unset.map((field) => [field, true])) }),
  ...(increment === undefined || Object.keys(increment).length === 0 ? {} : { $inc: { ...increment } }),
  ...(push === undefined || Object.keys(push).length === 0 ? {} : { $push: { ...push } }),
  ...(shift === undefined || shift.length === 0 ? {} : { $pop: Object.fromEntries(shift.map((field) => [field, -1])) }),
});

export interface DocumentDatabase {
  /** Opens (creating if need be) a collection; the embedded store makes its indexes (MongoDB's migration makes them there). */
  collection<D extends StoredDocument>(spec: CollectionSpec): Promise<DocumentCollection<D>>;
  /** Resolves once the database answers a query that costs it nothing; rejects when it cannot. */
  ping(): Promise<void>;
}

/** The field a `UniqueViolation` names for an index: `id` for `_id`, compound fields joined by commas. */
export const violationField = (index: IndexSpec): string =>
  index.fields.map((field) => (field === '_id' ? 'id' : field)).join(',');

/** The unique index on `_id` that every collection has, followed by the declared unique ones. */
export const uniqueIndexesOf = (spec: CollectionSpec): readonly IndexSpec[] => [
  { fields: ['_id'], unique: true },
  ...spec.indexes.filter((index) => index.unique === true),
];

/** The unique index over exactly these fields, in any order. */
export const uniqueIndexOver = (spec: CollectionSpec, fields: readonly string[]): IndexSpec | undefined => {
  const wanted = [...fields].sort().join(',');
  return uniqueIndexesOf(spec).find((index) => [...index.fields].sort().join(',') === wanted);
};
