import { Command } from 'commander';
import { allocationCommand } from './allocation-command.js';
import type { CliIo } from './cli-io.js';
import { createAdminCommand } from './create-admin-command.js';
import { cvBundlesCommand } from './cv-bundles-command.js';
import { demoCommand } from './demo-command.js';
import { migrateCommand } from './migrate-command.js';

/**
 * The portal's command line: `npm run cli -- <command>`. It writes only to `io` and never exits the
 * process itself: a usage error or `--help` throws a CommanderError carrying the exit code.
 */
export const buildCli = (io: CliIo): Command => {
  const program = new Command('career-fair').description(
    'Command line of the career-fair portal. Uses MONGODB_URI when set, else the embedded store in DATA_DIR.',
  );
  const commands = [
    createAdminCommand(io),
    allocationCommand(io),
    cvBundlesCommand(io),
    demoCommand(io),
    migrateCommand(io),
  ];
  for (const command of [program, ...commands]) {
    command
      .configureOutput({ writeOut: (text) => io.out.write(text), writeErr: (text) => io.err.write(text) })
      .showHelpAfterError()
      .exitOverride();
  }
  for (const command of commands) program.addCommand(command);
  return program;
};
