import type { Page, StrikeRepository } from '../../application/ports/persistence.js';
import type { Strike } from '../../domain/strike.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per strike, keyed by the interview its student did not come to. */
type StrikeDocument = Omit<Strike, 'id'> & { readonly _id: string };

const STRIKES: CollectionSpec = {
  name: 'strikes',
  indexes: [
    { fields: ['studentId'] },
    { fields: ['expiresAt'] },
    { fields: ['recordedAt'], only: 'embedded' },
    { fields: ['recordedAt', '_id'], only: 'mongodb' },
  ],
};

const NEWEST_FIRST = { recordedAt: -1, _id: -1 } as const;

const fromDocument = ({ _id, excused, ...strike }: StrikeDocument): Strike => ({
  id: _id,
  ...strike,
  excused:
    excused === null ? null : { by: excused.by, byEmail: excused.byEmail, at: excused.at, reason: excused.reason },
});

const newestFirst = (a: Strike, b: Strike): number =>
  b.recordedAt.getTime() - a.recordedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class DocumentStrikeRepository implements StrikeRepository {
  private constructor(private readonly strikes: DocumentCollection<StrikeDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentStrikeRepository> {
    return new DocumentStrikeRepository(await database.collection<StrikeDocument>(STRIKES));
  }

  async record({ id, ...strike }: Strike): Promise<Strike> {
    // The _id is the interview's: of two strikes for it however close together, one is stored, and
    // the second is no refusal, so a strike may be recorded inside a unit of work.
    if (await this.strikes.insertUnlessPresent({ _id: id, ...strike })) return { id, ...strike };
    const first = await this.findById(id);
    if (first === null) throw new Error(`The strike for interview ${id} went as it was recorded`);
    return first;
  }

  async removeForInterview(interviewId: string): Promise<boolean> {
    return (await this.strikes.delete({ _id: interviewId })) > 0;
  }

  async findById(id: string): Promise<Strike | null> {
    const found = await this.strikes.findOne({ _id: id });
    return found === null ? null : fromDocument(found);
  }

  async excuse(strike: Strike): Promise<Strike | null> {
    const before = await this.strikes.updateOne(
      { _id: strike.id, excused: null },
      { set: { excused: strike.excused } },
      'before',
    );
    return before === null ? null : strike;
  }

  async listForStudent(studentId: string): Promise<readonly Strike[]> {
    return (await this.strikes.find({ studentId })).map(fromDocument).sort(newestFirst);
  }

  async listNewestFirst(page: number, pageSize: number): Promise<Page<Strike>> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
      throw new RangeError(`Invalid page ${page} of size ${pageSize}`);
    }
    const [found, total] = await Promise.all([
      this.strikes.find({}, { sort: NEWEST_FIRST, skip: (page - 1) * pageSize, limit: pageSize }),
      this.strikes.count({}),
    ]);
    return { items: found.map(fromDocument), total };
  }

  async listUnexpired(now: Date): Promise<readonly Strike[]> {
    return (await this.strikes.find({ expiresAt: { $gt: now } })).map(fromDocument);
  }

  deleteByStudent(studentId: string): Promise<number> {
    return this.strikes.delete({ studentId });
  }
}
