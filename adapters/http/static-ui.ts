import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { existsSync } from 'node:fs';
import path from 'node:path';

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
      maxage: isAsset ? 365 * 24 * 3600 * 1000 : 0,
      immutable: isAsset,
    }).catch(() => undefined);
    if (served || isAsset) return;
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: uiDir });
  };
};
