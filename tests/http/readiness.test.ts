import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createHttpApp } from '../../adapters/http/app.js';
import { CallLimits } from '../../adapters/http/call-limits.js';
import { healthRoute, type Pingable, STORE_DOWN } from '../../adapters/http/routes/health-route.js';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import type { Store } from '../../adapters/persistence/store.js';
import { ApiClient, startTestPortal, type TestPortal } from '../support/portal-harness.js';

/** A port nothing listens on at this moment. */
const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

const refused = (error: unknown): boolean => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/** The health route alone, over `store`, on an ephemeral port. */
const healthApp = async (store: Pingable, timeoutMs?: number): Promise<{ api: ApiClient; server: Server }> => {
  const app = createHttpApp({
    routes: [healthRoute(store, timeoutMs)],
    tokens: { issue: () => '', verify: () => null },
    sessions: { holds: async () => false },
    logger: pino({ level: 'silent' }),
    limits: CallLimits.inMemory(),
    uiDir: null,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { api: new ApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/api/v1`), server };
};

describe('Ready before listening, and a health probe for load balancers', () => {
  it('answers a request sent while the portal is starting: refused until every route is in place, then answered', async () => {
    const port = await freePort();
    const starting = startTestPortal({ PORT: String(port) });
    let answer: Response | null = null;
    let attempts = 0;
    try {
      for (; answer === null && attempts < 2_000; attempts++) {
        try {
          // A connection accepted before the routes were attached would never be answered: the abort names it.
          answer = await fetch(`http://127.0.0.1:${port}/rest/api/v1/health`, { signal: AbortSignal.timeout(10_000) });
        } catch (error) {
          if (!refused(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    } finally {
      await (await starting).dispose();
    }
    expect(answer?.status, `no answer after ${attempts} attempts`).to.equal(200);
  });

  describe('GET /health', () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal();
    });
    after(() => portal.dispose());

    it('answers 200 {store: "up"} to anyone, without a token, while the store answers, with its feed listening', async () => {
      const answer = await portal.api.get('/health');
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({
        success: true,
        data: { store: 'up', writable: true, feed: { listening: true, gaps: 0, lastGapAt: null } },
        message: '',
        error: null,
      });
    });

    it('tells of the gaps in the feed, where this server went on after events it may have missed', async () => {
      const lastGapAt = new Date('2026-03-14T09:00:00Z');
      const app = await healthApp({
        ping: async () => ({ writable: true }),
        feedHealth: () => ({ listening: false, gaps: 2, lastGapAt }),
      });
      try {
        const answer = await app.api.get('/health');
        expect(answer.status).to.equal(200);
        expect(answer.body.data).to.deep.equal({
          store: 'up',
          writable: true,
          feed: { listening: false, gaps: 2, lastGapAt: '2026-03-14T09:00:00.000Z' },
        });
      } finally {
        app.server.close();
      }
    });

    it('answers 200 with writable false while the store answers but takes no write (a replica set electing its primary)', async () => {
      const app = await healthApp({
        ping: async () => ({ writable: false }),
        feedHealth: () => ({ listening: false, gaps: 0, lastGapAt: null }),
      });
      try {
        const answer = await app.api.get('/health');
        expect(answer.status, 'a load balancer keeps every server during an election').to.equal(200);
        expect(answer.body.data).to.deep.equal({
          store: 'up',
          writable: false,
          feed: { listening: false, gaps: 0, lastGapAt: null },
        });
      } finally {
        app.server.close();
      }
    });
  });

  describe('GET /health once the store is gone', () => {
    let store: Store;
    let server: Server | undefined;
    beforeEach(async () => {
      store = await openEmbeddedStore({ dataDir: null });
    });
    afterEach(async () => {
      server?.close();
      await store.close();
    });

    it('answers 503 UNAVAILABLE in the envelope once the store is closed under the running app', async () => {
      const app = await healthApp(store);
      server = app.server;
      expect((await app.api.get('/health')).status).to.equal(200);
      await store.close();
      const answer = await app.api.get('/health');
      expect(answer.status).to.equal(503);
      expect(answer.body).to.deep.equal({ success: false, data: null, message: STORE_DOWN, error: 'UNAVAILABLE' });
    });

    it('answers 503 when the store does not answer at all, instead of leaving the probe waiting', async () => {
      const app = await healthApp({ ping: () => new Promise(() => undefined), feedHealth: store.feedHealth }, 50);
      server = app.server;
      const answer = await app.api.get('/health');
      expect(answer.status).to.equal(503);
      expect(answer.body.error).to.equal('UNAVAILABLE');
    });
  });
});
