import { expect } from 'chai';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import type { Store } from '../../../adapters/persistence/store.js';
import type { UnitWrites } from '../../../application/ports/units.js';
import type { FairEvent } from '../../../domain/fair-event.js';
import { freshDirectoryIn, useTemporaryDirectory } from './temporary-directory.js';

const ACME = 'a'.repeat(24);
const BINA = 'b'.repeat(24);
const CHEN = 'c'.repeat(24);
const AT = new Date(Date.UTC(2026, 2, 1, 4));

const offered: FairEvent = {
  kind: 'reserve.offered',
  offerId: 'd'.repeat(24),
  companyId: ACME,
  studentId: BINA,
  companyName: 'Acme',
  expiresAt: AT.toISOString(),
};

/** Every write kind a unit may make: a shift, an upsert, an insert, a counter, a deletion. */
const writeEverything = async (store: Store): Promise<void> => {
  await store.reserveLists.replaceAll(
    new Map([
      [ACME, [BINA, CHEN]],
      [CHEN, [BINA]],
    ]),
  );
  await store.reserveLists.takeFirst(ACME);
  await store.notifications.claim('reserve-promotion:one', AT);
  await store.sequences.next('queue');
  await store.notifications.claim('reserve-promotion:two', AT);
};

/** What those writes change, as the store holds it. */
const heldBy = async (store: Store) => ({
  lists: Object.fromEntries(await store.reserveLists.listAll()),
  claimed: [...(await store.notifications.claimedAmong(['reserve-promotion:one', 'reserve-promotion:two']))],
});

/** Runs the writes in a unit that publishes an event and then throws: what it threw, and what was heard. */
const failedUnit = async (store: Store, writes: (store: Store) => Promise<unknown>, shape?: UnitWrites) => {
  const heard: FairEvent[] = [];
  store.events.subscribe((event) => heard.push(event));
  const events = store.units.publishing(store.events);
  const failure = await store.units
    .allOrNothing(async () => {
      await writes(store);
      await events.publish(offered);
      throw new Error('the server stopped answering');
    }, shape)
    .catch((error: unknown) => error);
  await new Promise((resolve) => setImmediate(resolve));
  return { failure, heard };
};

describe("The embedded store's units of work", () => {
  const directory = useTemporaryDirectory('career-fair-units-');
  let stores: Store[] = [];
  const opened = async (dataDir: string): Promise<Store> => {
    const store = await openEmbeddedStore({ dataDir });
    stores.push(store);
    await store.reserveLists.replaceAll(new Map([[ACME, [BINA, CHEN]]]));
    return store;
  };
  afterEach(async () => {
    for (const store of stores.splice(0).reverse()) await store.close();
    stores = [];
  });
  /** The store opened again from the files a process left on disk when it stopped in the middle of a unit, after the writes. */
  const restartedAfterStopping = async (
    dataDir: string,
    store: Store,
    writes: (store: Store) => Promise<unknown>,
    shape?: UnitWrites,
  ) => {
    let stopped: () => void = () => undefined;
    const halfDone = new Promise<void>((resolve) => (stopped = resolve));
    void store.units.allOrNothing(async () => {
      await writes(store);
      stopped();
      // The process stops here: the unit neither ends nor fails.
      await new Promise<never>(() => undefined);
    }, shape);
    await halfDone;
    const restartDir = await freshDirectoryIn(directory());
    await cp(join(dataDir, 'db'), join(restartDir, 'db'), { recursive: true });
    const restarted = await openEmbeddedStore({ dataDir: restartDir });
    stores.push(restarted);
    return restarted;
  };

  it('keeps every write of a unit that ends, and publishes its events after it', async () => {
    const store = await opened(await freshDirectoryIn(directory()));
    const heard: FairEvent[] = [];
    store.events.subscribe((event) => heard.push(event));
    const events = store.units.publishing(store.events);

    await store.units.allOrNothing(async () => {
      await writeEverything(store);
      await events.publish(offered);
      expect(heard, 'heard inside the unit').to.deep.equal([]);
    });
    await new Promise((resolve) => setImmediate(resolve));

    expect(await heldBy(store)).to.deep.equal({
      lists: { [ACME]: [CHEN], [CHEN]: [BINA] },
      claimed: ['reserve-promotion:one', 'reserve-promotion:two'],
    });
    expect(heard).to.deep.equal([offered]);
  });

  it('puts back every document a unit changed when its work throws, and nobody hears its events', async () => {
    const store = await opened(await freshDirectoryIn(directory()));
    const before = await heldBy(store);

    const { failure, heard } = await failedUnit(store, writeEverything);

    expect(failure).to.be.instanceOf(Error);
    expect(await heldBy(store)).to.deep.equal(before);
    expect(await store.sequences.next('queue')).to.equal(1);
    expect(heard).to.deep.equal([]);
  });

  it('runs units one at a time, a unit asked for inside another joining it', async () => {
    const store = await opened(await freshDirectoryIn(directory()));
    const steps: string[] = [];
    const unit = (name: string) =>
      store.units.allOrNothing(async () => {
        steps.push(`${name} starts`);
        await store.units.allOrNothing(async () => {
          await store.reserveLists.takeFirst(ACME);
        });
        steps.push(`${name} ends`);
      });

    await Promise.all([unit('first'), unit('second')]);

    expect(steps).to.deep.equal(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(await store.reserveLists.list(ACME)).to.deep.equal([]);
  });

  it('undoes, when the store opens again, a unit a stopped process left half done, before anything reads it', async () => {
    const dataDir = await freshDirectoryIn(directory());
    const store = await opened(dataDir);
    const before = await heldBy(store);

    const restarted = await restartedAfterStopping(dataDir, store, writeEverything);

    expect(await heldBy(restarted)).to.deep.equal(before);
    expect(await restarted.sequences.next('queue')).to.equal(1);
  });

  describe('a unit said to write one document (a status move, a check-in)', () => {
    const oneWrite = (store: Store) => store.reserveLists.takeFirst(ACME);

    it('puts it back when its work throws after it, and nobody hears its events', async () => {
      const store = await opened(await freshDirectoryIn(directory()));

      const { failure, heard } = await failedUnit(store, oneWrite, 'one');

      expect(failure).to.be.instanceOf(Error);
      expect(await store.reserveLists.list(ACME)).to.deep.equal([BINA, CHEN]);
      expect(heard).to.deep.equal([]);
    });

    it('keeps no undo journal on disk: a stopped process leaves the write whole, kept on reopening', async () => {
      const dataDir = await freshDirectoryIn(directory());
      const store = await opened(dataDir);

      const restarted = await restartedAfterStopping(dataDir, store, oneWrite, 'one');

      expect(await restarted.reserveLists.list(ACME)).to.deep.equal([CHEN]);
    });

    it('refuses a second write before it is made, and puts the first back', async () => {
      const store = await opened(await freshDirectoryIn(directory()));

      const { failure } = await failedUnit(
        store,
        async () => {
          await oneWrite(store);
          await store.notifications.claim('reserve-promotion:one', AT);
        },
        'one',
      );

      expect(String(failure)).to.include('A unit said to write one document wrote more');
      expect(await store.reserveLists.list(ACME)).to.deep.equal([BINA, CHEN]);
      expect([...(await store.notifications.claimedAmong(['reserve-promotion:one']))]).to.deep.equal([]);
    });
  });
});
