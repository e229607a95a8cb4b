import nedb from '@seald-io/nedb';
import { join } from 'node:path';
import { UniqueViolation } from '../../application/ports/persistence.js';
import {
  type CollectionSpec,
  type DocumentCollection,
  type DocumentDatabase,
  type FieldChanges,
  type Filter,
  type FindOptions,
  indexesOn,
  type IndexSpec,
  type Scalar,
  type Sort,
  type StoredDocument,
  uniqueIndexOver,
  uniqueIndexesOf,
  updateOperators,
  violationField,
} from './collection.js';
import {
  countAlongKeys,
  documentTest,
  documentsIn,
  nedbModel,
  readAlongIndex,
  sortDocuments,
  type NedbOrderedIndex,
} from './nedb-ordered-read.js';
import { openUnit } from './units.js';

// The package is CommonJS exporting the class itself, while its typings declare an ES default export.
const Datastore = nedb as unknown as typeof nedb.default;
export type Datastore = InstanceType<typeof Datastore>;

/** nedb appends every write to the file; compacting rewrites it with only the live documents. */
const AUTOCOMPACTION_INTERVAL_MS = 10 * 60 * 1000;

/** The embedded gateway: one nedb datastore per collection, as `<name>.db` files or in memory. */
export class NedbDatabase implements DocumentDatabase {
  private readonly datastores: Datastore[] = [];
  private readonly byName = new Map<string, Datastore>();
  private closed = false;

  /** @param directory where the collection files live; null keeps everything in memory. */
  constructor(private readonly directory: string | null) {}

  async collection<D extends StoredDocument>(spec: CollectionSpec): Promise<DocumentCollection<D>> {
    const datastore = await this.datastore(spec.name);
    const own: CollectionSpec = { name: spec.name, indexes: indexesOn(spec, 'embedded') };
    for (const index of own.indexes) {
      await datastore.ensureIndexAsync({ fieldName: [...index.fields], unique: index.unique === true });
    }
    // nedb keeps the indexes ensured in its file and makes them again on load: a retired one is removed.
    for (const fields of spec.retired ?? []) {
      const name = [...fields].sort().join(',');
      if (internalsOf(datastore).indexes[name] !== undefined) await datastore.removeIndexAsync(name);
    }
    return new NedbCollection<D>(datastore, own);
  }

  /**
   * The datastore of the collection with this name, loaded from its file, outside the gateway: the
   * undo journal keeps its entries in one and restores documents through the others.
   */
  async datastore(name: string): Promise<Datastore> {
    const opened = this.byName.get(name);
    if (opened !== undefined) return opened;
    const datastore =
      this.directory === null
        ? new Datastore({ inMemoryOnly: true })
        : new Datastore({ filename: join(this.directory, `${name}.db`) });
    await datastore.loadDatabaseAsync();
    if (this.directory !== null) datastore.setAutocompactionInterval(AUTOCOMPACTION_INTERVAL_MS);
    this.datastores.push(datastore);
    this.byName.set(name, datastore);
    return datastore;
  }

  /** Fails once closed; otherwise a lookup by `_id` (indexed) goes through nedb's queue of operations and back. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The embedded store is closed');
    await this.datastores[0]?.findOneAsync({ _id: '' }).execAsync();
  }

  /** Stops the compaction timers and leaves every file compacted. */
  async close(): Promise<void> {
    this.closed = true;
    this.byName.clear();
    for (const datastore of this.datastores.splice(0)) {
      datastore.stopAutocompaction();
      if (this.directory !== null) await datastore.compactDatafileAsync();
    }
  }
}

interface NedbUniqueError {
  readonly errorType: 'uniqueViolated';
  readonly key: unknown;
}

const isUniqueError = (error: unknown): error is NedbUniqueError =>
  typeof error === 'object' && error !== null && (error as { errorType?: unknown }).errorType === 'uniqueViolated';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value);

const sameKey = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The values at a dot path, stepping into every element of the lists on the way. */
const valuesAt = (value: unknown, path: readonly string[]): Scalar[] => {
  if (Array.isArray(value)) return value.flatMap((element) => valuesAt(element, path));
  const [head, ...rest] = path;
  if (head === undefined) return [value as Scalar];
  return isPlainObject(value) ? valuesAt(value[head], rest) : [];
};

/** What of an nedb index the counts and sorted reads use: the documents stored under one key, its tree. */
interface NedbIndex extends NedbOrderedIndex {
  getMatching(value: unknown): readonly object[];
}

/** What of a datastore the sorted reads use besides its indexes: its queue of operations, its candidates. */
interface DatastoreInternals {
  readonly indexes: Readonly<Record<string, NedbIndex | undefined>>;
  readonly executor: { pushAsync<T>(task: () => Promise<T>): Promise<T> };
  /** The documents the first index usable for the query holds, or every document. */
  _getRawCandidates(query: Filter): readonly object[];
}

