import { Command } from 'commander';
import { loadConfig } from '../config.js';
import { openEmbeddedStore } from '../persistence/embedded-store.js';
import { migrateMongoStore } from '../persistence/mongo-store.js';
import { lockDataDirectory } from '../system/data-directory-lock.js';
import type { CliIo } from './cli-io.js';

/**
 * Makes the store's indexes those this version needs (docs/operations.md, "Migrating"): on MongoDB it
 * creates the missing ones, changes a TTL with collMod, builds again one whose options changed and
 * drops those no longer used, before the new version's servers start (they only verify them). The
 * embedded store makes its indexes itself whenever it opens: this opens it once. Running it again
 * changes nothing.
 */
export const migrateCommand = (io: CliIo): Command =>
  new Command('migrate')
    .description("Create or change the database's indexes for this version (run it before starting the servers)")
    .action(async () => {
      const config = loadConfig(io.env);
      if (config.mongodbUri !== undefined) {
        const changes = await migrateMongoStore(config.mongodbUri);
        for (const change of changes) io.out.write(`MongoDB: ${change}\n`);
        io.out.write(
          changes.length === 0
            ? 'MongoDB: every index was ready; nothing changed.\n'
            : `MongoDB: ${changes.length} index change(s) made; the servers may start.\n`,
        );
        return;
      }
      let lost: Error | null = null;
      const lock = await lockDataDirectory(config.dataDir, { onCompromised: (error) => (lost = error) });
      try {
        await (await openEmbeddedStore({ dataDir: config.dataDir })).close();
      } finally {
        await lock.release();
      }
      if (lost !== null)
        throw new Error(`The lock on ${config.dataDir} was lost while the command ran`, { cause: lost });
      io.out.write(
        `Embedded store in ${config.dataDir}: it makes its own indexes whenever it opens; they are ready.\n`,
      );
    });
