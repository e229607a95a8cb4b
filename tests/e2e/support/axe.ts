import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { BOTH_WIDTHS } from './e2e.js';
import { screenshot } from './screenshots.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a screen: a serious or critical barrier for someone. */
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * The serious and critical axe-core violations of what the page shows now, one readable line each
 * (rule, impact, the elements' selectors, what to do); empty when there is none.
 * axe is evaluated through the DevTools protocol, which the portal's CSP (script-src 'self') allows.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // What the page shows, not a control under the mouse: after a resize the mouse may hover a
  // button that then fades to its hover colours while axe reads them.
  await page.mouse.move(0, 0);
  // A dialog fading in has colours between its own and the page's: judge it once it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${violation.id} (${violation.impact}): ${targets} — ${violation.help}`;
    });
}

/** "the page scrolls sideways by N px", or null when the page fits the window's width. */
export async function pageScrollsSideways(page: Page): Promise<string | null> {
  const overflow = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );
  return overflow > 0 ? `the page scrolls sideways by ${overflow} px` : null;
}

/**
 * What lies off-screen sideways: the document scrolling sideways, or a visible button, link or form
 * control outside the window or cut off by a box that clips it. A control in a sideways-scrolling box
 * passes only where `scrollingAllowed` and the keyboard can reach the box (tabindex) to scroll it into
 * view. Empty when everything fits.
 */
