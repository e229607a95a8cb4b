import { CommanderError } from 'commander';
import { buildCli } from './program.js';

await buildCli({ env: process.env, out: process.stdout, err: process.stderr })
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    // Commander has already printed its own usage errors and help.
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
