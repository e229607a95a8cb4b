import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SELECTION_UPDATED } from '../../domain/messages.js';
import { MAX_SELECTED_COMPANIES } from '../../domain/selection.js';
import { BOTH_WIDTHS, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

/** How many Tab presses a step may take to reach its control before the journey counts as blocked. */
const MAX_TABS = 80;

/** What the focused element is called, and whether a focus indicator (outline or shadow) is drawn on it. */
async function focused(page: Page): Promise<{ name: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: true };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return { name: `${element.tagName.toLowerCase()} "${name}"`, visible: outline || shadow };
  });
}

/**
 * Presses Tab (Shift+Tab backwards) until the focused element matches, checking at every stop that
 * the focus is visible; fails when it is never reached.
 */
async function tabTo(page: Page, wanted: (name: string) => boolean, backwards = false): Promise<void> {
  const unseen: string[] = [];
  const stops: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now.name);
    if (!now.visible) unseen.push(now.name);
    if (wanted(now.name)) {
      expect(unseen, 'controls focused without a visible focus indicator').to.deep.equal([]);
      return;
    }
  }
  throw new Error(`never reached by the keyboard; the focus went to: ${[...new Set(stops)].join(', ')}`);
}

/** Presses ArrowDown (in a menu) until the focused element matches, the focus visible at every stop. */
async function arrowTo(page: Page, wanted: (name: string) => boolean): Promise<void> {
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('ArrowDown');
    const now = await focused(page);
    expect(now.visible, `a visible focus on ${now.name}`).to.equal(true);
    if (wanted(now.name)) return;
  }
  throw new Error(`never reached by the arrows; last focus: ${(await focused(page)).name}`);
}

const named = (text: string) => (name: string) => name.endsWith(`"${text}"`);

describe('browser: keyboard-only journeys', function () {
  this.timeout(300_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`a student ranks ${MAX_SELECTED_COMPANIES} companies and submits with the keyboard alone, the focus always visible (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const tag = viewport.width;
      const names: string[] = [];
      for (let n = 1; n <= MAX_SELECTED_COMPANIES; n++) {
        names.push(`Key Firm ${tag}-${n}`);
        await fair.company(`Key Firm ${tag}-${n}`);
      }
      const student = await fair.student({
        commonName: `Keyboard${tag}`,
        indexNumber: `24210${tag === 1280 ? 1 : 2}K`,
      });
      const page = await e2e().newPage(viewport);
      page.setDefaultTimeout(20_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInThroughUi(page, 'student', student.email, student.password);
      await page.getByRole('heading', { name: 'Account' }).waitFor();

      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if ((await menu.count()) > 0) {
        await tabTo(page, named('Menu'));
        await page.keyboard.press('Enter');
        await page.getByRole('link', { name: 'Companies', exact: true }).waitFor();
        await arrowTo(page, named('Companies'));
      } else {
        await tabTo(page, named('Companies'));
      }
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Companies' }).waitFor();

      await tabTo(page, named('Add Company'));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Company' });
      await dialog.waitFor();
      for (const name of names) {
        // An accordion header reads the logo's initials before the name.
        await tabTo(
          page,
          (focus) => focus.startsWith('button') && focus.endsWith(`${name}"`) && !focus.includes('"Add '),
        );
        await page.keyboard.press('Enter');
        await tabTo(page, named(`Add ${name}`));
        await page.keyboard.press('Space');
        await dialog.getByText(`${names.indexOf(name) + 1} of ${MAX_SELECTED_COMPANIES} selected`).waitFor();
      }
      await tabTo(page, named('Done'));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`${MAX_SELECTED_COMPANIES} of ${MAX_SELECTED_COMPANIES}`).waitFor();

      // The last company becomes the first choice: its up arrow, pressed nine times, keeps the focus.
      const last = names[MAX_SELECTED_COMPANIES - 1]!;
      await tabTo(page, named(`Move ${last} up`));
      for (let n = 1; n < MAX_SELECTED_COMPANIES; n++) await page.keyboard.press('Enter');
      const firstRow = page.locator('main table tbody tr').first();
      await firstRow.getByText(last).waitFor();
      // At the top its up arrow is disabled: the focus stays in the row, on its down arrow, not lost to the page.
      const kept = await focused(page);
      expect(kept.name).to.equal(`button "Move ${last} down"`);
      expect(kept.visible, 'the kept focus is visible').to.equal(true);

      await tabTo(page, (name) => name.startsWith('select') && name.includes('Select an area'));
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#interested-area').inputValue()).to.not.equal('');
      await tabTo(page, named('Submit'));
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      await tabTo(page, (name) => name.startsWith('button') && name.endsWith('"Submit"'));
      await screenshot(page, `keyboard-student-submit-${viewport.width}`);
      await page.keyboard.press('Enter');
      await nextAlert(page, SELECTION_UPDATED);

      const submitted = await fair.api.ok<{ selectedCompaniesbyStudent: { companyName: string; order: number }[] }>(
        'GET',
        '/student/selected-companies',
        { token: student.token },
      );
      expect(submitted.selectedCompaniesbyStudent.map((entry) => entry.companyName)).to.deep.equal([
        last,
        ...names.slice(0, MAX_SELECTED_COMPANIES - 1),
      ]);
    });
  }
});
