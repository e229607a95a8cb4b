import type { CompanyTally } from '../../domain/fair-stats.js';
import type { FairFiguresRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

type TallyDocument = Omit<CompanyTally, 'companyId'> & { readonly _id: string };

/**
 * A tally stored before its panels kept their medians and its finishes were counted by quarter hour
 * (lists of every wait, length and finish time then): read as missing, so it is made again.
 */
const isCurrent = ({ panels, finishes }: TallyDocument): boolean =>
  panels.every((panel) => panel.medianWaitMinutes !== undefined && panel.medianLengthMinutes !== undefined) &&
  finishes.every((count) => typeof count.quarter === 'number' && typeof count.finished === 'number');

/** One document per company in the `fair-figures` collection, its `_id` the company's id. */
export class DocumentFairFiguresRepository implements FairFiguresRepository {
  private constructor(private readonly tallies: DocumentCollection<TallyDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentFairFiguresRepository> {
    return new DocumentFairFiguresRepository(
      await database.collection<TallyDocument>({ name: 'fair-figures', indexes: [] }),
    );
  }

  async find(companyIds: readonly string[]): Promise<ReadonlyMap<string, CompanyTally>> {
    if (companyIds.length === 0) return new Map();
    const found = await this.tallies.find({ _id: { $in: companyIds } });
    return new Map(
      found
        .filter(isCurrent)
        .map(({ _id, interviews, walkIns, panels, finishes }) => [
          _id,
          { companyId: _id, interviews, walkIns, panels, finishes },
        ]),
    );
  }

  put({ companyId, interviews, walkIns, panels, finishes }: CompanyTally): Promise<void> {
    return this.tallies.upsert({ _id: companyId, interviews, walkIns, panels, finishes });
  }

  async clear(): Promise<void> {
    await this.tallies.delete({});
  }
}
