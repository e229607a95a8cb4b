import type { PushSubscriptionRepository } from '../../application/ports/persistence.js';
import type { PushSubscription } from '../../domain/push-subscription.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';
import { creationOrderIndexes } from './entity-collection.js';

/** One document per device, keyed by its endpoint: a device is one student's at a time. */
interface PushSubscriptionDocument {
  readonly _id: string;
  readonly studentId: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: Date;
}

/** One document per student who chose a warning place, keyed by the student's id. */
interface WarningPlaceDocument {
  readonly _id: string;
  readonly place: number;
}

const subscriptionOf = ({ _id, studentId, p256dh, auth, createdAt }: PushSubscriptionDocument): PushSubscription => ({
  studentId,
  endpoint: _id,
  p256dh,
  auth,
  createdAt,
});

const OLDEST_FIRST = { sort: { createdAt: 1, _id: 1 } } as const;

export class DocumentPushSubscriptionRepository implements PushSubscriptionRepository {
  private constructor(
    private readonly subscriptions: DocumentCollection<PushSubscriptionDocument>,
    private readonly places: DocumentCollection<WarningPlaceDocument>,
  ) {}

  static async open(database: DocumentDatabase): Promise<DocumentPushSubscriptionRepository> {
    return new DocumentPushSubscriptionRepository(
      await database.collection<PushSubscriptionDocument>({
        name: 'pushSubscriptions',
        indexes: [...creationOrderIndexes('studentId'), ...creationOrderIndexes()],
      }),
      await database.collection<WarningPlaceDocument>({ name: 'warningPlaces', indexes: [] }),
    );
  }

  save({ endpoint, studentId, p256dh, auth, createdAt }: PushSubscription): Promise<void> {
    return this.subscriptions.upsert({ _id: endpoint, studentId, p256dh, auth, createdAt });
  }

  async remove(studentId: string, endpoint: string): Promise<boolean> {
    return (await this.subscriptions.delete({ _id: endpoint, studentId })) > 0;
  }

  async removeEndpoint(endpoint: string): Promise<void> {
    await this.subscriptions.delete({ _id: endpoint });
  }

  async listByStudents(studentIds: readonly string[]): Promise<readonly PushSubscription[]> {
    if (studentIds.length === 0) return [];
    return (await this.subscriptions.find({ studentId: { $in: [...studentIds] } }, OLDEST_FIRST)).map(subscriptionOf);
  }

  async listAll(): Promise<readonly PushSubscription[]> {
    return (await this.subscriptions.find({}, OLDEST_FIRST)).map(subscriptionOf);
  }

  async studentsSubscribed(studentIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set((await this.listByStudents(studentIds)).map((subscription) => subscription.studentId));
  }

  async warningPlaces(studentIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    if (studentIds.length === 0) return new Map();
    const chosen = await this.places.find({ _id: { $in: [...new Set(studentIds)] } });
    return new Map(chosen.map(({ _id, place }) => [_id, place]));
  }

  setWarningPlace(studentId: string, place: number): Promise<void> {
    return this.places.upsert({ _id: studentId, place });
  }
}
