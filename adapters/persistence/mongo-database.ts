import {
  type ClientSession,
  type Collection,
  type Db,
  type Filter as MongoFilter,
  MongoBulkWriteError,
  MongoServerError,
  type OptionalUnlessRequiredId,
  type UpdateFilter,
  type WithoutId,
} from 'mongodb';
import { UniqueViolation } from '../../application/ports/persistence.js';
import {
  type CollectionSpec,
  type DocumentCollection,
  type DocumentDatabase,
  type FieldChanges,
  type Filter,
  type FindOptions,
  type Scalar,
  type StoredDocument,
  uniqueIndexOver,
  updateOperators,
  violationField,
} from './collection.js';
import { openUnit } from './units.js';

const DUPLICATE_KEY = 11000;

/** The options that put an operation in the open unit's transaction, if it runs in one. */
const inUnit = (): { session?: ClientSession } => {
  const session = openUnit()?.session;
  return session === undefined ? {} : { session };
};

/**
 * A write refused inside a unit has aborted its transaction on the server: the unit must end with
 * that failure even when its work catches it (withTransaction would otherwise retry it forever).
 */
const failsUnit = (error: unknown): void => {
  const unit = openUnit();
  if (unit?.session !== undefined) unit.failure ??= error;
};

/**
 * The MongoDB gateway: one collection per spec in the given database. Opening a collection makes no
 * index: the migration makes them, from the specs of the collections opened (mongo-indexes.ts).
 */
export class MongoDatabase implements DocumentDatabase {
  private readonly opened: CollectionSpec[] = [];

  constructor(private readonly db: Db) {}

  /** The specs of the collections opened so far. */
  get specs(): readonly CollectionSpec[] {
    return this.opened;
  }

  async collection<D extends StoredDocument>(spec: CollectionSpec): Promise<DocumentCollection<D>> {
    this.opened.push(spec);
    return new MongoCollection(this.db.collection<D>(spec.name), spec);
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }
}

/** The fields of the index a duplicate-key error names. */
const duplicatedFields = (error: MongoServerError): readonly string[] => {
  const keyPattern: unknown = error.keyPattern;
  if (typeof keyPattern === 'object' && keyPattern !== null) return Object.keys(keyPattern);
  // Without keyPattern the message still names the index, e.g. "index: studentId_1_companyId_1 dup key".
  const name = /index: (\S+) dup key/.exec(error.message)?.[1] ?? '';
  return name === '_id_' ? ['_id'] : name.split(/_-?1(?:_|$)/).filter((field) => field !== '');
};

/** The port's UniqueViolation for a duplicate-key error in a collection of this spec; null for any other error. */
export const uniqueViolationOf = (error: unknown, spec: CollectionSpec): UniqueViolation | null => {
  if (!(error instanceof MongoServerError) || error.code !== DUPLICATE_KEY) return null;
  const fields = duplicatedFields(error);
  return new UniqueViolation(violationField(uniqueIndexOver(spec, fields) ?? { fields }));
};

/**
 * A filter on one `_id` matches one document at most: its write goes through the single-document
 * operations, which the driver retries once across a failover or a dropped connection (retryable
 * writes); the `Many` forms are never retried, so a write applied just before a failover would
 * answer an error. Writes to many documents (the cascades by company or student) are idempotent:
 * running the use case again finishes them.
 */
const namesOneDocument = (filter: Filter): boolean => typeof filter['_id'] === 'string';

class MongoCollection<D extends StoredDocument> implements DocumentCollection<D> {
  constructor(
    private readonly collection: Collection<D>,
    private readonly spec: CollectionSpec,
  ) {}

  find(filter: Filter, options: FindOptions = {}): Promise<D[]> {
    return this.read(filter, options, undefined) as Promise<D[]>;
  }

  findFields<K extends keyof D & string>(
    filter: Filter,
    fields: readonly K[],
    options: FindOptions = {},
  ): Promise<Array<Pick<D, K | '_id'>>> {
    return this.read(filter, options, Object.fromEntries(fields.map((field) => [field, 1]))) as Promise<
      Array<Pick<D, K | '_id'>>
    >;
  }

  private async read(
    filter: Filter,
    options: FindOptions,
    projection: Record<string, 1> | undefined,
  ): Promise<object[]> {
    let cursor = this.collection.find(this.query(filter), {
      ...(projection === undefined ? {} : { projection }),
      ...inUnit(),
    });
    if (options.sort !== undefined) cursor = cursor.sort({ ...options.sort });
    if (options.skip !== undefined) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return cursor.toArray();
  }

  async findOne(filter: Filter): Promise<D | null> {
    return (await this.collection.findOne(this.query(filter), inUnit())) as D | null;
  }

  async idsOfAny(filters: readonly Filter[]): Promise<string[]> {
    if (filters.length === 0) return [];
    const query = filters.length === 1 ? this.query(filters[0]!) : { $or: filters.map((filter) => this.query(filter)) };
    const found = await this.collection
      .find(query as MongoFilter<D>, { projection: { _id: 1 }, ...inUnit() })
      .toArray();
    return found.map((document) => String(document._id));
  }

