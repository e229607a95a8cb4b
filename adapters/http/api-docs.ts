import type { Router } from '@koa/router';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OPENAPI_PATH } from './openapi.js';

export const DOCS_PATH = '/docs';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (require('swagger-ui-dist/package.json') as { version: string }).version;

const YEAR_SECONDS = 365 * 24 * 3600;

/** The page's own start script: a file, since the CSP allows no inline script. */
const startScript = (base: string): string =>
  `window.ui = SwaggerUIBundle(${JSON.stringify({
    url: `${base}${OPENAPI_PATH}`,
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
  })});\n`;

const page = (title: string, assets: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="${assets}/swagger-ui.css">
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="${assets}/swagger-ui-bundle.js"></script>
    <script src="${assets}/start.js"></script>
  </body>
</html>
`;

/**
 * GET /docs: the contract read through Swagger UI, served from node_modules (never a CDN). Its assets
 * live under a path naming Swagger UI's version and the start script's hash, so they are cached for
 * a year and a new version is a new URL; the page itself is asked for each time.
 */
export const serveApiDocs = <State>(router: Router<State>, base: string, title: string): void => {
  const start = startScript(base);
  const tag = createHash('sha256').update(SWAGGER_UI_VERSION).update(start).digest('hex').slice(0, 12);
  const assets = `${base}${DOCS_PATH}/assets/${tag}`;
  const files: Readonly<Record<string, string>> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  };
  const html = page(title, assets);

  router.get(DOCS_PATH, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  });
  router.get(`${DOCS_PATH}/assets/:tag/:file`, (ctx) => {
    const { tag: asked, file } = ctx.params as Record<string, string>;
    if (asked !== tag || !file) return;
    if (file === 'start.js') ctx.body = start;
    else if (Object.hasOwn(files, file)) ctx.body = createReadStream(path.join(SWAGGER_UI_DIR, file));
    else return;
    ctx.type = files[file] ?? 'text/javascript; charset=utf-8';
    ctx.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
  });
};
