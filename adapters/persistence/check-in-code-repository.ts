import type { CheckInCodeRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per code handed out, keyed by the code itself. */
interface CheckInCodeDocument {
  readonly _id: string;
  readonly studentId: string;
}

export class DocumentCheckInCodeRepository implements CheckInCodeRepository {
  private constructor(private readonly codes: DocumentCollection<CheckInCodeDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentCheckInCodeRepository> {
    return new DocumentCheckInCodeRepository(
      await database.collection<CheckInCodeDocument>({ name: 'checkInCodes', indexes: [] }),
    );
  }

  remember(code: string, studentId: string): Promise<void> {
    // A code is made from the student's id, so writing it again, even at the same moment, writes the same.
    return this.codes.upsert({ _id: code, studentId });
  }

  async studentOf(code: string): Promise<string | null> {
    return (await this.codes.findOne({ _id: code }))?.studentId ?? null;
  }
}
