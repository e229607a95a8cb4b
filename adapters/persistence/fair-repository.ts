import type { FairRepository } from '../../application/ports/persistence.js';
import type { Fair } from '../../domain/fair.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

type FairDocument = Omit<Fair, 'id'> & { readonly _id: string };

const FAIRS: CollectionSpec = { name: 'fairs', indexes: [{ fields: ['current'] }] };

const fromDocument = ({ _id, ...fair }: FairDocument): Fair => ({ id: _id, ...fair });

const toDocument = ({ id, ...fair }: Fair): FairDocument => ({ _id: id, ...fair });

/** One document per fair; a handful in all, so every read reads them all. */
export class DocumentFairRepository implements FairRepository {
  private constructor(private readonly fairs: DocumentCollection<FairDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentFairRepository> {
    return new DocumentFairRepository(await database.collection<FairDocument>(FAIRS));
  }

  async list(): Promise<readonly Fair[]> {
    const fairs = (await this.fairs.find({})).map(fromDocument);
    return fairs.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  }

  async findById(id: string): Promise<Fair | null> {
    const found = await this.fairs.findOne({ _id: id });
    return found === null ? null : fromDocument(found);
  }

  async current(): Promise<Fair | null> {
    const found = await this.fairs.findOne({ current: true });
    return found === null ? null : fromDocument(found);
  }

  addUnlessPresent(fair: Fair): Promise<boolean> {
    return this.fairs.insertUnlessPresent(toDocument(fair));
  }

  async replace(fair: Fair): Promise<void> {
    await this.fairs.replace(toDocument(fair));
  }
}
