import type { DocumentCollection, DocumentDatabase, Filter, FindOptions, CollectionSpec } from './collection.js';

interface Entity {
  readonly id: string;
}

/** How an entity is stored: its own fields, with its id under `_id`. */
export type DocumentOf<E extends Entity> = Omit<E, 'id'> & { readonly _id: string };

export const toDocument = <E extends Entity>({ id, ...fields }: E): DocumentOf<E> => ({ ...fields, _id: id });

export const fromDocument = <E extends Entity>({ _id, ...fields }: DocumentOf<E>): E =>
  ({ ...fields, id: _id }) as unknown as E;

/** One collection seen as entities: the mapping to and from documents, written once for every repository. */
export class EntityCollection<E extends Entity> {
  private constructor(private readonly documents: DocumentCollection<DocumentOf<E>>) {}

  static async open<E extends Entity>(database: DocumentDatabase, spec: CollectionSpec): Promise<EntityCollection<E>> {
    return new EntityCollection<E>(await database.collection<DocumentOf<E>>(spec));
  }

  async add(entity: E): Promise<void> {
    await this.documents.insert(toDocument(entity));
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
    return document === null ? null : fromDocument(document);
  }

  async find(filter: Filter, options?: FindOptions): Promise<E[]> {
    return (await this.documents.find(filter, options)).map((document) => fromDocument(document));
  }

  count(filter: Filter): Promise<number> {
    return this.documents.count(filter);
  }

  /** Replaces the stored entity with the same id; nothing happens when there is none. */
  async replace(entity: E): Promise<void> {
    await this.documents.replace(toDocument(entity));
  }

  set(filter: Filter, fields: Readonly<Record<string, unknown>>): Promise<number> {
    return this.documents.set(filter, fields);
  }

  async deleteById(id: string): Promise<boolean> {
    return (await this.documents.delete({ _id: id })) > 0;
  }

  delete(filter: Filter): Promise<number> {
    return this.documents.delete(filter);
  }
}

/** Oldest first; the id breaks ties so that both stores agree. */
export const IN_CREATION_ORDER: FindOptions = { sort: { createdAt: 1, _id: 1 } };
