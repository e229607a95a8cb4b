import type { Page, Route } from 'playwright-core';

/** The live stream's address, as the browser asks for it. */
export const LIVE_STREAM = '**/rest/api/v1/live';

/** The screen's own words for a stream that is up (components/LiveHint.tsx). */
export const UPDATES_LIVE = 'This page updates live.';

/**
 * Switches the UI's fallback polling off before the app loads (ui/README.md), so that only the live
 * stream can change what a screen shows.
 */
export async function switchPollingOff(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { __CAREER_FAIR_NO_POLLING__?: boolean }).__CAREER_FAIR_NO_POLLING__ = true;
  });
}

/**
 * Resolves once the portal answers the page's next live stream: from then on every change reaches
 * it (for screens that do not say whether they are live).
 */
export async function streamOpened(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().endsWith('/rest/api/v1/live') && response.ok());
}

/**
 * Stands between the page and the live stream: `attempt` decides, for each connection the page
 * opens (numbered from 1), what happens to it; `undefined` lets it through to the portal.
 */
export async function interceptLiveStream(
  page: Page,
  attempt: (number: number, route: Route) => Promise<void> | undefined,
): Promise<void> {
  let count = 0;
  await page.route(LIVE_STREAM, async (route) => {
    count += 1;
    await (attempt(count, route) ?? route.continue());
  });
}

/** A stream that opens and at once ends, as a connection a restarting server drops. */
export function droppedStream(route: Route): Promise<void> {
  return route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': dropped\n\n' });
}