const internalsOf = (datastore: Datastore): DatastoreInternals => datastore as unknown as DatastoreInternals;

/** The datastore's index over exactly `field`, if one was ensured. */
const indexOver = (datastore: Datastore, field: string): NedbIndex | undefined => internalsOf(datastore).indexes[field];

/** Up to how many candidates an index narrows a sorted read to, they are sorted rather than read along the order's index. */
const SORTED_CANDIDATES = 2_000;

/** A value nedb matches by equality (an object here is a condition, a Date a value). */
const isEquality = (condition: unknown): boolean =>
  condition === null || typeof condition !== 'object' || condition instanceof Date;

/**
 * The fewest documents an index narrows the query to: those of the equality whose index holds the
 * fewest, else those nedb finds through a list or a range; null when no single-field index narrows it
 * (nedb would take every document). The documents are the stored ones, still to be matched.
 */
const narrowest = (datastore: Datastore, filter: Filter): readonly object[] | null => {
  let fewest: readonly object[] | null = null;
  let ranged = false;
  for (const [field, condition] of Object.entries(filter)) {
    const index = indexOver(datastore, field);
    if (index === undefined) continue;
    if (isEquality(condition)) {
      const holding = index.getMatching(condition);
      if (fewest === null || holding.length < fewest.length) fewest = holding;
    } else if ('$in' in (condition as object) || '$gt' in (condition as object)) ranged = true;
  }
  return fewest ?? (ranged ? internalsOf(datastore)._getRawCandidates(filter) : null);
};

/**
 * The index over several fields, every field of the filter among them, with the fewest keys
 * (the lowest tree); undefined when none covers the filter or the filter names a dot path.
 */
const covering = (datastore: Datastore, filter: Filter): NedbIndex | undefined => {
  const fields = Object.keys(filter);
  if (fields.length === 0 || fields.some((field) => field.includes('.'))) return undefined;
  let lowest: NedbIndex | undefined;
  for (const [name, index] of Object.entries(internalsOf(datastore).indexes)) {
    const over = name.split(',');
    if (index === undefined || over.length < 2 || !fields.every((field) => over.includes(field))) continue;
    if (lowest === undefined || heightOf(index) < heightOf(lowest)) lowest = index;
  }
  return lowest;
};

const heightOf = (index: NedbIndex): number => index.tree.tree.height ?? 0;

class NedbCollection<D extends StoredDocument> implements DocumentCollection<D> {
  constructor(
    private readonly datastore: Datastore,
    private readonly spec: CollectionSpec,
  ) {}

  find(filter: Filter, options: FindOptions = {}): Promise<D[]> {
    return this.read(filter, options, (document) => nedbModel.deepCopy(document) as D);
  }

  findFields<K extends keyof D & string>(
    filter: Filter,
    fields: readonly K[],
    options: FindOptions = {},
  ): Promise<Array<Pick<D, K | '_id'>>> {
    return this.read(filter, options, (document) => {
      const stored = document as Record<string, unknown>;
      const copy: Record<string, unknown> = { _id: stored['_id'] };
      for (const field of fields) if (stored[field] !== undefined) copy[field] = nedbModel.deepCopy(stored[field]);
      return copy as Pick<D, K | '_id'>;
    });
  }

  /** The documents a read finds, each given as `copy` makes it from the stored one. */
  private read<T>(filter: Filter, options: FindOptions, copy: (document: object) => T): Promise<T[]> {
    const { sort } = options;
    if (sort !== undefined && Object.keys(sort).length > 0) {
      return this.queued(() => this.sorted(filter, sort, options.skip ?? 0, options.limit).map(copy));
    }
    return this.queued(() => this.unsorted(filter, options.skip ?? 0, options.limit).map(copy));
  }

  /**
   * An unsorted read as nedb's cursor makes it (its candidates, in their order; the stored
   * documents, for the caller to copy), each candidate tested by documentTest: a list of ids given
   * to `$in` is not walked for every document.
   */
  private unsorted(filter: Filter, skip: number, limit: number | undefined): object[] {
    const test = documentTest(filter);
    const wanted = limit === undefined || limit === 0 ? Number.POSITIVE_INFINITY : limit;
    const found: object[] = [];
    let toSkip = skip;
    for (const candidate of internalsOf(this.datastore)._getRawCandidates(filter)) {
      if (!test(candidate)) continue;
      if (toSkip > 0) toSkip -= 1;
      else found.push(candidate);
      if (found.length >= wanted) break;
    }
    return found;
  }

  /** Runs a read of the datastore's memory in its queue of operations, after every operation asked for before. */
  private queued<T>(read: () => T): Promise<T> {
    return internalsOf(this.datastore).executor.pushAsync(async () => read());
  }

