import { type DeskScan, type DeskScanRepository, UniqueViolation } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per scan taken, keyed by its company and the desk's key for it. */
interface DeskScanDocument extends DeskScan {
  readonly _id: string;
}

const DESK_SCANS: CollectionSpec = {
  name: 'deskScans',
  // The _id is made of the company and the key; the index says so to whoever reads the database.
  indexes: [{ fields: ['companyId', 'key'], unique: true }],
};

const idOf = (companyId: string, key: string): string => `${companyId}:${key}`;

const fromDocument = ({ companyId, key, outcome, interviewId, scannedAt, receivedAt }: DeskScanDocument): DeskScan => ({
  companyId,
  key,
  outcome,
  interviewId,
  scannedAt,
  receivedAt,
});

export class DocumentDeskScanRepository implements DeskScanRepository {
  private constructor(private readonly scans: DocumentCollection<DeskScanDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentDeskScanRepository> {
    return new DocumentDeskScanRepository(await database.collection<DeskScanDocument>(DESK_SCANS));
  }

  async record(scan: DeskScan): Promise<DeskScan | null> {
    // Both stores refuse a second insert of one _id, however close together the two come.
    try {
      await this.scans.insert({ ...scan, _id: idOf(scan.companyId, scan.key) });
      return null;
    } catch (error) {
      if (!(error instanceof UniqueViolation)) throw error;
      const first = await this.find(scan.companyId, scan.key);
      if (first === null) throw error;
      return first;
    }
  }

  async find(companyId: string, key: string): Promise<DeskScan | null> {
    const document = await this.scans.findOne({ _id: idOf(companyId, key) });
    return document === null ? null : fromDocument(document);
  }
}
