import { sortInterviews, type Interview, type InterviewStatus, type StatusChange } from '../../domain/interview.js';
import type { InterviewFilter, InterviewPlacement, InterviewRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase, Filter } from './collection.js';
import { EntityCollection } from './entity-collection.js';

const INTERVIEWS: CollectionSpec = {
  name: 'interviews',
  indexes: [
    { fields: ['studentId', 'companyId'], unique: true },
    // nedb uses a compound index only when every one of its fields is matched.
    { fields: ['studentId'] },
    { fields: ['companyId'] },
    { fields: ['panelId'] },
    // Status and the walk-in flag have a handful of values each: indexed alone, every write of an
    // interview would move it within one of a few long lists of the embedded store's indexes.
    // Their queries name the company (or the student) too.
    { fields: ['companyId', 'status'] },
    { fields: ['studentId', 'status'] },
    { fields: ['companyId', 'walkIn'] },
    // The reminders' query: the interviews timed within the next minutes.
    { fields: ['time'] },
  ],
};

const toFilter = ({ companyId, studentId, panelId, status, walkIn, timeWithin }: InterviewFilter): Filter => ({
  ...(companyId === undefined ? {} : { companyId }),
  ...(studentId === undefined ? {} : { studentId }),
  ...(panelId === undefined ? {} : { panelId }),
  ...(status === undefined ? {} : { status: typeof status === 'string' ? status : { $in: status } }),
  ...(walkIn === undefined ? {} : { walkIn }),
  ...(timeWithin === undefined ? {} : { time: { $gt: timeWithin.after, $lte: timeWithin.until } }),
});

export class DocumentInterviewRepository implements InterviewRepository {
  private constructor(private readonly interviews: EntityCollection<Interview>) {}

  static async open(database: DocumentDatabase): Promise<DocumentInterviewRepository> {
    return new DocumentInterviewRepository(
      await EntityCollection.open<Interview>(database, INTERVIEWS, { checkedInAt: null, history: [] }),
    );
  }

  add(interview: Interview): Promise<void> {
    return this.interviews.add(interview);
  }

  addMany(interviews: readonly Interview[]): Promise<void> {
    return this.interviews.addMany(interviews);
  }

  findById(id: string): Promise<Interview | null> {
    return this.interviews.byId(id);
  }

  findByStudentAndCompany(studentId: string, companyId: string): Promise<Interview | null> {
    return this.interviews.findOne({ studentId, companyId });
  }

  async list(filter: InterviewFilter): Promise<readonly Interview[]> {
    // The stores sort null before numbers, so the domain's queue order is applied after the query.
    return sortInterviews(await this.interviews.find(toFilter(filter)));
  }

  count(filter: InterviewFilter): Promise<number> {
    return this.interviews.count(toFilter(filter));
  }

  place(id: string, from: InterviewStatus, placement: InterviewPlacement, at: Date): Promise<Interview | null> {
    const { panelId, status, queue, panelQueue } = placement;
    const push = status === from ? {} : { history: { status, at } satisfies StatusChange };
    return this.interviews.updateById(id, { set: { panelId, status, queue, panelQueue }, push }, 'after', {
      status: from,
    });
  }

  setStatus(id: string, from: InterviewStatus, change: StatusChange): Promise<Interview | null> {
    const { status, at, by, reason } = change;
    const history: StatusChange = {
      status,
      at,
      ...(by === undefined ? {} : { by }),
      ...(reason === undefined ? {} : { reason }),
    };
    return this.interviews.updateById(id, { set: { status: change.status }, push: { history } }, 'after', {
      status: from,
    });
  }

  async recordCheckIn(id: string, at: Date): Promise<Interview | null> {
    // Only an interview not yet checked in is written. Records stored before check-in existed lack
    // the field, which MongoDB's `null` matches and nedb's does not: each store is asked both ways.
    const set = { set: { checkedInAt: at } };
    return (
      (await this.interviews.updateById(id, set, 'after', { checkedInAt: null })) ??
      this.interviews.updateById(id, set, 'after', { checkedInAt: { $exists: false } })
    );
  }

  setTime(id: string, time: Date | null): Promise<Interview | null> {
    return this.interviews.updateById(id, { set: { time } }, 'after');
  }

  delete(id: string): Promise<boolean> {
    return this.interviews.deleteById(id);
  }
}
