import type { ReserveListRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per company: its reserve list, and a version every change raises. */
interface ReserveListDocument {
  readonly _id: string;
  readonly studentIds: readonly string[];
  readonly version: number;
}

/** How often one taking tries again after others changed the list between its read and its write. */
const MAX_TAKE_ATTEMPTS = 100;

export class DocumentReserveListRepository implements ReserveListRepository {
  private constructor(private readonly lists: DocumentCollection<ReserveListDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentReserveListRepository> {
    return new DocumentReserveListRepository(
      // Taking the first student writes only while the version read is still the list's: found by `_id` alone.
      await database.collection<ReserveListDocument>({
        name: 'reserveLists',
        indexes: [],
        retired: [['_id', 'version']],
      }),
    );
  }

  async replaceAll(lists: ReadonlyMap<string, readonly string[]>): Promise<void> {
    const kept = [...lists].filter(([, studentIds]) => studentIds.length > 0);
    for (const [companyId, studentIds] of kept) {
      const before = await this.lists.findOne({ _id: companyId });
      await this.lists.upsert({ _id: companyId, studentIds: [...studentIds], version: (before?.version ?? 0) + 1 });
    }
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
    // Compare and set on the version: the write holds only if nobody changed the list since it was read.
    for (let attempt = 0; attempt < MAX_TAKE_ATTEMPTS; attempt++) {
      const list = await this.lists.findOne({ _id: companyId });
      const [first, ...rest] = list?.studentIds ?? [];
      if (list === null || first === undefined) return null;
      const taken = await this.lists.updateOne(
        { _id: companyId, version: list.version },
        { set: { studentIds: rest }, increment: { version: 1 } },
        'after',
      );
      if (taken !== null) return first;
    }
    throw new Error(`The reserve list of company ${companyId} kept changing while its first student was taken`);
  }
}
