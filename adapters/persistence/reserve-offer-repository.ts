import type { ReserveOfferRepository } from '../../application/ports/persistence.js';
import type { ReserveOffer } from '../../domain/reserve-offer.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

type OfferDocument = Omit<ReserveOffer, 'id'> & { readonly _id: string };

const RESERVE_OFFERS: CollectionSpec = {
  name: 'reserveOffers',
  indexes: [
    { fields: ['state', 'expiresAt'] },
    { fields: ['studentId', 'state', 'expiresAt'] },
    { fields: ['companyId', 'state'] },
    // The embedded store reads a sorted page along its order's first field.
    { fields: ['expiresAt'] },
  ],
};

/** Any instant before every offer: the lower end of a range on a date. */
const EPOCH = new Date(0);

const fromDocument = ({ _id, history, ...offer }: OfferDocument): ReserveOffer => ({
  id: _id,
  ...offer,
  history: history.map(({ state, at }) => ({ state, at })),
});

export class DocumentReserveOfferRepository implements ReserveOfferRepository {
  private constructor(private readonly offers: DocumentCollection<OfferDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentReserveOfferRepository> {
    return new DocumentReserveOfferRepository(await database.collection<OfferDocument>(RESERVE_OFFERS));
  }

  async add({ id, ...offer }: ReserveOffer): Promise<void> {
    await this.offers.insert({ _id: id, ...offer, history: [...offer.history] });
  }

  async findById(id: string): Promise<ReserveOffer | null> {
    const found = await this.offers.findOne({ _id: id });
    return found === null ? null : fromDocument(found);
  }

  async close(offer: ReserveOffer): Promise<boolean> {
    // Compare and set on the state: only the writer that still finds the offer open moves it.
    const closed = await this.offers.updateOne(
      { _id: offer.id, state: 'open' },
      { set: { state: offer.state, history: [...offer.history] } },
      'before',
    );
    return closed !== null;
  }

  async listDue(now: Date): Promise<readonly ReserveOffer[]> {
    const due = await this.offers.find(
      { state: 'open', expiresAt: { $gt: EPOCH, $lte: now } },
      { sort: { expiresAt: 1 } },
    );
    return due.map(fromDocument);
  }

  async listOpenFor(studentId: string): Promise<readonly ReserveOffer[]> {
    const open = await this.offers.find({ studentId, state: 'open' }, { sort: { expiresAt: 1 } });
    return open.map(fromDocument);
  }

  countOpen(companyId: string): Promise<number> {
    return this.offers.count({ companyId, state: 'open' });
  }
}
