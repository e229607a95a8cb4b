import type { AuditEntry } from '../../domain/audit.js';
import type { AuditRepository, AuditSearch, Page } from '../../application/ports/persistence.js';
import { containing, type CollectionSpec, type DocumentDatabase, type Filter } from './collection.js';
import { EntityCollection } from './entity-collection.js';

/** An entry as stored: with the text a search reads (action, e-mail and summary) in one field. */
interface StoredAuditEntry extends AuditEntry {
  readonly searchText: string;
}

const AUDIT: CollectionSpec = {
  name: 'audit',
  indexes: [
    { fields: ['at'], only: 'embedded' },
    // Newest first, read backwards along it; a search reads along it too, matching each entry's text
    // (an index over the text would never narrow a search for a part of it).
    { fields: ['at', '_id'], only: 'mongodb' },
  ],
  retired: [['searchText']],
};

const NEWEST_FIRST = { sort: { at: -1, _id: -1 } } as const;

/** The audit log: entries are inserted and read, and this class has no way to change or delete one. */
export class DocumentAuditRepository implements AuditRepository {
  private constructor(private readonly entries: EntityCollection<StoredAuditEntry>) {}

  static async open(database: DocumentDatabase): Promise<DocumentAuditRepository> {
    // Entries written before the role was kept were all an administrator's.
    return new DocumentAuditRepository(
      await EntityCollection.open<StoredAuditEntry>(database, AUDIT, { role: 'admin' }),
    );
  }

  insert(entry: AuditEntry): Promise<void> {
    return this.entries.add({ ...entry, searchText: [entry.action, entry.adminEmail, entry.summary].join('\n') });
  }

  async search({ text, page, pageSize }: AuditSearch): Promise<Page<AuditEntry>> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
      throw new RangeError(`Invalid page ${page} of size ${pageSize}`);
    }
    const filter: Filter = text === '' ? {} : { searchText: { $regex: containing(text) } };
    const [stored, total] = await Promise.all([
      this.entries.find(filter, { ...NEWEST_FIRST, skip: (page - 1) * pageSize, limit: pageSize }),
      this.entries.count(filter),
    ]);
    return { items: stored.map(({ searchText: _searchText, ...entry }) => entry), total };
  }
}
