import { randomBytes } from 'node:crypto';
import type { StoredDocument } from './collection.js';
import type { Datastore, NedbDatabase } from './nedb-database.js';
import type { UnitWrites } from '../../application/ports/units.js';
import { type BeforeImage, type OpenUnit, runIn, StoreUnits, type UnitOutcome } from './units.js';

/** The collection of the embedded store's undo journal. */
export const UNDO_JOURNAL = 'undoJournal';

/** One entry of the undo journal: a document as it was before a unit's write, to be put back if the unit fails. */
interface JournalEntry {
  /** The unit's id and the entry's place in it, so that the entries sort in the order they were written. */
  readonly _id: string;
  readonly unit: string;
  readonly collection: string;
  readonly documentId: string;
  readonly before: StoredDocument | null;
}

const PLACE_DIGITS = 9;

/** The documents one write of a unit is about to change, as they are before it. */
interface Images {
  readonly collection: string;
  readonly images: readonly BeforeImage[];
}

/**
 * The embedded store's units of work (docs/architecture.md, "Units of work"): units run one at a
 * time; before each write of a unit the documents it is about to change are kept, as they are, in
 * the undo journal (a collection of the store, on disk with the others), but in memory only for a
 * unit said to write one document (a status move, a check-in: most of the fair day's units). A unit that ends keeps its
 * writes and clears its entries; one whose work throws puts every document back, the last write
 * first, then clears them. The journal a stopped process left behind is undone when the store
 * opens, before anything reads it. Events published inside a unit are published once it ended well.
 */
export class EmbeddedUnits extends StoreUnits {
  private readonly run = randomBytes(4).toString('hex');
  private units = 0;
  private turn: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly database: NedbDatabase,
    private readonly entries: Datastore,
  ) {
    super();
  }

  /** The units of this database, once every unit its journal still holds (a stopped process's) is undone. */
  static async open(database: NedbDatabase): Promise<EmbeddedUnits> {
    const entries = await database.datastore(UNDO_JOURNAL);
    await entries.ensureIndexAsync({ fieldName: 'unit' });
    const units = new EmbeddedUnits(database, entries);
    await units.undo({});
    return units;
  }

  protected execute<T>(work: () => Promise<T>, writes: UnitWrites): Promise<UnitOutcome<T>> {
    const unit = this.turn.then(() => this.once(work, writes));
    this.turn = unit.catch(() => undefined);
    return unit;
  }

  private async once<T>(work: () => Promise<T>, writes: UnitWrites): Promise<UnitOutcome<T>> {
    this.units += 1;
    const id = `${this.run}.${String(this.units).padStart(PLACE_DIGITS, '0')}`;
    let place = 0;
    const onDisk = async ({ collection, images }: Images): Promise<void> => {
      const written = images.map(({ id: documentId, before }): JournalEntry => ({
        _id: `${id}.${String((place += 1)).padStart(PLACE_DIGITS, '0')}`,
        unit: id,
        collection,
        documentId,
        before,
      }));
      await this.entries.insertAsync(written);
    };
    // A unit that writes one document keeps its image in memory only: one nedb write of one document
    // is kept whole or not at all, so a stopped process cannot leave the unit half done. A second
    // write is refused before it is made, and the unit undone.
    let first: Images | null = null;
    const journaled = writes === 'several';
    const unit: OpenUnit = {
      open: true,
      events: [],
      journal: async (collection: string, images: readonly BeforeImage[]) => {
        if (journaled) return onDisk({ collection, images });
        if (first !== null || images.length > 1)
          throw new Error(`A unit said to write one document wrote more (in ${collection})`);
        first = { collection, images };
      },
    };
    try {
      const result = await runIn(unit, work);
      unit.open = false;
      if (journaled) await this.entries.removeAsync({ unit: id }, { multi: true });
      return { result, publish: unit.events };
    } catch (error) {
      unit.open = false;
      if (first !== null) await this.putBack(first);
      else await this.undo({ unit: id });
      throw error;
    }
  }

  /** Puts back the documents as the images kept them. */
  private async putBack({ collection, images }: Images): Promise<void> {
    const documents = await this.database.datastore(collection);
    for (const { id, before } of images) {
      if (before === null) await documents.removeAsync({ _id: id }, {});
      else await documents.updateAsync({ _id: id }, before, { upsert: true });
    }
  }

  /** Puts back every document the matching entries kept, the last written first, then clears them. */
  private async undo(which: { readonly unit?: string }): Promise<void> {
    const entries = (await this.entries.findAsync(which).sort({ _id: -1 }).execAsync()) as unknown as JournalEntry[];
    for (const { collection, documentId, before } of entries)
      await this.putBack({ collection, images: [{ id: documentId, before }] });
    if (entries.length > 0) await this.entries.removeAsync(which, { multi: true });
  }
}
