import type { NotificationRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per notification sent, keyed by what it was for (domain/fair-notifications.ts). */
interface NotificationDocument {
  readonly _id: string;
  readonly at: Date;
}

export class DocumentNotificationRepository implements NotificationRepository {
  private constructor(private readonly notifications: DocumentCollection<NotificationDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentNotificationRepository> {
    return new DocumentNotificationRepository(
      await database.collection<NotificationDocument>({ name: 'notifications', indexes: [] }),
    );
  }

  async claim(key: string, at: Date): Promise<boolean> {
    // The key is the document's _id: of two claims however close together, one inserts it. Nothing
    // is refused, so a claim may be made inside a unit of work.
    return this.notifications.insertUnlessPresent({ _id: key, at });
  }

  async claimedAmong(keys: readonly string[]): Promise<ReadonlySet<string>> {
    if (keys.length === 0) return new Set();
    const claimed = await this.notifications.find({ _id: { $in: [...keys] } });
    return new Set(claimed.map((notification) => notification._id));
  }
}
