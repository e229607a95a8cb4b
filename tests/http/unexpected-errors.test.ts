import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { z } from 'zod';
import { unexpected } from '../../application/errors.js';
import { createHttpApp } from '../../adapters/http/app.js';
import { CallLimits } from '../../adapters/http/call-limits.js';
import { publicRoute } from '../../adapters/http/route.js';

describe('An unexpected failure inside the server', () => {
  const logged: Record<string, unknown>[] = [];
  let server: Server;
  let base: string;

  before(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = createHttpApp({
      routes: [
        publicRoute({
          method: 'get',
          path: '/broken-store',
          summary: 'fails as a port would',
          access: 'public',
          operationId: 'brokenStore',
          tags: ['test'],
          response: z.null(),
          handle: () => TE.left(unexpected(new Error('connection to db-secret-host refused'))),
        }),
        publicRoute({
          method: 'get',
          path: '/bug',
          summary: 'throws as a bug would',
          access: 'public',
          operationId: 'bug',
          tags: ['test'],
          response: z.null(),
          handle: () => {
            throw new Error('undefined is not a function at secret.ts:12');
          },
        }),
      ],
      tokens: { issue: () => '', verify: () => null },
      sessions: { holds: async () => false },
      logger: pino({ level: 'error' }, sink),
      limits: CallLimits.inMemory(),
      uiDir: null,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/api/v1`;
  });
  after(() => server.close());

  for (const path of ['/broken-store', '/bug']) {
    it(`answers ${path} with a 500 envelope that names a reference and hides the cause`, async () => {
      const response = await fetch(`${base}${path}`);
      const body = (await response.json()) as { success: boolean; data: unknown; message: string; error: string };
      const requestId = response.headers.get('x-request-id');

      expect(response.status).to.equal(500);
      expect(body).to.include({ success: false, data: null, error: 'INTERNAL' });
      expect(body.message).to.include(`reference ${requestId}`);
      expect(JSON.stringify(body)).to.not.match(/secret/);

      const entry = logged.find((line) => line.requestId === requestId && line.level === 50);
      expect(entry, 'the failure is logged with its request id').to.not.equal(undefined);
      expect(JSON.stringify(entry)).to.match(/secret/);
    });
  }
});
