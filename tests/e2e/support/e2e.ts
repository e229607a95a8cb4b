import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, missingBrowserReason } from './browser.js';
import { startE2EPortal, type E2EPortal } from './portal.js';

export const DESKTOP = { width: 1280, height: 800 } as const;
/** The narrow window of spec §2: under the 640 px breakpoint the links become a burger menu. */
export const NARROW = { width: 400, height: 800 } as const;
/** A phone held upright: the width the screens are judged at beside the laptop's 1280 px. */
export const PHONE = { width: 390, height: 844 } as const;
/** Both widths every screen must fit, each with a name for the test titles. */
export const BOTH_WIDTHS = [
  ['1280×800', DESKTOP],
  ['390×844', PHONE],
] as const;

export interface E2E {
  readonly browser: Browser;
  readonly portal: E2EPortal;
  /** A fresh browser profile (cookies and storage of its own) on the portal. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh context, `width` wide. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * Registers the hooks of a browser suite: chromium and a real portal for the whole describe.
 * Without chromium the suite fails with the reason, on a developer's machine as in CI: `npm test`
 * passes only where CI would.
 * `env` is the portal's environment, or a function giving it when the suite starts (for values that
 * depend on the hour, or a data directory prepared first).
 */
export function useE2E(
  env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {},
): () => E2E {
  let browser: Browser | undefined;
  let portal: E2EPortal | undefined;
  const contexts: BrowserContext[] = [];

  before(async function () {
    this.timeout(180_000);
    const missing = missingBrowserReason();
    if (missing) throw new Error(missing);
    portal = await startE2EPortal(typeof env === 'function' ? await env() : env);
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });

  after(async () => {
    await browser?.close();
    await portal?.dispose();
  });

  return () => {
    if (!browser || !portal) throw new Error('the browser suite has not started');
    const started = { browser, portal };
    const newContext = async (options: BrowserContextOptions = {}) => {
      const context = await started.browser.newContext({
        baseURL: started.portal.url,
        viewport: DESKTOP,
        acceptDownloads: true,
        ...options,
      });
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context;
    };
    return {
      ...started,
      newContext,
      newPage: async (viewport = DESKTOP) => (await newContext({ viewport })).newPage(),
    };
  };
}