  /**
   * A sorted read, in nedb's order (the stored documents, for the caller to copy). Narrowed by an index
   * to a few candidates, those are sorted; otherwise the page is read along the index of the
   * order's first field when there is one (nedb-ordered-read.ts), never sorting every document.
   */
  private sorted(filter: Filter, sort: Sort, skip: number, limit: number | undefined): object[] {
    const along = indexOver(this.datastore, Object.keys(sort)[0]!);
    const narrowed = narrowest(this.datastore, filter);
    const read =
      along === undefined || (narrowed !== null && narrowed.length <= SORTED_CANDIDATES)
        ? null
        : readAlongIndex(along, filter, sort, skip, limit);
    return (
      read ??
      sortDocuments(
        (narrowed ?? internalsOf(this.datastore)._getRawCandidates(filter)).filter(documentTest(filter)),
        sort,
      ).slice(skip, limit === undefined || limit === 0 ? undefined : skip + limit)
    );
  }

  async findOne(filter: Filter): Promise<D | null> {
    return ((await this.datastore.findOneAsync(filter)) as unknown as D | null) ?? null;
  }

  /**
   * Every document, or those holding one value in an indexed field, are counted from the index,
   * none matched; otherwise the fewest documents an index narrows the query to are matched, or,
   * when no index over one field narrows it, the keys of an index over several fields that cover it.
   */
  async count(filter: Filter): Promise<number> {
    const fields = Object.entries(filter);
    if (fields.length === 0) return this.queued(() => documentsIn(indexOver(this.datastore, '_id')!));
    const counted = await this.queued(() => {
      const narrowed = narrowest(this.datastore, filter);
      if (narrowed === null) {
        const keyed = covering(this.datastore, filter);
        return keyed === undefined ? null : countAlongKeys(keyed, filter);
      }
      if (fields.length === 1 && isEquality(fields[0]![1])) return narrowed.length;
      return narrowed.filter(documentTest(filter)).length;
    });
    return counted ?? ((await this.datastore.countAsync(filter)) as unknown as number);
  }

  /** Each candidate is tested against each filter in one pass over the candidates, none copied. */
  async idsOfAny(filters: readonly Filter[]): Promise<string[]> {
    if (filters.length === 0) return [];
    return this.queued(() => {
      const tests = filters.map(documentTest);
      const candidates =
        filters.length === 1
          ? (narrowest(this.datastore, filters[0]!) ?? internalsOf(this.datastore)._getRawCandidates(filters[0]!))
          : internalsOf(this.datastore)._getRawCandidates({});
      return candidates
        .filter((document) => tests.some((test) => test(document)))
        .map((document) => (document as StoredDocument)._id);
    });
  }

  async insert(document: D): Promise<void> {
    await this.journal(null, [document._id]);
    await this.writing(document, () => this.datastore.insertAsync(document));
  }

  async insertUnlessPresent(document: D): Promise<boolean> {
    if ((await this.datastore.findOneAsync({ _id: document._id })) !== null) return false;
    try {
      await this.insert(document);
      return true;
    } catch (error) {
      // Another write stored the _id in between the read and the insert.
      if (error instanceof UniqueViolation && error.field === 'id') return false;
      throw error;
    }
  }

  async insertMany(documents: readonly D[]): Promise<void> {
    if (documents.length === 0) return;
    await this.journal(
      null,
      documents.map((document) => document._id),
    );
    // nedb adds an array to its indexes all or none, then appends it to the file in one write.
    await this.writing(documents, () => this.datastore.insertAsync([...documents]));
  }

  /** One after the other: nedb adds an array to its indexes all or none. */
  async insertEach(documents: readonly D[]): Promise<boolean[]> {
    const stored: boolean[] = [];
    await this.journal(
      null,
      documents.map((document) => document._id),
    );
    for (const document of documents) {
      try {
        await this.datastore.insertAsync(document);
        stored.push(true);
      } catch (error) {
        if (!isUniqueError(error)) throw error;
        stored.push(false);
      }
    }
    return stored;
  }

  async replace(document: D): Promise<boolean> {
    await this.journal(null, [document._id]);
    const { numAffected } = await this.writing(document, () =>
      this.datastore.updateAsync({ _id: document._id }, document, {}),
    );
    return numAffected > 0;
  }

  async upsert(document: D): Promise<void> {
    await this.journal(null, [document._id]);
    await this.writing(document, () => this.datastore.updateAsync({ _id: document._id }, document, { upsert: true }));
  }

  async set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number> {
    await this.journal(filter);
    const { numAffected } = await this.writing(fields, () =>
      this.datastore.updateAsync(filter, { $set: fields }, { multi: true }),
    );
    return numAffected;
  }

