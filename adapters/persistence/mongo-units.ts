import type { ClientSession, MongoClient, TransactionOptions } from 'mongodb';
import type { FairEvent } from '../../domain/fair-event.js';
import { MONGO_CLIENT_OPTIONS } from './mongo-client.js';
import { type OpenUnit, runIn, StoreUnits, type UnitOutcome } from './units.js';

/** Writes the events into the feed's collection inside the session's transaction (the outbox). */
export type Outbox = (events: readonly FairEvent[], session: ClientSession) => Promise<void>;

/**
 * Every transaction reads one snapshot of majority-committed data from the primary and commits
 * once a journaled majority has it: a failover cannot roll back a unit that answered.
 */
const TRANSACTION_OPTIONS: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: MONGO_CLIENT_OPTIONS.writeConcern,
  readPreference: MONGO_CLIENT_OPTIONS.readPreference,
};

/**
 * MongoDB's units of work (docs/architecture.md, "Units of work"): each is one multi-document
 * transaction, every operation of the work given its session. The events published inside it are
 * written into the events collection in the same transaction (an outbox): every app server hears
 * them through its change stream when, and only when, the unit commits. A transient failure (a write
 * conflict with another server's unit, a failover) runs the work again from the start, as the
 * driver's withTransaction does, with the events held by the failed attempt dropped.
 */
export class MongoUnits extends StoreUnits {
  constructor(
    private readonly client: MongoClient,
    private readonly outbox: Outbox,
  ) {
    super();
  }

  protected execute<T>(work: () => Promise<T>): Promise<UnitOutcome<T>> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const unit: OpenUnit = { open: true, events: [], session };
        try {
          const result = await runIn(unit, work);
          if (unit.failure !== undefined) throw unit.failure;
          if (unit.events.length > 0)
            await this.outbox(
              unit.events.map((held) => held.event),
              session,
            );
          // Heard through the change stream once the transaction commits: nothing to publish after it.
          return { result, publish: [] };
        } finally {
          unit.open = false;
        }
      }, TRANSACTION_OPTIONS),
    );
  }
}
