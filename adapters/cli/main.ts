import { buildCli } from './program.js';

await buildCli({ env: process.env, out: process.stdout, err: process.stderr })
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
