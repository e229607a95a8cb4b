import type { ReserveListRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

/**
 * One document per company: its reserve list. Each change is one atomic write that reads nothing
 * first, so a list replaced while students are taken from it is never written back from an old read:
 * a take removes the first student of the list as it is at that instant.
 */
interface ReserveListDocument {
  readonly _id: string;
  readonly studentIds: readonly string[];
}

export class DocumentReserveListRepository implements ReserveListRepository {
  private constructor(private readonly lists: DocumentCollection<ReserveListDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentReserveListRepository> {
    return new DocumentReserveListRepository(
      await database.collection<ReserveListDocument>({
        name: 'reserveLists',
        indexes: [],
        // The version the list's compare-and-set once read is gone, and so is its index.
        retired: [['_id', 'version']],
      }),
    );
  }

  async replaceAll(lists: ReadonlyMap<string, readonly string[]>): Promise<void> {
    const kept = [...lists].filter(([, studentIds]) => studentIds.length > 0);
    for (const [companyId, studentIds] of kept)
      await this.lists.upsert({ _id: companyId, studentIds: [...studentIds] });
    const keptIds = new Set(kept.map(([companyId]) => companyId));
    for (const stale of await this.lists.find({})) {
      if (!keptIds.has(stale._id)) await this.lists.delete({ _id: stale._id });
    }
  }

  async list(companyId: string): Promise<readonly string[]> {
    return [...((await this.lists.findOne({ _id: companyId }))?.studentIds ?? [])];
  }

  async listAll(): Promise<ReadonlyMap<string, readonly string[]>> {
    const lists = await this.lists.find({});
    return new Map(lists.filter((list) => list.studentIds.length > 0).map((list) => [list._id, [...list.studentIds]]));
  }

  async takeFirst(companyId: string): Promise<string | null> {
    const before = await this.lists.updateOne({ _id: companyId }, { shift: ['studentIds'] }, 'before');
    return before?.studentIds[0] ?? null;
  }
}
