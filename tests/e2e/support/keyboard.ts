import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';

/** How many Tab presses a step may take to reach its control before the journey counts as blocked. */
const MAX_TABS = 80;

/** What the focused element is called, and whether a focus indicator (outline or shadow) is drawn on it. */
export async function focused(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the page's last control the focus visits the browser's own, then comes back at the top.
    if (!element || element === document.body) return { name: '', visible: true };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return { name: `${element.tagName.toLowerCase()} "${name}"`, visible: outline || shadow };
  });
}

/** A control found by its locator, or by what the focused element is called (see `focused`). */
export type Wanted = Locator | ((name: string) => boolean);

const reached = async (page: Page, wanted: Wanted): Promise<boolean> =>
  typeof wanted === 'function'
    ? wanted((await focused(page)).name)
    : wanted
        .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
        .catch(() => false);

/**
 * Presses Tab (Shift+Tab backwards) until the wanted control has the focus, checking at every stop
 * that the focus is visible; fails when it is never reached.
 */
export async function tabTo(page: Page, wanted: Wanted, backwards = false): Promise<void> {
  const unseen: string[] = [];
  const stops: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await reached(page, wanted)) {
      expect(unseen, 'controls focused without a visible focus indicator').to.deep.equal([]);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now.name);
    if (!now.visible) unseen.push(now.name);
  }
  throw new Error(`never reached by the keyboard; the focus went to: ${[...new Set(stops)].join(', ')}`);
}

/** Presses ArrowDown (in a menu) until the focused element matches, the focus visible at every stop. */
export async function arrowTo(page: Page, wanted: (name: string) => boolean): Promise<void> {
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('ArrowDown');
    const now = await focused(page);
    expect(now.visible, `a visible focus on ${now.name}`).to.equal(true);
    if (wanted(now.name)) return;
  }
  throw new Error(`never reached by the arrows; last focus: ${(await focused(page)).name}`);
}

/** The focused element is the control whose accessible name is `text`. */
export const named = (text: string) => (name: string) => name.endsWith(`"${text}"`);

/** Tabs to the control and presses `key` on it (Enter by default), as a keyboard user does. */
export async function pressOn(page: Page, wanted: Wanted, key = 'Enter'): Promise<void> {
  await tabTo(page, wanted);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
