import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './portal.js';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts', 'screenshots');

/** Saves the whole page as artifacts/screenshots/{name}.png, kept as a CI artifact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