export async function offScreenProblems(
  page: Page,
  options: { readonly scrollingAllowed: boolean },
): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper (__name) the page does not have.
  return page.evaluate(({ scrollingAllowed }) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const overflow = (document.scrollingElement ?? document.documentElement).scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);

    const controls = document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ');
      const described = `${control.tagName.toLowerCase()} "${label.slice(0, 60)}"`;
      let clipping: HTMLElement | null = null;
      for (let box = control.parentElement; box && box !== document.body && !clipping; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const bounds = box.getBoundingClientRect();
        if (rect.left < bounds.left - 1 || rect.right > bounds.right + 1) clipping = box;
      }
      if (clipping) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(clipping).overflowX);
        const where = [clipping.tagName.toLowerCase(), ...clipping.classList].join('.');
        if (!scrolls) problems.push(`${described} is cut off by ${where}`);
        else if (!scrollingAllowed) problems.push(`${described} is hidden sideways in the scrolling ${where}`);
        else if (clipping.tabIndex < 0)
          problems.push(`${described} is in the scrolling ${where}, which the keyboard cannot reach`);
      } else if (rect.left < -1 || rect.right > width + 1) {
        problems.push(`${described} is off-screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
      }
    }
    return problems;
  }, options);
}

/**
 * The table header cells whose text is cut: wider than the cell (scrollWidth > clientWidth) where
 * the cell hides what overflows, or ended by an ellipsis. Empty when every header reads whole.
 */
export async function clippedHeaderCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const cell of document.querySelectorAll('th')) {
      if (!cell.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const table = cell.closest('table')?.getAttribute('aria-label') ?? 'a table';
      const text = (cell.textContent ?? '').trim().replace(/\s+/g, ' ');
      const described = `the header cell "${text}" of ${table}`;
      const rect = cell.getBoundingClientRect();
      // Overflowing text is cut where the cell hides it (or ends it with an ellipsis), or else
      // runs over the next cell: either way the header does not read whole.
      if (cell.scrollWidth > cell.clientWidth + 1) {
        problems.push(`${described} is cut (${cell.scrollWidth} px of text in ${cell.clientWidth} px)`);
        continue;
      }
      let hidden = false;
      for (let box = cell.parentElement; box && box !== document.body && !hidden; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const bounds = box.getBoundingClientRect();
        hidden = rect.left < bounds.left - 1 || rect.right > bounds.right + 1;
      }
      if (hidden || rect.left < -1 || rect.right > window.innerWidth + 1) {
        problems.push(`${described} is out of sight sideways`);
        continue;
      }
      // A cell kept in view over the others (sticky) must not sit on this one.
      const y = rect.top + rect.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      for (const x of [rect.left + 2, rect.right - 2]) {
        const top = document.elementFromPoint(x, y);
        const over = top?.closest('th');
        if (top && over && over !== cell) {
          problems.push(`${described} lies under the header cell "${(over.textContent ?? '').trim()}"`);
          break;
        }
      }
    }
    return problems;
  });
}

/** The reflow width of WCAG 1.4.10: 320 CSS px, as a phone at 400 % zoom on a 1280 px screen. */
export const REFLOW = { width: 320, height: 640 } as const;

/**
 * What the mouse can click but the keyboard cannot reach: a visible element drawn with the pointer
 * cursor that is neither focusable nor inside a focusable control or a label. Empty when none.
 */
export async function pointerOnlyControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const reachable = 'a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"])';
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).cursor !== 'pointer' || element.closest(reachable)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      problems.push(
        `${element.tagName.toLowerCase()} "${text}" is clicked with a mouse but the keyboard cannot reach it`,
      );
    }
    return problems;
  });
}

/**
 * The visible, enabled controls that pressing Tab from the top of the page never reaches (within
 * an open dialog, only the dialog's own). A radio counts as reached when one of its group is, since
 * the arrow keys move within the group. Empty when the keyboard reaches every one.
 */
export async function unreachableByTab(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const scope = document.querySelector('.modal.show') ?? document.body;
    const controls = [
      ...scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter(
      (control) =>
        control.tabIndex >= 0 &&
        !control.matches(':disabled') &&
        control.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    controls.forEach((control) => control.setAttribute('data-tab-probe', 'waiting'));
    const listening = new AbortController();
    document.addEventListener(
      'focusin',
      (event) => {
        if (event.target instanceof HTMLElement && event.target.dataset.tabProbe)
          event.target.dataset.tabProbe = 'reached';
      },
      { capture: true, signal: listening.signal },
    );
    (window as unknown as { tabProbe: AbortController }).tabProbe = listening;
    // Tab moves on from the last focused place: start from a mark at the top of the scope.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset.tabStart = '';
    scope.prepend(start);
    start.focus();
    return controls.length;
  });
  // From the top, the Tab order visits each control once; some take more than one press (a time
  // input stops at its hours and its minutes), so the presses go on while any is left, within bounds.
  let presses = 0;
  for (let left = count; left > 0 && presses < count * 3 + 5;) {
    for (let press = 0; press <= left; press++, presses++) await page.keyboard.press('Tab');
    left = await page.evaluate(() => document.querySelectorAll('[data-tab-probe="waiting"]').length);
  }
  return page.evaluate(() => {
    (window as unknown as { tabProbe: AbortController }).tabProbe.abort();
    document.querySelector('[data-tab-start]')?.remove();
    const probed = [...document.querySelectorAll<HTMLElement>('[data-tab-probe]')];
    const radioGroupsReached = new Set(
      probed
        .filter((control) => control.matches('input[type=radio]') && control.dataset.tabProbe === 'reached')
        .map((radio) => radio.getAttribute('name')),
    );
    const problems = probed
      .filter((control) => control.dataset.tabProbe !== 'reached')
      .filter(
        (control) => !(control.matches('input[type=radio]') && radioGroupsReached.has(control.getAttribute('name'))),
      )
      .map((control) => {
        const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ');
        return `${control.tagName.toLowerCase()} "${label.slice(0, 60)}" is not reached by the Tab key`;
      });
    probed.forEach((control) => control.removeAttribute('data-tab-probe'));
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
}

export const COLOUR_SCHEMES = ['light', 'dark'] as const;

/**
 * Checks what the page shows at 1280×800 and on a phone (390×844), in the light and the dark colour
 * scheme: the portal follows the scheme (Bootstrap's data-bs-theme), axe finds nothing serious,
 * nothing is off-screen or hidden in a box that scrolls sideways (at either width), no table header
 * cell is cut, nothing is for the mouse only, and Tab reaches every control; then, at 320×640, the
 * page reflows without scrolling sideways (WCAG 1.4.10). Saves a screenshot of each variant and
 * answers the problems, each with the screen and the variants that have it.
 */
export async function auditScreen(page: Page, name: string, ready: () => Promise<unknown>): Promise<string[]> {
  const variantsByProblem = new Map<string, string[]>();
  const found = page.viewportSize();
  for (const [, viewport] of BOTH_WIDTHS) {
    for (const colorScheme of COLOUR_SCHEMES) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await ready().catch(async (error: unknown) => {
        await screenshot(page, `a11y-${name}-${viewport.width}px-${colorScheme}-not-ready`);
        throw error;
      });
      const theme = await page
        .waitForFunction((scheme) => document.documentElement.dataset.bsTheme === scheme, colorScheme, {
          timeout: 2_000,
        })
        .then(() => [])
        .catch(() => [`the page does not follow the ${colorScheme} colour scheme (data-bs-theme)`]);
      const violations = await axeViolations(page);
      // The colour scheme changes colours only: what is where, and the Tab order, are checked once per width.
      const layout =
        colorScheme === 'light'
          ? [
              ...(await offScreenProblems(page, { scrollingAllowed: false })),
              ...(await clippedHeaderCells(page)),
              ...(await pointerOnlyControls(page)),
              ...(await unreachableByTab(page)),
            ]
          : [];
      const found = [...theme, ...violations, ...layout];
      const variant = `${viewport.width}px ${colorScheme}`;
      for (const problem of found) variantsByProblem.set(problem, [...(variantsByProblem.get(problem) ?? []), variant]);
      await screenshot(page, `a11y-${name}-${viewport.width}px-${colorScheme}`);
    }
  }
  await page.setViewportSize(REFLOW);
  await page.emulateMedia({ colorScheme: 'light' });
  await ready();
  const reflow = await pageScrollsSideways(page);
  if (reflow) variantsByProblem.set(`at 320 px ${reflow}`, [`${REFLOW.width}px light`]);
  await screenshot(page, `a11y-${name}-${REFLOW.width}px-light`);
  // The steps after the audit go on in the window they had.
  if (found) {
    await page.setViewportSize(found);
    await ready();
  }
  return [...variantsByProblem].map(([problem, variants]) => `${name} [${variants.join(', ')}]: ${problem}`);
}
