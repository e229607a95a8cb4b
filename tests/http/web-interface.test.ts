import { expect } from 'chai';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createHttpApp } from '../../adapters/http/app.js';
import { RateLimits } from '../../adapters/http/rate-limit.js';

describe('The web interface served beside the API', () => {
  let uiDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), 'career-fair-ui-'));
    await writeFile(path.join(uiDir, 'index.html'), '<!doctype html><title>portal</title>');
    await mkdir(path.join(uiDir, 'assets'));
    await writeFile(path.join(uiDir, 'assets', 'app.js'), 'console.log(1)');
    const app = createHttpApp({
      routes: [],
      tokens: { issue: () => '', verify: () => null },
      logger: pino({ level: 'silent' }),
      rateLimits: new RateLimits(),
      uiDir,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.close();
    await rm(uiDir, { recursive: true, force: true });
  });

  it('answers a client-side route such as /student/companies with the app page, 200', async () => {
    const response = await fetch(`${base}/student/companies`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.include('<title>portal</title>');
    expect(response.headers.get('cache-control')).to.equal('no-cache');
  });

  it('serves built assets with a long cache lifetime', async () => {
    const response = await fetch(`${base}/assets/app.js`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.include('immutable');
  });

  it('answers a missing asset with 404 instead of the app page', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).to.equal(404);
  });

  it('never answers an unknown API path with the app page', async () => {
    const response = await fetch(`${base}/rest/api/v1/nowhere`);
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.include({ success: false, error: 'NOT_FOUND' });
  });

  it('does not serve files outside the built folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).to.not.include('root:');
  });
});
