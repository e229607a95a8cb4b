import type {
  CollectionSpec,
  DocumentCollection,
  DocumentDatabase,
  FieldChanges,
  Filter,
  FindOptions,
  IndexSpec,
  Scalar,
} from './collection.js';

interface Entity {
  readonly id: string;
}

/** How an entity is stored: its own fields, with its id under `_id`. */
export type DocumentOf<E extends Entity> = Omit<E, 'id'> & { readonly _id: string };

export const toDocument = <E extends Entity>({ id, ...fields }: E): DocumentOf<E> => ({ ...fields, _id: id });

/** The stores answer fresh documents already: the entity is made in one copy, `id` added to the rest of the fields. */
export const fromDocument = <E extends Entity>({ _id, ...fields }: DocumentOf<E>): E =>
  Object.assign(fields, { id: _id }) as unknown as E;

/** One collection seen as entities: the mapping to and from documents, written once for every repository. */
export class EntityCollection<E extends Entity> {
  private constructor(
    private readonly documents: DocumentCollection<DocumentOf<E>>,
    private readonly defaults: Partial<E>,
  ) {}

  /** @param defaults the values of fields that records stored before those fields existed lack */
  static async open<E extends Entity>(
    database: DocumentDatabase,
    spec: CollectionSpec,
    defaults: Partial<E> = {},
  ): Promise<EntityCollection<E>> {
    return new EntityCollection<E>(await database.collection<DocumentOf<E>>(spec), defaults);
  }

  async add(entity: E): Promise<void> {
    await this.documents.insert(toDocument(entity));
  }

  async addMany(entities: readonly E[]): Promise<void> {
    await this.documents.insertMany(entities.map((entity) => toDocument(entity)));
  }

  /** Adds every entity that breaks no unique index; answers those added, in the order given. */
  async addEach(entities: readonly E[]): Promise<E[]> {
    const stored = await this.documents.insertEach(entities.map((entity) => toDocument(entity)));
    return entities.filter((_, index) => stored[index]);
  }

  byId(id: string): Promise<E | null> {
    return this.findOne({ _id: id });
  }

  /** The entities with these ids, in the order the ids are given; unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<E[]> {
    if (ids.length === 0) return [];
    const found = new Map((await this.find({ _id: { $in: ids } })).map((entity) => [entity.id, entity]));
    return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
  }

  async findOne(filter: Filter): Promise<E | null> {
    const document = await this.documents.findOne(filter);
    return document === null ? null : this.entityOf(document);
  }

  async find(filter: Filter, options?: FindOptions): Promise<E[]> {
    return (await this.documents.find(filter, options)).map((document) => this.entityOf(document));
  }

  /** As `find`, with only these fields of each entity (and its id) read. */
  async findFields<K extends Exclude<keyof E, 'id'> & string>(
    filter: Filter,
    fields: readonly K[],
    options?: FindOptions,
  ): Promise<Array<Pick<E, K | 'id'>>> {
    const documents = await this.documents.findFields(
      filter,
      fields as ReadonlyArray<K & keyof DocumentOf<E>>,
      options,
    );
    return documents.map((document) => this.entityOf(document as DocumentOf<E>, fields));
  }

  count(filter: Filter): Promise<number> {
    return this.documents.count(filter);
  }

  /** The ids of the entities matching any of the filters, each once, none read whole. */
  idsOfAny(filters: readonly Filter[]): Promise<string[]> {
    return this.documents.idsOfAny(filters);
  }

  /** Replaces the stored entity with the same id; nothing happens when there is none. */
  async replace(entity: E): Promise<void> {
    await this.documents.replace(toDocument(entity));
  }

  countEach(field: string, values: readonly Scalar[]): Promise<Map<Scalar, number>> {
    return this.documents.countEach(field, values);
  }

  set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number> {
    return this.documents.set(filter, fields);
  }

  /**
   * Changes some fields of the entity with this id atomically, if it also matches `only`; answers it
   * as it was `before` or `after`, or null when there is no such entity.
   */
  async updateById(
    id: string,
    changes: FieldChanges,
    returning: 'before' | 'after',
    only: Filter = {},
  ): Promise<E | null> {
    const document = await this.documents.updateOne({ ...only, _id: id }, changes, returning);
    return document === null ? null : this.entityOf(document);
  }

  async deleteById(id: string): Promise<boolean> {
    return (await this.documents.delete({ _id: id })) > 0;
  }

  delete(filter: Filter): Promise<number> {
    return this.documents.delete(filter);
  }

  /** The entity of a stored document, the defaults filled in where a field (among `fields` when given) is missing. */
  private entityOf(document: DocumentOf<E>, fields?: readonly string[]): E {
    // One copy per entity (fromDocument's): the defaults are only filled in where a field is missing.
    const entity = fromDocument(document) as Record<string, unknown>;
    for (const [field, value] of Object.entries(this.defaults)) {
      if (entity[field] === undefined && (fields === undefined || fields.includes(field))) entity[field] = value;
    }
    return entity as E;
  }
}

/** Oldest first; the id breaks ties so that both stores agree. */
export const IN_CREATION_ORDER: FindOptions = { sort: { createdAt: 1, _id: 1 } };

/**
 * The indexes a read in creation order goes along, of the whole collection or (given its field) of
 * those matching one equality: nedb narrows by the field's own index, or reads along the index over
 * `createdAt`; MongoDB reads along one index over the field, `createdAt` and the `_id` breaking ties.
 */
export const creationOrderIndexes = (equality?: string): readonly IndexSpec[] =>
  equality === undefined
    ? [
        { fields: ['createdAt'], only: 'embedded' },
        { fields: ['createdAt', '_id'], only: 'mongodb' },
      ]
    : [
        { fields: [equality], only: 'embedded' },
        { fields: [equality, 'createdAt', '_id'], only: 'mongodb' },
      ];
