import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../../adapters/server/portal.js';
import { ApiClient, FIRST_ADMIN, startTestPortal } from '../support/portal-harness.js';

describe('Starting and stopping the portal', () => {
  it('refuses to start on a bad setting and names the variable', async () => {
    let failure: Error | null = null;
    try {
      await startPortal({ PORT: 'eighty', LOG_LEVEL: 'silent' });
    } catch (error) {
      failure = error as Error;
    }
    expect(failure?.message).to.include('PORT');
  });

  it('refuses to start on MongoDB without JWT_SECRET at once, before it connects to the database', async () => {
    // Nothing answers at this address (TEST-NET-1): trying to connect would take the driver's 30 s.
    const started = Date.now();
    let failure: Error | null = null;
    try {
      await startPortal({ MONGODB_URI: 'mongodb://192.0.2.1:27017/fair?replicaSet=rs0', LOG_LEVEL: 'silent' });
    } catch (error) {
      failure = error as Error;
    }
    expect(failure?.message).to.match(/JWT_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY must be set with MONGODB_URI/);
    expect(Date.now() - started).to.be.below(1_000);
  });

  it('finishes a request in flight when stopped, then refuses new connections', async () => {
    const portal = await startTestPortal();
    // The body arrives in two parts, so the request is surely in flight when the portal is told to stop.
    let sendRest!: () => void;
    const restOfBody = new Promise<void>((resolve) => (sendRest = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"email": "${FIRST_ADMIN.email}", `));
        await restOfBody;
        controller.enqueue(new TextEncoder().encode(`"password": "${FIRST_ADMIN.password}"}`));
        controller.close();
      },
    });
    const inFlight = fetch(`${portal.api.base}/admin/sign-in`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = portal.stop();
    sendRest();
    const answer = await inFlight;
    await stopped;
    expect(answer.status).to.equal(200);
    let refused = false;
    await portal.api.get('/admin/single').catch(() => (refused = true));
    expect(refused).to.equal(true);
    await portal.dispose();
  });

  it('keeps its data across a restart on the same data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-restart-'));
    try {
      const first = await startTestPortal({ DATA_DIR: dataDir });
      const token = await first.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      await first.api.post(
        '/admin/add',
        { email: 'kept@fair.test', password: 'kept-pass', confirmpassword: 'kept-pass' },
        token,
      );
      await first.stop();

      const second = await startTestPortal({ DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      const api = new ApiClient(second.api.base);
      expect(await api.signIn('admin', 'kept@fair.test', 'kept-pass')).to.be.a('string');
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the first admin from ADMIN_EMAIL only while there is none', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-first-'));
    try {
      const first = await startTestPortal({ DATA_DIR: dataDir });
      await first.stop();
      const second = await startTestPortal({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'other@fair.test',
        ADMIN_PASSWORD: 'other-pass',
      });
      const token = await second.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      const admins = await second.api.get<{ email: string }[]>('/admin/', token);
      expect(admins.body.data.map((admin) => admin.email)).to.deep.equal([FIRST_ADMIN.email]);
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
