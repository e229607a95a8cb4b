import type { Locator, Page } from 'playwright-core';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';
import { ROLE_HOME_PATHS } from '../../../ui/src/session/role-pages.js';

/** Signs in through the role's sign-in page and waits for the role's home. */
export async function signInThroughUi(
  page: Page,
  role: Role,
  identity: string,
  password: string,
  options: { readonly rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto(ROLE_SIGN_IN_PATHS[role]);
  await page.getByLabel(role === 'company' ? 'Username' : 'Email', { exact: true }).fill(identity);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === ROLE_HOME_PATHS[role]);
}

/** A newcomer's details as the sign-up form asks for them. */
export interface SignUpDetails {
  readonly email: string;
  readonly fullName: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly password: string;
}

/** Fills the sign-up form (title Miss) and sends it. */
export async function signUpThroughUi(page: Page, details: SignUpDetails): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Name With Initials').fill(details.fullName);
  await page.getByRole('radiogroup', { name: 'Title' }).getByLabel('Miss', { exact: true }).check();
  await page.getByLabel('Common Name').fill(details.commonName);
  await page.getByLabel('Index Number').fill(details.indexNumber);
  await page.getByLabel('Password').fill(details.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Logs out through the user badge and waits for the role's sign-in page. */
export async function logOutThroughUi(page: Page, role: Role): Promise<void> {
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Account menu' }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS[role]);
}

/** A small square JPEG drawn by the browser itself, for logo and picture uploads. */
export async function jpegFromBrowser(page: Page, size = 64): Promise<Buffer> {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#0d6efd';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#ffc107';
    context.beginPath();
    context.arc(side / 2, side / 2, side / 3, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  }, size);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The text of the alert banner that appears next, waiting for it. */
export async function nextAlert(page: Page, text: string): Promise<void> {
  await page.locator('.alert-stack').getByText(text, { exact: true }).first().waitFor();
}

/**
 * Closes every alert banner on screen, one at a time, waiting for each to go before reaching for
 * the next (a click on a banner that is already leaving would wait for one that never comes).
 */
export async function dismissAlerts(page: Page): Promise<void> {
  const close = page.locator('.alert-stack').getByRole('button', { name: 'Close alert' });
  for (let shown = await close.count(); shown > 0; shown = await close.count()) {
    await close.first().click();
    await page.waitForFunction((before) => document.querySelectorAll('.alert-stack .alert').length < before, shown);
  }
}

/**
 * Marks the loaded document so that a later check can tell whether the page was reloaded since:
 * what a screen shows must change by polling, not by a reload. The mark lives on `window`, which a
 * reload replaces (sessionStorage would not do: it survives a reload).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const mark = `document-${Date.now()}`;
  await page.evaluate((value) => {
    (window as unknown as Record<string, string>).__documentMark = value;
  }, mark);
  return async () =>
    page.evaluate((value) => (window as unknown as Record<string, string>).__documentMark === value, mark);
}

/** Make Ongoing on a row for a student nobody has checked in: the desk asks first, and the step confirms. */
export async function makeOngoingUnchecked(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Make Ongoing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make Ongoing' }).click();
}
