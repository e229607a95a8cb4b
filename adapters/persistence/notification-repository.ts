import { type NotificationRepository, UniqueViolation } from '../../application/ports/persistence.js';
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
    // The key is the document's _id: both stores refuse a second insert of it, however close together.
    try {
      await this.notifications.insert({ _id: key, at });
      return true;
    } catch (error) {
      if (error instanceof UniqueViolation) return false;
      throw error;
    }
  }

  async claimedAmong(keys: readonly string[]): Promise<ReadonlySet<string>> {
    if (keys.length === 0) return new Set();
    const claimed = await this.notifications.find({ _id: { $in: [...keys] } });
    return new Set(claimed.map((notification) => notification._id));
  }
}
