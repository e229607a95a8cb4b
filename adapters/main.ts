import { startPortal } from './portal.js';

try {
  const portal = await startPortal(process.env);
  console.log(`Career fair portal running at ${portal.url}`);
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
