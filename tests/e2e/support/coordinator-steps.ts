import type { Locator, Page } from 'playwright-core';
import { MOBILE_BREAKPOINT_PX } from '../../../ui/src/layout/breakpoint.js';
import type { FairCompany } from './fair.js';
import { signInThroughUi } from './steps.js';

/** The coordinator of the company signs in on the coordinator sign-in page and lands on the dashboard. */
export async function signInAsCoordinator(page: Page, company: FairCompany): Promise<void> {
  await signInThroughUi(page, 'coordinator', company.coordinator.email, company.coordinator.password);
}

/** The company signs in with its username and lands on its current interviews. */
export async function signInAsCompany(page: Page, company: Pick<FairCompany, 'username' | 'password'>): Promise<void> {
  await signInThroughUi(page, 'company', company.username, company.password);
}

/** A titled part of a screen (a card whose heading names it), e.g. "Current Interview" or "Upcoming". */
export function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * The entry that shows `text` (a student's name or index number) inside `scope`: a table row on a
 * wide screen, a list item under the mobile breakpoint.
 */
export function rowOf(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('row').or(scope.getByRole('listitem')).filter({ hasText: text });
}

/** The header link `name`, through the burger menu when the window is narrow: its href, once clicked. */
export async function clickHeaderLink(page: Page, name: string): Promise<string | null> {
  // Decided by the window, not by whether a burger is there: just after a resize the header may
  // still show the layout of the width before.
  const narrow = (page.viewportSize()?.width ?? Infinity) < MOBILE_BREAKPOINT_PX;
  if (narrow) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const link = page.getByRole('link', { name, exact: true });
  const to = await link.getAttribute('href');
  await link.click();
  return to;
}

/**
 * Goes to the screen of a header link, and waits until it is shown: the screen before stays until
 * the new one's code has arrived, so a field found by its label could still be the old screen's.
 * The header marks the link current in the same render as the new screen.
 */
export async function followHeaderLink(page: Page, name: string): Promise<void> {
  const to = await clickHeaderLink(page, name);
  await page.locator(`a[aria-current="page"][href="${to}"]`).first().waitFor({ state: 'attached' });
}
