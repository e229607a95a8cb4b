import { conflict } from '../../application/errors.js';
import type { FairArchive, PastFairRecords } from '../../application/ports/fair-archive.js';
import { Refusal } from '../../application/task.js';
import { FAIR_MESSAGES } from '../../domain/fair.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase, StoredDocument } from './collection.js';
import { InProcessEventFeed } from '../events/in-process-event-feed.js';
import { openRepositories, type Repositories } from './repositories.js';
import type { Store } from './store.js';

/**
 * What a fair produced: kept aside as the fair's when the next is made, and cleared from the current
 * fair's collections, which the next fair starts empty.
 */
const FAIR_RECORDS = [
  'interviews',
  'reserveLists',
  'reserveOffers',
  'assessments',
  'messages',
  'checkInCodes',
  'deskScans',
  'notifications',
  'sequences',
  'cvDownloads',
  'fair-figures',
  'audit',
] as const;

/**
 * What the next fair carries on (accounts, the companies' participation, panels, settings, strikes
 * that have not expired), kept aside too as it stood at the fair's end, so that the past fair's lists,
 * exports and reports read what they read then.
 */
const CARRIED_ON = ['students', 'companies', 'coordinators', 'recruiters', 'panels', 'settings', 'strikes'] as const;

const ARCHIVED: ReadonlySet<string> = new Set([...FAIR_RECORDS, ...CARRIED_ON]);

/** Documents copied per write while a fair is kept aside. */
const COPY_BATCH = 1000;

/** The collection holding a past fair's copy of a collection. */
const archivedName = (fairId: string, name: string): string => `fair-${fairId}-${name}`;

/** The collection, every write of it refused with the past fair's message (an `updateOne` without changes only reads). */
const readOnly = <D extends StoredDocument>(
  collection: DocumentCollection<D>,
  refusal: string,
): DocumentCollection<D> => {
  const refuse = (): Promise<never> => Promise.reject(new Refusal(conflict(refusal)));
  return {
    find: (filter, options) => collection.find(filter, options),
    findFields: (filter, fields, options) => collection.findFields(filter, fields, options),
    findOne: (filter) => collection.findOne(filter),
    idsOfAny: (filters) => collection.idsOfAny(filters),
    count: (filter) => collection.count(filter),
    countEach: (field, values) => collection.countEach(field, values),
    updateOne: (filter, changes, returning) =>
      Object.values(changes).some((change) => Object.keys(change ?? {}).length > 0)
        ? refuse()
        : collection.updateOne(filter, changes, returning),
    insert: refuse,
    insertUnlessPresent: refuse,
    insertMany: refuse,
    insertEach: refuse,
    replace: refuse,
    upsert: refuse,
    set: refuse,
    increment: refuse,
    delete: refuse,
  };
};

/**
 * The store's database as a past fair sees it: its own copies of the collections kept aside, the
 * others (admins, the fairs, the mail queue…) as they are; read-only when asked.
 */
class PastFairDatabase implements DocumentDatabase {
  constructor(
    private readonly live: DocumentDatabase,
    private readonly fairId: string,
    private readonly refusal: string | null,
  ) {}

  async collection<D extends StoredDocument>(spec: CollectionSpec): Promise<DocumentCollection<D>> {
    const name = ARCHIVED.has(spec.name) ? archivedName(this.fairId, spec.name) : spec.name;
    const collection = await this.live.collection<D>({ ...spec, name });
    return this.refusal === null ? collection : readOnly(collection, this.refusal);
  }

  ping(): Promise<void> {
    return this.live.ping();
  }
}

const rawCollection = (database: DocumentDatabase, name: string) =>
  database.collection<StoredDocument>({ name, indexes: [] });

/**
 * The past fairs of one store (docs/fairs.md): the current fair's collections copied aside under the
 * fair's id, and each past fair opened as a store of its own over those copies.
 */
export class StoredFairArchive implements FairArchive {
  private readonly opened = new Map<string, Promise<Repositories>>();

  constructor(private readonly database: DocumentDatabase) {}

  async keep(fairId: string): Promise<void> {
    for (const name of ARCHIVED) {
      const from = await rawCollection(this.database, name);
      const to = await rawCollection(this.database, archivedName(fairId, name));
      const documents = await from.find({});
      // A copy a broken-off run already made is kept (insertEach skips it), so keeping again finishes the job.
      for (let start = 0; start < documents.length; start += COPY_BATCH) {
        await to.insertEach(documents.slice(start, start + COPY_BATCH));
      }
    }
  }

  async clearForNextFair(): Promise<void> {
    for (const name of FAIR_RECORDS) await (await rawCollection(this.database, name)).delete({});
  }

  recordsOf(fairId: string): Promise<PastFairRecords> {
    let opened = this.opened.get(fairId);
    if (opened === undefined) {
      opened = openRepositories(new PastFairDatabase(this.database, fairId, null));
      this.opened.set(fairId, opened);
    }
    return opened;
  }

  /** Every repository of the past fair, each write answered 409 with the fair's message. */
  readOnlyRepositories(fairId: string, fairName: string): Promise<Repositories> {
    return openRepositories(new PastFairDatabase(this.database, fairId, FAIR_MESSAGES.readOnly(fairName)));
  }
}

/**
 * The store a past fair is served from: its read-only records over the live store's accounts, files
 * and limits, with a feed of its own on which nothing is ever told.
 */
export const pastFairStore = async (
  live: Store,
  archive: StoredFairArchive,
  fairId: string,
  fairName: string,
): Promise<Store> => ({
  ...live,
  ...(await archive.readOnlyRepositories(fairId, fairName)),
  events: new InProcessEventFeed(),
  close: async () => undefined,
});