  async increment(filter: Filter, field: string, by: number, options: { readonly upsert: boolean }): Promise<D | null> {
    const named = filter['_id'];
    // An upsert on a named _id makes that document when it is missing.
    await this.journal(filter, typeof named === 'string' ? [named] : []);
    // nedb runs every operation through one executor, so the read-modify-write below is atomic.
    const { affectedDocuments } = await this.writing({ [field]: by }, () =>
      this.datastore.updateAsync(
        filter,
        { $inc: { [field]: by } },
        { upsert: options.upsert, returnUpdatedDocs: true },
      ),
    );
    const document = (affectedDocuments as unknown as D | undefined) ?? null;
    // A document the upsert made, unless the filter named its _id (journaled above as missing).
    if (document !== null && options.upsert && typeof named !== 'string')
      await this.journal(null, [document._id], true);
    return document;
  }

  async updateOne(filter: Filter, changes: FieldChanges, returning: 'before' | 'after'): Promise<D | null> {
    const operators = updateOperators(changes);
    // An update without operators would replace the whole document with an empty one.
    if (Object.keys(operators).length === 0) return this.findOne(filter);
    await this.journal(filter);
    // nedb runs operations one at a time in the order they were asked for: asking for the read and
    // then the write without waiting in between lets nothing else in between them.
    const before = returning === 'before' ? this.datastore.findOneAsync(filter).execAsync() : null;
    const { affectedDocuments } = await this.writing(changes.set ?? {}, () =>
      this.datastore.updateAsync(filter, operators, { multi: false, returnUpdatedDocs: true }),
    );
    if (affectedDocuments === null || affectedDocuments === undefined) return null;
    return before === null ? (affectedDocuments as unknown as D) : ((await before) as unknown as D | null);
  }

  async countEach(field: string, values: readonly Scalar[]): Promise<Map<Scalar, number>> {
    const counts = new Map(values.map((value) => [value, 0]));
    if (values.length === 0) return counts;
    const index = indexOver(this.datastore, field);
    if (index !== undefined) {
      // An index holds each document once under every distinct value it has in the field: the
      // count is the length of the value's entry, with no document matched or copied. nedb changes
      // its indexes synchronously within each write, so this sees every write that has finished.
      for (const value of counts.keys()) counts.set(value, index.getMatching(value).length);
      return counts;
    }
    // Only the field's top-level part is copied out of each holder, not the whole document.
    const [top] = field.split('.');
    const holders = await this.datastore.findAsync({ [field]: { $in: [...values] } }, { [top as string]: 1, _id: 0 });
    for (const document of holders) {
      for (const value of new Set(valuesAt(document, field.split('.')))) {
        const count = counts.get(value);
        if (count !== undefined) counts.set(value, count + 1);
      }
    }
    return counts;
  }

  async delete(filter: Filter): Promise<number> {
    await this.journal(filter);
    return this.datastore.removeAsync(filter, { multi: true });
  }

  /**
   * Inside a unit, keeps in its undo journal the documents a write is about to change as they are:
   * those matching the filter, and those with the ids given (missing ones as made by the write).
   * `made` journals the ids as documents the write has just made.
   */
  private async journal(filter: Filter | null, ids: readonly string[] = [], made = false): Promise<void> {
    const unit = openUnit();
    if (unit?.journal === undefined) return;
    const before = new Map<string, StoredDocument | null>();
    for (const document of filter === null ? [] : await this.datastore.findAsync(filter))
      before.set((document as StoredDocument)._id, document as StoredDocument);
    for (const id of ids) {
      if (before.has(id)) continue;
      const found = made ? null : ((await this.datastore.findOneAsync({ _id: id })) as StoredDocument | null);
      before.set(id, found);
    }
    if (before.size > 0)
      await unit.journal(
        this.spec.name,
        [...before].map(([id, document]) => ({ id, before: document })),
      );
  }

  /** Runs a write, turning nedb's unique-constraint error into the port's UniqueViolation. */
  private async writing<T>(candidate: object | readonly object[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueError(error)) throw error;
      const candidates = Array.isArray(candidate) ? (candidate as readonly object[]) : [candidate];
      const index = this.violatedIndex(error.key, candidates);
      throw index === undefined ? error : new UniqueViolation(violationField(index));
    }
  }

  /**
   * nedb says which key clashed but not in which index: a compound index's key is an object of its
   * fields, a single-field index's key is the value the written document holds in that field.
   */
  private violatedIndex(key: unknown, candidates: readonly object[]): IndexSpec | undefined {
    if (isPlainObject(key)) return uniqueIndexOver(this.spec, Object.keys(key));
    return uniqueIndexesOf(this.spec).find(
      (index) =>
        index.fields.length === 1 &&
        candidates.some((candidate) => sameKey((candidate as Record<string, unknown>)[index.fields[0] as string], key)),
    );
  }
}
