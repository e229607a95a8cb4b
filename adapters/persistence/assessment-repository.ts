import type { Assessment } from '../../domain/assessment.js';
import type { AssessmentRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

/** An assessment as stored: under its interview's id, so an interview has at most one. */
interface AssessmentDocument extends Omit<Assessment, 'interviewId'> {
  readonly _id: string;
}

const ASSESSMENTS: CollectionSpec = {
  name: 'assessments',
  indexes: [
    { fields: ['companyId'], only: 'embedded' },
    // A company's notes in the order of their ids, read along it on MongoDB.
    { fields: ['companyId', '_id'], only: 'mongodb' },
    { fields: ['studentId'] },
  ],
};

const toDocument = ({ interviewId, ...fields }: Assessment): AssessmentDocument => ({ _id: interviewId, ...fields });

const fromDocument = ({ _id, ...fields }: AssessmentDocument): Assessment => ({
  interviewId: _id,
  companyId: fields.companyId,
  studentId: fields.studentId,
  rating: fields.rating,
  notes: fields.notes,
  nextStep: fields.nextStep,
  updatedAt: fields.updatedAt,
  updatedBy: { id: fields.updatedBy.id, role: fields.updatedBy.role, name: fields.updatedBy.name },
});

export class DocumentAssessmentRepository implements AssessmentRepository {
  private constructor(private readonly assessments: DocumentCollection<AssessmentDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentAssessmentRepository> {
    return new DocumentAssessmentRepository(await database.collection<AssessmentDocument>(ASSESSMENTS));
  }

  save(assessment: Assessment): Promise<void> {
    return this.assessments.upsert(toDocument(assessment));
  }

  async findByInterview(interviewId: string): Promise<Assessment | null> {
    const stored = await this.assessments.findOne({ _id: interviewId });
    return stored === null ? null : fromDocument(stored);
  }

  async listByCompany(companyId: string): Promise<readonly Assessment[]> {
    return (await this.assessments.find({ companyId }, { sort: { _id: 1 } })).map(fromDocument);
  }

  deleteByStudent(studentId: string): Promise<number> {
    return this.assessments.delete({ studentId });
  }

  clearNotesOfStudent(studentId: string): Promise<number> {
    return this.assessments.set({ studentId }, { notes: '' });
  }

  deleteByCompany(companyId: string): Promise<number> {
    return this.assessments.delete({ companyId });
  }
}
