import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { z } from 'zod';
import { createHttpApp } from '../../adapters/http/app.js';
import { isCompressible } from '../../adapters/http/compression.js';
import { CallLimits } from '../../adapters/http/call-limits.js';
import { json, type Route } from '../../adapters/http/route.js';

/** A built script large enough to be worth compressing (1 kB and up). */
const APP_JS = 'console.log("the career fair portal");\n'.repeat(200);
const COMPANIES = Array.from({ length: 50 }, (_, i) => ({ id: `c${i}`, companyName: `Company ${i}` }));
const ZIP_BYTES = Buffer.alloc(4096, 7);

/** Public routes standing in for the API: a JSON list and an already-compressed download. */
const ROUTES: readonly Route[] = [
  {
    method: 'get',
    path: '/companies',
    summary: 'companies',
    access: 'public',
    operationId: 'listCompanies',
    tags: ['test'],
    response: z.array(z.object({ id: z.string(), companyName: z.string() })),
    handle: () => TE.right(json(COMPANIES)),
  },
  {
    method: 'get',
    path: '/bundle',
    summary: 'a zip',
    access: 'public',
    operationId: 'bundle',
    tags: ['test'],
    response: { download: ['application/zip'] },
    handle: () =>
      TE.right({
        kind: 'download',
        contentType: 'application/zip',
        fileName: 'bundle.zip',
        size: ZIP_BYTES.length,
        body: Readable.from([ZIP_BYTES]),
      }),
  },
];

/** The raw answer, body bytes exactly as sent (fetch would undo the compression). */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });

describe('The web interface served beside the API', () => {
  let uiDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    uiDir = await mkdtemp(path.join(tmpdir(), 'career-fair-ui-'));
    await writeFile(path.join(uiDir, 'index.html'), '<!doctype html><title>portal</title>');
    await mkdir(path.join(uiDir, 'assets'));
    await writeFile(path.join(uiDir, 'assets', 'app.js'), APP_JS);
    const app = createHttpApp({
      routes: ROUTES,
      tokens: { issue: () => '', verify: () => null },
      sessions: { holds: async () => false },
      logger: pino({ level: 'silent' }),
      limits: CallLimits.inMemory(),
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

  it('lets browsers keep the hashed assets under /assets/ for a year without asking again', async () => {
    const response = await fetch(`${base}/assets/app.js`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('makes browsers ask for index.html every time, so a new build reaches them at once', async () => {
    for (const page of ['/', '/index.html', '/admin/companies']) {
      const response = await fetch(`${base}${page}`);
      expect(response.headers.get('cache-control'), page).to.equal('no-cache');
    }
  });

  it('does not let browsers keep the answer for a missing asset', async () => {
    const response = await fetch(`${base}/assets/missing.js`);
    expect(response.headers.get('cache-control') ?? '').not.to.include('max-age=31536000');
  });

  it('sends scripts compressed with brotli to a browser that accepts it', async () => {
    const response = await rawGet(`${base}/assets/app.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).to.equal('br');
    expect(response.headers.vary).to.include('Accept-Encoding');
    expect(response.body.length).to.be.below(APP_JS.length / 4);
    expect(brotliDecompressSync(response.body).toString()).to.equal(APP_JS);
  });

  it('sends scripts compressed with gzip to a browser that accepts only gzip', async () => {
    const response = await rawGet(`${base}/assets/app.js`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(response.body).toString()).to.equal(APP_JS);
  });

  it('sends scripts as they are to a client that accepts no compression', async () => {
    const response = await rawGet(`${base}/assets/app.js`);
    expect(response.headers['content-encoding']).to.equal(undefined);
    expect(response.body.toString()).to.equal(APP_JS);
  });

  it('sends the API answers compressed', async () => {
    const response = await rawGet(`${base}/rest/api/v1/companies`, { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).to.equal('br');
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).to.deep.include({ data: COMPANIES });
  });

  it('sends an already-compressed download (a zip) as it is', async () => {
    const response = await rawGet(`${base}/rest/api/v1/bundle`, { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).to.equal(undefined);
    expect(response.body.equals(ZIP_BYTES)).to.equal(true);
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

describe('Which answers are compressed', () => {
  it('compresses JSON, JavaScript, CSS, HTML and SVG', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'text/javascript',
      'application/javascript',
      'text/css',
      'text/html',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type), type).to.equal(true);
    }
  });

  it('never compresses the live stream, whose events must reach the browser one by one', () => {
    expect(isCompressible('text/event-stream')).to.equal(false);
    expect(isCompressible('text/event-stream; charset=utf-8')).to.equal(false);
  });

  it('never compresses downloads that are compressed already: zip, xlsx, pdf, png, jpeg', () => {
    for (const type of [
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
      'image/png',
      'image/jpeg',
    ]) {
      expect(isCompressible(type), type).to.equal(false);
    }
  });
});
