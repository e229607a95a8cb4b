import type { MailQueueRepository } from '../../application/ports/persistence.js';
import type { QueuedMail, QueuedMailState } from '../../domain/mail-queue.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase, Filter } from './collection.js';

type MailDocument = Omit<QueuedMail, 'id'> & { readonly _id: string };

/** One document per minute in which mails were sent: how many. */
interface RateDocument {
  readonly _id: string;
  readonly minute: Date;
  readonly sent: number;
}

const OUTGOING_MAILS: CollectionSpec = {
  name: 'outgoingMails',
  indexes: [{ fields: ['state', 'dueAt'] }, { fields: ['state', 'claimedAt'] }],
};

const MAIL_RATE: CollectionSpec = { name: 'mailRate', indexes: [{ fields: ['minute'] }] };

/** Minutes counted are kept this long, then cleared when a new minute starts. */
const RATE_KEPT_MS = 60 * 60_000;

/** Any instant before every mail: the lower end of a range on a date. */
const EPOCH = new Date(0);

/** The mails due: pending ones whose time has come, and ones a stopped server claimed too long ago. */
const dueFilters = (now: Date, expiredBefore: Date): [Filter, Filter] => [
  { state: 'pending', dueAt: { $gt: EPOCH, $lte: now } },
  { state: 'sending', claimedAt: { $gt: EPOCH, $lte: expiredBefore } },
];

const fromDocument = ({ _id, ...mail }: MailDocument): QueuedMail => ({ id: _id, ...mail });

const STATES: readonly QueuedMailState[] = ['pending', 'sending', 'sent', 'failed'];

export class DocumentMailQueueRepository implements MailQueueRepository {
  private constructor(
    private readonly mails: DocumentCollection<MailDocument>,
    private readonly rate: DocumentCollection<RateDocument>,
  ) {}

  static async open(database: DocumentDatabase): Promise<DocumentMailQueueRepository> {
    return new DocumentMailQueueRepository(
      await database.collection<MailDocument>(OUTGOING_MAILS),
      await database.collection<RateDocument>(MAIL_RATE),
    );
  }

  async enqueue(mails: readonly QueuedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.mails.insertMany(mails.map(({ id, ...mail }) => ({ _id: id, ...mail })));
  }

  async claimNext(now: Date, expiredBefore: Date): Promise<QueuedMail | null> {
    // Compare-and-set: only the server whose update still finds the mail in its state claims it.
    const claim = { set: { state: 'sending', claimedAt: now }, increment: { attempts: 1 } };
    const [pending, abandoned] = dueFilters(now, expiredBefore);
    const due =
      (await this.mails.updateOne(pending, claim, 'after')) ?? (await this.mails.updateOne(abandoned, claim, 'after'));
    return due === null ? null : fromDocument(due);
  }

  async anyDue(now: Date, expiredBefore: Date): Promise<boolean> {
    const [pending, abandoned] = dueFilters(now, expiredBefore);
    return (await this.mails.findOne(pending)) !== null || (await this.mails.findOne(abandoned)) !== null;
  }

  async markSent(id: string): Promise<void> {
    await this.mails.set({ _id: id }, { state: 'sent', lastError: null });
  }

  async markUnsent(id: string, error: string, dueAt: Date | null): Promise<void> {
    await this.mails.set(
      { _id: id },
      dueAt === null ? { state: 'failed', lastError: error } : { state: 'pending', dueAt, lastError: error },
    );
  }

  async takeSendSlot(minute: Date, perMinute: number): Promise<boolean> {
    const key = minute.toISOString();
    const counted = await this.rate.increment({ _id: key, minute }, 'sent', 1, { upsert: true });
    if (counted !== null && counted.sent === 1)
      await this.rate.delete({ minute: { $gt: EPOCH, $lte: new Date(minute.getTime() - RATE_KEPT_MS) } });
    if (counted !== null && counted.sent <= perMinute) return true;
    await this.returnSendSlot(minute);
    return false;
  }

  async returnSendSlot(minute: Date): Promise<void> {
    await this.rate.increment({ _id: minute.toISOString() }, 'sent', -1, { upsert: false });
  }

  async countByState(): Promise<Readonly<Record<QueuedMailState, number>>> {
    const counts = await Promise.all(STATES.map((state) => this.mails.count({ state })));
    return Object.fromEntries(STATES.map((state, i) => [state, counts[i] ?? 0])) as Record<QueuedMailState, number>;
  }
}
