import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Vite names every file under /assets/ after a hash of its content: a changed file is a new URL. */
const HASHED_ASSET_CACHING = 'public, max-age=31536000, immutable';
/** index.html (and the other unhashed files) names the current assets, so browsers must ask every time. */
const NO_CACHING = 'no-cache';

/**
 * Serves the built single-page app; any other non-API GET gets index.html so the client-side
 * router can show the page (or its 404 screen).
 */
export const staticUi = (uiDir: string, apiBase: string): Middleware => {
  const index = path.join(uiDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith(apiBase)) return next();
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web interface has not been built: run `npm run build`.';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    const served = await send(ctx, ctx.path, {
      root: uiDir,
      index: 'index.html',
      setHeaders: (res) => res.setHeader('Cache-Control', isAsset ? HASHED_ASSET_CACHING : NO_CACHING),
    }).catch(() => undefined);
    if (served || isAsset) return;
    ctx.status = 200;
    await send(ctx, 'index.html', { root: uiDir, setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHING) });
  };
};
