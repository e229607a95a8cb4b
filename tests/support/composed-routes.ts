import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { composePortal } from '../../adapters/composition-root.js';
import { loadConfig } from '../../adapters/config.js';
import type { Route } from '../../adapters/http/route.js';

/** The routes as the portal composes them for production, read without listening. */
export const composedRoutes = async (): Promise<readonly Route[]> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-routes-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' });
    const portal = await composePortal(config, pino({ level: 'silent' }), 'http://127.0.0.1');
    await portal.close();
    return portal.routes;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
