import { AsyncLocalStorage } from 'node:async_hooks';
import type { ClientSession } from 'mongodb';
import type { EventFeed } from '../../application/ports/events.js';
import type { UnitOfWork, UnitWrites } from '../../application/ports/units.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { StoredDocument } from './collection.js';

/** A document as it was before a unit's write changed it; null when the write made it. */
export interface BeforeImage {
  readonly id: string;
  readonly before: StoredDocument | null;
}

/** An event published inside a unit, held until the unit keeps its writes. */
export interface HeldEvent {
  readonly event: FairEvent;
  /** Publishes it on the feed it was published on (the embedded store, once the unit has ended). */
  readonly publish: () => Promise<void>;
}

/**
 * The unit a piece of work runs in, as the collection gateway sees it: every operation of the work
 * reads it from the work's asynchronous context, so the repositories know nothing of it.
 */
export interface OpenUnit {
  /** False once the unit has ended: work it started that goes on later writes on its own. */
  open: boolean;
  readonly events: HeldEvent[];
  /** MongoDB: the session of the unit's transaction, given to every operation. */
  readonly session?: ClientSession;
  /** The embedded store: keeps the documents a write is about to change as they are, before it changes them. */
  readonly journal?: (collection: string, images: readonly BeforeImage[]) => Promise<void>;
  /** MongoDB: the first write refused inside the unit, which ends it even when the work caught the refusal. */
  failure?: unknown;
}

const context = new AsyncLocalStorage<OpenUnit>();

/** The unit the current work runs in, while it is open. */
export const openUnit = (): OpenUnit | undefined => {
  const unit = context.getStore();
  return unit?.open === true ? unit : undefined;
};

/** Runs the work inside the unit (every operation it makes, awaited or not, sees the unit while it is open). */
export const runIn = <T>(unit: OpenUnit, work: () => Promise<T>): Promise<T> => context.run(unit, work);

/** What a store's unit answers: the work's value, and the events to publish now that it has ended. */
export interface UnitOutcome<T> {
  readonly result: T;
  readonly publish: readonly HeldEvent[];
}

/**
 * The units of one store (the embedded store's undo journal, MongoDB's transactions): a unit asked
 * for inside an open one joins it; the events held by a unit that kept its writes are published
 * after it, in the order they were published inside it.
 */
export abstract class StoreUnits implements UnitOfWork {
  async allOrNothing<T>(work: () => Promise<T>, writes: UnitWrites = 'several'): Promise<T> {
    if (openUnit() !== undefined) return work();
    const { result, publish } = await this.execute(work, writes);
    for (const held of publish) await held.publish();
    return result;
  }

  /**
   * The feed as the use cases publish on it: inside an open unit an event is held by the unit,
   * outside it is published at once.
   */
  publishing(feed: EventFeed): EventFeed {
    return {
      publish: async (event) => {
        const unit = openUnit();
        if (unit === undefined) return feed.publish(event);
        unit.events.push({ event, publish: () => feed.publish(event) });
      },
      subscribe: (listener) => feed.subscribe(listener),
      onGap: (listener) => feed.onGap(listener),
      since: (id) => feed.since(id),
    };
  }

  /** Runs the work as one unit of this store; throws what the work threw once its writes are undone. */
  protected abstract execute<T>(work: () => Promise<T>, writes: UnitWrites): Promise<UnitOutcome<T>>;
}
