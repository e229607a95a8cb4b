import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { created, json, publicRoute, type DownloadReply } from '../../adapters/http/route.js';

/*
 * What these tests hold is checked by the compiler (npm run typecheck): each `@ts-expect-error`
 * marks a reply that must not compile, and fails the typecheck the day it compiles.
 */

const Greeting = z.strictObject({ name: z.string(), languages: z.array(z.string()) });

const declared = {
  method: 'get',
  path: '/greeting',
  summary: 'a greeting',
  access: 'public',
  operationId: 'greet',
  tags: ['test'],
} as const;

const download: DownloadReply = {
  kind: 'download',
  contentType: 'text/plain',
  fileName: 'greeting.txt',
  body: Readable.from(['hello']),
};

describe('A route definition', () => {
  it('takes a reply of what its response schema describes', () => {
    const route = publicRoute({
      ...declared,
      response: Greeting,
      handle: () => TE.right(json({ name: 'Ada', languages: ['en'] })),
    });
    expect(route.response).to.equal(Greeting);
  });

  it('refuses a reply that drifts from its response schema', () => {
    publicRoute({
      ...declared,
      response: Greeting,
      // @ts-expect-error a field of the wrong type
      handle: () => TE.right(json({ name: 1, languages: [] })),
    });
    publicRoute({
      ...declared,
      response: Greeting,
      // @ts-expect-error a field left out
      handle: () => TE.right(json({ name: 'Ada' })),
    });
    publicRoute({
      ...declared,
      response: z.array(Greeting),
      // @ts-expect-error one record where the schema says a list
      handle: () => TE.right(json({ name: 'Ada', languages: [] })),
    });
  });

  it('answers 201 with created exactly when it declares created', () => {
    publicRoute({ ...declared, response: z.null(), created: true, handle: () => TE.right(created(null)) });
    publicRoute({
      ...declared,
      response: z.null(),
      created: true,
      // @ts-expect-error a 200 where the route declares 201
      handle: () => TE.right(json(null)),
    });
    publicRoute({
      ...declared,
      response: z.null(),
      // @ts-expect-error a 201 where the route declares 200
      handle: () => TE.right(created(null)),
    });
  });

  it('answers a download route with a download, and a JSON route with JSON', () => {
    publicRoute({ ...declared, response: { download: ['text/plain'] }, handle: () => TE.right(download) });
    publicRoute({
      ...declared,
      response: { download: ['text/plain'] },
      // @ts-expect-error JSON where the route declares a download
      handle: () => TE.right(json(null)),
    });
    publicRoute({
      ...declared,
      response: z.null(),
      // @ts-expect-error a download where the route declares JSON
      handle: () => TE.right(download),
    });
  });
});
