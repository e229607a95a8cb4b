import type { ServiceIdentifier } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import type { Store } from '../../adapters/persistence/store.js';
import { ObjectIdGenerator } from '../../adapters/system/object-id-generator.js';
import type { Ports } from '../../adapters/composition/tokens.js';
import { FakeClock, TEST_SETTINGS } from './fair-operations-store.js';
import { freshPerTest } from './fresh-per-test.js';
import { RecordingEventFeed } from './recording-event-feed.js';
import { testAdapters, testContainer } from './test-container.js';

/*
 * The walk-in and download use-case tests' view of the one use-case fixture, fair-operations-store:
 * the same clock and success/failure helpers, with the store's real id generator.
 */
export { FakeClock as FixedClock, fails, succeeds } from './fair-operations-store.js';

/** The in-memory embedded store with the shared services the walk-in and download use cases take. */
export interface FairStore {
  readonly store: Store;
  readonly clock: FakeClock;
  readonly ids: ObjectIdGenerator;
  readonly companyOfActor: CompanyOfActor;
  readonly details: InterviewDetailsLoader;
  /** What the use cases under test published. */
  readonly events: RecordingEventFeed;
  /** A use case wired as the portal wires it over these, with the ports in `rebind` in their place. */
  use<T>(useCase: ServiceIdentifier<T>, rebind?: Partial<Ports>): T;
}

export const openFairStore = async (): Promise<FairStore> => {
  const store = await openEmbeddedStore({ dataDir: null });
  const clock = new FakeClock();
  const ids = new ObjectIdGenerator();
  const events = new RecordingEventFeed();
  const use = <T>(useCase: ServiceIdentifier<T>, rebind: Partial<Ports> = {}): T =>
    testContainer(store, testAdapters(clock, ids, TEST_SETTINGS), { events, ...rebind }).get(useCase);
  return {
    store,
    clock,
    ids,
    events,
    use,
    companyOfActor: use(CompanyOfActor),
    details: use(InterviewDetailsLoader),
  };
};

/** A small file that passes for a PDF by its bytes. */
export const pdfBytes = (text = 'cv'): Uint8Array => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Every byte of a stored file, or null when the key holds none. */
export const storedBytes = async (store: Store, key: string): Promise<Buffer | null> => {
  const file = await store.files.get(key);
  if (file === null) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.content) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/**
 * The fair store of the running test: a fresh one is opened before each test of the enclosing
 * describe and closed after it. Hooks registered after this call already see the new store.
 */
export const freshStorePerTest = (): FairStore => {
  const now = freshPerTest(openFairStore, (opened) => opened.store.close());
  const fair = { use: (useCase, rebind) => now().use(useCase, rebind) } as FairStore;
  for (const part of ['store', 'clock', 'ids', 'events', 'companyOfActor', 'details'] as const) {
    Object.defineProperty(fair, part, { get: () => now()[part] });
  }
  return fair;
};
