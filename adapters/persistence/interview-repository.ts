import {
  INTERVIEW_STATUSES,
  sortInterviews,
  type Interview,
  type InterviewStatus,
  type StatusChange,
} from '../../domain/interview.js';
import type {
  InterviewFilter,
  InterviewPageQuery,
  InterviewPlacement,
  InterviewRepository,
  Page,
} from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase, Filter, Sort } from './collection.js';
import { EntityCollection } from './entity-collection.js';

const INTERVIEWS: CollectionSpec = {
  name: 'interviews',
  indexes: [
    { fields: ['studentId', 'companyId'], unique: true },
    // nedb uses a compound index only when every one of its fields is matched; MongoDB uses the
    // compound ones through their first field.
    { fields: ['studentId'], only: 'embedded' },
    { fields: ['companyId'], only: 'embedded' },
    { fields: ['panelId'] },
    // Status and the walk-in flag have a handful of values each: indexed alone, every write of an
    // interview would move it within one of a few long lists of the embedded store's indexes.
    // Their queries name the company (or the student) too (and nedb would take an index over status
    // alone for them, the last equality of the query, instead of the company's).
    { fields: ['companyId', 'status'] },
    { fields: ['studentId', 'status'] },
    { fields: ['companyId', 'walkIn'] },
    // The administrator's filters by status or walk-ins alone, and the reminders' query (the
    // assigned interviews timed within the next minutes), on MongoDB.
    { fields: ['status', 'time'], only: 'mongodb' },
    { fields: ['walkIn'], only: 'mongodb' },
    { fields: ['time'], only: 'embedded' },
    // The admin's pages of interviews, in queue, time, status or creation order (MongoDB reads a
    // page along these instead of sorting the fair; a descending queue or time order keeps the
    // ties oldest first, hence the second index of each).
    { fields: ['queue', 'createdAt', '_id'], only: 'mongodb' },
    { fields: ['queue', 'createdAt', '_id'], descending: ['createdAt', '_id'], only: 'mongodb' },
    { fields: ['companyId', 'queue', 'createdAt', '_id'], only: 'mongodb' },
    {
      fields: ['companyId', 'queue', 'createdAt', '_id'],
      descending: ['createdAt', '_id'],
      only: 'mongodb',
    },
    { fields: ['time', 'createdAt', '_id'], only: 'mongodb' },
    { fields: ['time', 'createdAt', '_id'], descending: ['createdAt', '_id'], only: 'mongodb' },
    { fields: ['status', 'createdAt', '_id'], only: 'mongodb' },
    { fields: ['createdAt', '_id'], only: 'mongodb' },
    // A company's queue numbers and a panel's are each handed out once (sequences): should a counter
    // ever be lost or restored out of step with the interviews, a number handed out again is refused.
    { fields: ['companyId', 'queue'], unique: true, partial: { queue: 'number' }, only: 'mongodb' },
    {
      fields: ['panelId', 'panelQueue'],
      unique: true,
      partial: { panelId: 'string', panelQueue: 'number' },
      only: 'mongodb',
    },
    // The embedded store reads those pages along the index of the order's first field (an nedb
    // index over several fields is ordered by their names, not in their order) and counts the
    // interviews without a place from it; in status order it reads each status along the creation
    // index, counted from the index over company and status.
    { fields: ['queue', 'createdAt'], only: 'embedded' },
    { fields: ['companyId', 'queue', 'createdAt'], only: 'embedded' },
    { fields: ['time', 'createdAt'], only: 'embedded' },
    { fields: ['status', 'createdAt'], only: 'embedded' },
    { fields: ['createdAt'], only: 'embedded' },
    { fields: ['queue'], only: 'embedded' },
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

  addEachNew(interviews: readonly Interview[]): Promise<readonly Interview[]> {
    return this.interviews.addEach(interviews);
  }

  findById(id: string): Promise<Interview | null> {
    return this.interviews.byId(id);
  }

  findByStudentAndCompany(studentId: string, companyId: string): Promise<Interview | null> {
    return this.interviews.findOne({ studentId, companyId });
  }

  async findByStudentsAndCompanies(
    pairs: readonly { readonly studentId: string; readonly companyId: string }[],
  ): Promise<readonly Interview[]> {
    if (pairs.length === 0) return [];
    const wanted = new Set(pairs.map(({ studentId, companyId }) => `${studentId} ${companyId}`));
    // Read through the index over students: each student has a handful of interviews.
    const ofStudents = await this.interviews.find({
      studentId: { $in: [...new Set(pairs.map(({ studentId }) => studentId))] },
    });
    return ofStudents.filter(({ studentId, companyId }) => wanted.has(`${studentId} ${companyId}`));
  }

  async list(filter: InterviewFilter): Promise<readonly Interview[]> {
    // The stores sort null before numbers, so the domain's queue order is applied after the query.
    return sortInterviews(await this.interviews.find(toFilter(filter)));
  }

  count(filter: InterviewFilter): Promise<number> {
    return this.interviews.count(toFilter(filter));
  }

  /**
   * Queue and time are null on some interviews, and the stores sort null first: a page in their order
   * is read from the interviews that have one, then from those without (in creation order).
   */
  async page({ filter, studentIds, sort, descending, page, pageSize }: InterviewPageQuery): Promise<Page<Interview>> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
      throw new RangeError(`Invalid page ${page} of size ${pageSize}`);
    }
    const matching: Filter = {
      ...toFilter(filter),
      ...(studentIds === undefined ? {} : { studentId: { $in: studentIds } }),
    };
    const skip = (page - 1) * pageSize;
    const direction = descending ? -1 : 1;
    if (sort === 'status') return this.pageByStatus(filter.status, matching, descending, skip, pageSize);
    if (sort === 'created') {
      const order: Sort = { createdAt: direction, _id: direction };
      const [items, total] = await Promise.all([
        this.interviews.find(matching, { sort: order, skip, limit: pageSize }),
        this.interviews.count(matching),
      ]);
      return { items, total };
    }
    const valued: Filter = { ...matching, [sort]: { $ne: null } };
    // Counted as those without one, which an index lists, rather than matching every interview with one.
    const [total, without] = await Promise.all([
      this.interviews.count(matching),
      this.interviews.count({ ...matching, [sort]: null }),
    ]);
    const withValue = total - without;
    const first =
      skip < withValue
        ? await this.interviews.find(valued, {
            sort: { [sort]: direction, createdAt: 1, _id: 1 },
            skip,
            limit: Math.min(pageSize, withValue - skip),
          })
        : [];
    const left = pageSize - first.length;
    const rest =
      left > 0 && total > withValue
        ? await this.interviews.find(
            { ...matching, [sort]: null },
            { sort: { createdAt: 1, _id: 1 }, skip: Math.max(0, skip - withValue), limit: left },
          )
        : [];
    return { items: [...first, ...rest], total };
  }

  /**
   * Status order (the stores' order of the names, ties by creation time, then id) is read one status
   * at a time in that order, each along the creation order, until the page is full: no index holds
   * status alone (one that few values would slow every write), so a single sorted read would sort
   * every matching interview of the fair.
   */
  private async pageByStatus(
    wanted: InterviewFilter['status'],
    matching: Filter,
    descending: boolean,
    skip: number,
    pageSize: number,
  ): Promise<Page<Interview>> {
    const named = wanted === undefined ? INTERVIEW_STATUSES : typeof wanted === 'string' ? [wanted] : wanted;
    const statuses = [...new Set(named)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1));
    const counts = await Promise.all(statuses.map((status) => this.interviews.count({ ...matching, status })));
    const items: Interview[] = [];
    let toSkip = skip;
    for (const [index, status] of statuses.entries()) {
      const count = counts[index]!;
      if (items.length >= pageSize) break;
      if (toSkip >= count) {
        toSkip -= count;
        continue;
      }
      const limit = Math.min(pageSize - items.length, count - toSkip);
      items.push(
        ...(await this.interviews.find(
          { ...matching, status },
          { sort: { createdAt: 1, _id: 1 }, skip: toSkip, limit },
        )),
      );
      toSkip = 0;
    }
    return { items, total: counts.reduce((sum, count) => sum + count, 0) };
  }

  place(
    read: Pick<Interview, 'id' | 'status' | 'panelId' | 'panelQueue'>,
    placement: InterviewPlacement,
    at: Date,
  ): Promise<Interview | null> {
    const { panelId, status, queue, panelQueue } = placement;
    const push = status === read.status ? {} : { history: { status, at } satisfies StatusChange };
    return this.interviews.updateById(read.id, { set: { panelId, status, queue, panelQueue }, push }, 'after', {
      status: read.status,
      panelId: read.panelId,
      panelQueue: read.panelQueue,
    });
  }

  schedule(
    read: Pick<Interview, 'id' | 'status' | 'panelId' | 'time'>,
    placement: InterviewPlacement,
    time: Date,
    at: Date,
  ): Promise<Interview | null> {
    const { panelId, status, queue, panelQueue } = placement;
    const push = status === read.status ? {} : { history: { status, at } satisfies StatusChange };
    return this.interviews.updateById(read.id, { set: { panelId, status, queue, panelQueue, time }, push }, 'after', {
      status: read.status,
      panelId: read.panelId,
      time: read.time,
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

  async delete(id: string, from?: InterviewStatus): Promise<boolean> {
    if (from === undefined) return this.interviews.deleteById(id);
    return (await this.interviews.delete({ _id: id, status: from })) > 0;
  }
}
