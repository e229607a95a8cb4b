import { setTimeout as pause } from 'node:timers/promises';
import { MONGO_CLIENT_OPTIONS } from '../../adapters/persistence/mongo-client.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { failNext, openMigratedMongoStore, useMongoServer } from '../adapters/persistence/mongo-server.js';
import { FairWorld } from './fair-operations-store.js';

/** A command that fails inside a unit, and which of its kind: the first, or every one after those let through. */
export type CommandFault = readonly [step: string, command: string, times: number | { readonly skip: number }];

/** Long enough for every change stream to tell what a unit committed. */
export const SETTLE_MS = 1_000;

/**
 * For the MongoDB fault tests of the enclosing suite (skipped, saying why, without a server): a
 * FairWorld over a fresh migrated database per test, what every server hears through the store's
 * change stream, and the portal's commands failing as a fault says.
 */
export const mongoFaultWorld = (run: string) => {
  const mongo = useMongoServer(run);
  let opened: FairWorld | undefined;
  let heard: FairEvent[] = [];

  beforeEach(async function () {
    this.timeout(30_000);
    opened = FairWorld.on(await openMigratedMongoStore(mongo().uri, mongo().newDatabaseName()));
    heard = [];
    opened.store.events.subscribe((event) => heard.push(event));
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  return {
    world: (): FairWorld => {
      if (opened === undefined) throw new Error('The world is opened in a beforeEach hook');
      return opened;
    },
    /** Forgets what was heard so far: the test hears from now. */
    hearFromNow: (): void => {
      heard = [];
    },
    /** Runs the use case with the portal's commands failing as the fault says, the fail point off after. */
    failingWith: async <T>([, command, times]: CommandFault, work: () => Promise<T>, labels: string[] = []) => {
      const turnOff = await failNext(
        mongo().uri,
        { failCommands: [command], errorCode: 2, errorLabels: labels, appName: MONGO_CLIENT_OPTIONS.appName },
        times,
      );
      try {
        return await work();
      } finally {
        await turnOff();
      }
    },
    /** The kinds heard once every change stream has told what was committed. */
    heardKinds: async (): Promise<string[]> => {
      await pause(SETTLE_MS);
      return heard.map((event) => event.kind);
    },
  };
};
