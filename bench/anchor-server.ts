/*
 * The anchor: a bare Koa + @koa/router server answering, for each benchmarked URL, the very status,
 * headers and body bytes the portal answered (recorded just before), with a 304 to a matching
 * If-None-Match like the portal's; and the CV bundle's files copied as they are to the response.
 * Run as its own process (`node --import tsx bench/anchor-server.ts SPEC.json`), so that it has a
 * core of its own as the portal does; prints the URL it listens at.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import Koa from 'koa';

export interface RecordedAnswer {
  /** Path and query, as requested. */
  readonly url: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyBase64: string;
}

export interface AnchorSpec {
  readonly answers: readonly RecordedAnswer[];
  /** Files the raw copy writes one after another to the response of GET /raw-copy. */
  readonly rawCopyFiles: readonly string[];
}

const spec = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as AnchorSpec;
const byUrl = new Map(
  spec.answers.map((answer) => [answer.url, { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') }]),
);

const router = new Router();
for (const pathname of new Set(spec.answers.map((answer) => answer.url.split('?')[0]!))) {
  router.get(pathname, (ctx) => {
    const answer = byUrl.get(ctx.url);
    if (answer === undefined) return;
    ctx.set(answer.headers);
    ctx.status = answer.status;
    ctx.body = answer.body;
    if (answer.headers.etag !== undefined && ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  });
}
router.get('/raw-copy', (ctx) => {
  const out = new PassThrough();
  ctx.type = 'application/octet-stream';
  ctx.body = out;
  void (async () => {
    for (const file of spec.rawCopyFiles) {
      for await (const chunk of createReadStream(file)) {
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error as Error));
});

const app = new Koa();
app.use(router.routes());
const server = createServer(app.callback());
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`anchor listening at http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.once('SIGINT', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
