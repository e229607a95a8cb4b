import type {
  OneTimeSecret,
  OneTimeSecretPurpose,
  OneTimeSecretRepository,
} from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

/** The secret with a key made of its purpose and subject, so that a put replaces in one write. */
interface SecretDocument extends OneTimeSecret {
  readonly _id: string;
}

const SECRETS: CollectionSpec = {
  name: 'oneTimeSecrets',
  // The key (`_id`) is made of the purpose and the subject: it is unique by itself.
  indexes: [{ fields: ['subjectId'] }],
  retired: [['purpose', 'subjectId']],
};

const keyOf = (purpose: OneTimeSecretPurpose, subjectId: string): string => `${purpose}:${subjectId}`;

const fromDocument = ({ purpose, subjectId, secretHash, expiresAt, attemptsLeft }: SecretDocument): OneTimeSecret => ({
  purpose,
  subjectId,
  secretHash,
  expiresAt,
  attemptsLeft,
});

export class DocumentOneTimeSecretRepository implements OneTimeSecretRepository {
  private constructor(private readonly secrets: DocumentCollection<SecretDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentOneTimeSecretRepository> {
    return new DocumentOneTimeSecretRepository(await database.collection<SecretDocument>(SECRETS));
  }

  async put(secret: OneTimeSecret): Promise<void> {
    await this.secrets.upsert({ ...secret, _id: keyOf(secret.purpose, secret.subjectId) });
  }

  async find(purpose: OneTimeSecretPurpose, subjectId: string): Promise<OneTimeSecret | null> {
    const document = await this.secrets.findOne({ _id: keyOf(purpose, subjectId) });
    return document === null ? null : fromDocument(document);
  }

  /**
   * Counts down past zero rather than stopping there, so that an answer below zero tells the
   * caller that no attempt was left for this one.
   */
  async spendAttempt(purpose: OneTimeSecretPurpose, subjectId: string): Promise<number | null> {
    const document = await this.secrets.increment({ _id: keyOf(purpose, subjectId) }, 'attemptsLeft', -1, {
      upsert: false,
    });
    return document === null ? null : document.attemptsLeft;
  }

  async delete(purpose: OneTimeSecretPurpose, subjectId: string): Promise<void> {
    await this.secrets.delete({ _id: keyOf(purpose, subjectId) });
  }

  async deleteAllFor(subjectId: string): Promise<void> {
    await this.secrets.delete({ subjectId });
  }
}