  count(filter: Filter): Promise<number> {
    return this.collection.countDocuments(this.query(filter), inUnit());
  }

  async insert(document: D): Promise<void> {
    await this.writing(() => this.collection.insertOne(document as OptionalUnlessRequiredId<D>, inUnit()));
  }

  async insertUnlessPresent(document: D): Promise<boolean> {
    const { _id, ...fields } = document;
    // An upsert racing another on the same _id is retried by the server itself (MongoDB 4.2+).
    const result = await this.writing(() =>
      this.collection.updateOne(this.byId(document), { $setOnInsert: fields } as UpdateFilter<D>, {
        upsert: true,
        ...inUnit(),
      }),
    );
    return result.upsertedCount > 0;
  }

  async insertMany(documents: readonly D[]): Promise<void> {
    if (documents.length === 0) return;
    await this.writing(() =>
      this.collection.insertMany(documents as unknown as OptionalUnlessRequiredId<D>[], { ordered: true, ...inUnit() }),
    );
  }

  async insertEach(documents: readonly D[]): Promise<boolean[]> {
    if (documents.length === 0) return [];
    try {
      await this.collection.insertMany(documents as unknown as OptionalUnlessRequiredId<D>[], {
        ordered: false,
        ...inUnit(),
      });
      return documents.map(() => true);
    } catch (error) {
      failsUnit(error);
      if (!(error instanceof MongoBulkWriteError) || error.err !== undefined) throw error;
      const failures = [error.writeErrors].flat();
      // A write error other than a duplicate key, or none at all (the write concern failed), is a failure.
      if (failures.length === 0 || failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
      const refused = new Set(failures.map((failure) => failure.index));
      return documents.map((_, index) => !refused.has(index));
    }
  }

  async replace(document: D): Promise<boolean> {
    const result = await this.writing(() =>
      this.collection.replaceOne(this.byId(document), document as unknown as WithoutId<D>, inUnit()),
    );
    return result.matchedCount > 0;
  }

  async upsert(document: D): Promise<void> {
    await this.writing(() =>
      this.collection.replaceOne(this.byId(document), document as unknown as WithoutId<D>, {
        upsert: true,
        ...inUnit(),
      }),
    );
  }

  async set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number> {
    const update = { $set: fields } as UpdateFilter<D>;
    const result = await this.writing(() =>
      namesOneDocument(filter)
        ? this.collection.updateOne(this.query(filter), update, inUnit())
        : this.collection.updateMany(this.query(filter), update, inUnit()),
    );
    return result.matchedCount;
  }

  async increment(filter: Filter, field: string, by: number, options: { readonly upsert: boolean }): Promise<D | null> {
    // An upsert racing another on the same _id is retried by the server itself (MongoDB 4.2+).
    const document = await this.writing(() =>
      this.collection.findOneAndUpdate(this.query(filter), { $inc: { [field]: by } } as UpdateFilter<D>, {
        upsert: options.upsert,
        returnDocument: 'after',
        ...inUnit(),
      }),
    );
    return document as D | null;
  }

  async updateOne(filter: Filter, changes: FieldChanges, returning: 'before' | 'after'): Promise<D | null> {
    const operators = updateOperators(changes);
    if (Object.keys(operators).length === 0) return this.findOne(filter);
    const document = await this.writing(() =>
      this.collection.findOneAndUpdate(this.query(filter), operators as UpdateFilter<D>, {
        returnDocument: returning,
        ...inUnit(),
      }),
    );
    return document as D | null;
  }

  /**
   * One count per value, all at once, each an equality on the field's index: the index holds each
   * document once under every distinct value of the field (a multikey index through a list of
   * sub-documents too), so the count is read from the index keys and no document is fetched. An
   * aggregation unwinding the lists would have to fetch every document holding any of the values.
   */
  async countEach(field: string, values: readonly Scalar[]): Promise<Map<Scalar, number>> {
    const unique = [...new Set(values)];
    // A transaction runs its operations one after the other.
    const counts: number[] = [];
    if (openUnit() !== undefined) for (const value of unique) counts.push(await this.count({ [field]: value }));
    else counts.push(...(await Promise.all(unique.map((value) => this.count({ [field]: value })))));
    return new Map(unique.map((value, i) => [value, counts[i]!]));
  }

  async delete(filter: Filter): Promise<number> {
    const result = await this.writing(() =>
      namesOneDocument(filter)
        ? this.collection.deleteOne(this.query(filter), inUnit())
        : this.collection.deleteMany(this.query(filter), inUnit()),
    );
    return result.deletedCount;
  }

  private query(filter: Filter): MongoFilter<D> {
    return filter as MongoFilter<D>;
  }

  private byId(document: D): MongoFilter<D> {
    return { _id: document._id } as MongoFilter<D>;
  }

  /** Runs a write, turning a duplicate-key error into the port's UniqueViolation. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      failsUnit(error);
      throw uniqueViolationOf(error, this.spec) ?? error;
    }
  }
}
