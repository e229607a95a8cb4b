import type { ImportDraft, ImportDraftRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { EntityCollection } from './entity-collection.js';

const IMPORT_DRAFTS: CollectionSpec = { name: 'importDrafts', indexes: [{ fields: ['expiresAt'] }] };

/** Any instant before every draft: the lower end of a range on a date. */
const EPOCH = new Date(0);

/** One document per uploaded file waiting to be imported; few at a time, each removed on commit or expiry. */
export class DocumentImportDraftRepository implements ImportDraftRepository {
  private constructor(private readonly drafts: EntityCollection<ImportDraft>) {}

  static async open(database: DocumentDatabase): Promise<DocumentImportDraftRepository> {
    return new DocumentImportDraftRepository(await EntityCollection.open<ImportDraft>(database, IMPORT_DRAFTS));
  }

  add(draft: ImportDraft): Promise<void> {
    return this.drafts.add(draft);
  }

  findById(id: string): Promise<ImportDraft | null> {
    return this.drafts.byId(id);
  }

  delete(id: string): Promise<boolean> {
    return this.drafts.deleteById(id);
  }

  listExpired(now: Date): Promise<readonly ImportDraft[]> {
    return this.drafts.find({ expiresAt: { $gt: EPOCH, $lte: now } });
  }

  async fileKeys(): Promise<readonly string[]> {
    return (await this.drafts.findFields({}, ['fileKey'])).map(({ fileKey }) => fileKey);
  }
}
