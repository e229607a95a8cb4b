import { startPortal } from './server/portal.js';

/** What a newcomer on an empty store reads: nobody can sign in until there is an administrator. */
const FIRST_ADMIN_HELP = [
  'There is no administrator yet, so nobody can sign in. Either:',
  '  stop the portal (Ctrl-C) and run: npm run cli -- create-admin --email you@example.org --password <6 or more characters>',
  '  or start it with ADMIN_EMAIL=you@example.org ADMIN_PASSWORD=<6 or more characters> npm start',
  '  or, on an empty store, try a demo fair with every role: npm run demo',
].join('\n');

try {
  const portal = await startPortal(process.env);
  console.log(`Career fair portal running at ${portal.url}`);
  if (portal.needsFirstAdmin) console.log(FIRST_ADMIN_HELP);
  const shutdown = () => {
    portal.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
