import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';

/** How far Tab may be pressed looking for one control before the journey is judged stuck. */
const MOST_PRESSES = 80;

/**
 * The focused element when nothing shows where it is (no outline, no box shadow), or null when the
 * focus can be seen.
 */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    // Past the page's last control the focus visits the browser's own, then comes back at the top.
    if (!focused || focused === document.body) return null;
    const style = getComputedStyle(focused);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outlined || shadowed ? null : `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40)}"`;
  });

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, checking at each stop
 * that the focus can be seen. Fails when the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let press = 0; press < MOST_PRESSES; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const invisible = await focusIndicator(page);
    expect(invisible, `the focus on ${invisible} cannot be seen`).to.equal(null);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default), as a keyboard user does. */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
