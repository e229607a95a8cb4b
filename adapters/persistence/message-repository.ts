import type { MessageRepository } from '../../application/ports/persistence.js';
import type { FairMessage } from '../../domain/fair-message.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

type MessageDocument = Omit<FairMessage, 'id'> & { readonly _id: string };

const MESSAGES: CollectionSpec = {
  name: 'messages',
  // A student's messages: the list of recipients is indexed by each id it holds.
  indexes: [{ fields: ['recipientIds', 'createdAt'] }],
};

const fromDocument = ({ _id, ...message }: MessageDocument): FairMessage => ({ id: _id, ...message });

export class DocumentMessageRepository implements MessageRepository {
  private constructor(private readonly messages: DocumentCollection<MessageDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentMessageRepository> {
    return new DocumentMessageRepository(await database.collection<MessageDocument>(MESSAGES));
  }

  async add({ id, ...message }: FairMessage): Promise<void> {
    await this.messages.insert({ _id: id, ...message });
  }

  async listForStudent(studentId: string, limit: number): Promise<readonly FairMessage[]> {
    const documents = await this.messages.find({ recipientIds: studentId }, { sort: { createdAt: -1 }, limit });
    return documents.map(fromDocument);
  }
}
