import { sortInterviews, type Interview, type InterviewStatus } from '../../domain/interview.js';
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
    { fields: ['status'] },
    { fields: ['walkIn'] },
  ],
};

const toFilter = ({ companyId, studentId, panelId, status, walkIn }: InterviewFilter): Filter => ({
  ...(companyId === undefined ? {} : { companyId }),
  ...(studentId === undefined ? {} : { studentId }),
  ...(panelId === undefined ? {} : { panelId }),
  ...(status === undefined ? {} : { status: typeof status === 'string' ? status : { $in: status } }),
  ...(walkIn === undefined ? {} : { walkIn }),
});

export class DocumentInterviewRepository implements InterviewRepository {
  private constructor(private readonly interviews: EntityCollection<Interview>) {}

  static async open(database: DocumentDatabase): Promise<DocumentInterviewRepository> {
    return new DocumentInterviewRepository(await EntityCollection.open<Interview>(database, INTERVIEWS));
  }

  add(interview: Interview): Promise<void> {
    return this.interviews.add(interview);
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

  place(id: string, from: InterviewStatus, placement: InterviewPlacement): Promise<Interview | null> {
    const { panelId, status, queue, panelQueue } = placement;
    return this.interviews.updateById(id, { set: { panelId, status, queue, panelQueue } }, 'after', { status: from });
  }

  setStatus(id: string, from: InterviewStatus, to: InterviewStatus): Promise<Interview | null> {
    return this.interviews.updateById(id, { set: { status: to } }, 'after', { status: from });
  }

  setTime(id: string, time: Date | null): Promise<Interview | null> {
    return this.interviews.updateById(id, { set: { time } }, 'after');
  }

  delete(id: string): Promise<boolean> {
    return this.interviews.deleteById(id);
  }
}
