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
  type IndexSpec,
  type Scalar,
  type StoredDocument,
  uniqueIndexOver,
  uniqueIndexesOf,
  updateOperators,
  violationField,
} from './collection.js';

// The package is CommonJS exporting the class itself, while its typings declare an ES default export.
const Datastore = nedb as unknown as typeof nedb.default;
type Datastore = InstanceType<typeof Datastore>;

/** nedb appends every write to the file; compacting rewrites it with only the live documents. */
const AUTOCOMPACTION_INTERVAL_MS = 10 * 60 * 1000;

/** The embedded gateway: one nedb datastore per collection, as `<name>.db` files or in memory. */
export class NedbDatabase implements DocumentDatabase {
  private readonly datastores: Datastore[] = [];
  private closed = false;

  /** @param directory where the collection files live; null keeps everything in memory. */
  constructor(private readonly directory: string | null) {}

  async collection<D extends StoredDocument>(spec: CollectionSpec): Promise<DocumentCollection<D>> {
    const datastore =
      this.directory === null
        ? new Datastore({ inMemoryOnly: true })
        : new Datastore({ filename: join(this.directory, `${spec.name}.db`) });
    await datastore.loadDatabaseAsync();
    for (const index of spec.indexes) {
      await datastore.ensureIndexAsync({ fieldName: [...index.fields], unique: index.unique === true });
    }
    if (this.directory !== null) datastore.setAutocompactionInterval(AUTOCOMPACTION_INTERVAL_MS);
    this.datastores.push(datastore);
    return new NedbCollection<D>(datastore, spec);
  }

  /** Fails once closed; otherwise a lookup by `_id` (indexed) goes through nedb's queue of operations and back. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The embedded store is closed');
    await this.datastores[0]?.findOneAsync({ _id: '' }).execAsync();
  }

  /** Stops the compaction timers and leaves every file compacted. */
  async close(): Promise<void> {
    this.closed = true;
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

/** What of an nedb index the counts read: the documents stored under one key. */
interface NedbIndex {
  getMatching(value: unknown): readonly unknown[];
}

/** The datastore's index over exactly `field`, if one was ensured. */
const indexOver = (datastore: Datastore, field: string): NedbIndex | undefined =>
  (datastore as unknown as { readonly indexes: Readonly<Record<string, NedbIndex | undefined>> }).indexes[field];

class NedbCollection<D extends StoredDocument> implements DocumentCollection<D> {
  constructor(
    private readonly datastore: Datastore,
    private readonly spec: CollectionSpec,
  ) {}

  async find(filter: Filter, options: FindOptions = {}): Promise<D[]> {
    let cursor = this.datastore.findAsync(filter);
    if (options.sort !== undefined) cursor = cursor.sort(options.sort);
    if (options.skip !== undefined) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as D[];
  }

  async findOne(filter: Filter): Promise<D | null> {
    return ((await this.datastore.findOneAsync(filter)) as unknown as D | null) ?? null;
  }

  async count(filter: Filter): Promise<number> {
    return (await this.datastore.countAsync(filter)) as unknown as number;
  }

  async insert(document: D): Promise<void> {
    await this.writing(document, () => this.datastore.insertAsync(document));
  }

  async insertMany(documents: readonly D[]): Promise<void> {
    if (documents.length === 0) return;
    // nedb adds an array to its indexes all or none, then appends it to the file in one write.
    await this.writing(documents, () => this.datastore.insertAsync([...documents]));
  }

  async replace(document: D): Promise<boolean> {
    const { numAffected } = await this.writing(document, () =>
      this.datastore.updateAsync({ _id: document._id }, document, {}),
    );
    return numAffected > 0;
  }

  async upsert(document: D): Promise<void> {
    await this.writing(document, () => this.datastore.updateAsync({ _id: document._id }, document, { upsert: true }));
  }

  async set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number> {
    const { numAffected } = await this.writing(fields, () =>
      this.datastore.updateAsync(filter, { $set: fields }, { multi: true }),
    );
    return numAffected;
  }

  async increment(filter: Filter, field: string, by: number, options: { readonly upsert: boolean }): Promise<D | null> {
    // nedb runs every operation through one executor, so the read-modify-write below is atomic.
    const { affectedDocuments } = await this.writing({ [field]: by }, () =>
      this.datastore.updateAsync(
        filter,
        { $inc: { [field]: by } },
        { upsert: options.upsert, returnUpdatedDocs: true },
      ),
    );
    return (affectedDocuments as unknown as D | undefined) ?? null;
  }

  async updateOne(filter: Filter, changes: FieldChanges, returning: 'before' | 'after'): Promise<D | null> {
    const operators = updateOperators(changes);
    // An update without operators would replace the whole document with an empty one.
    if (Object.keys(operators).length === 0) return this.findOne(filter);
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
    return this.datastore.removeAsync(filter, { multi: true });
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
