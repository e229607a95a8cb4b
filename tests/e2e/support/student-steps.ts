import type { Locator, Page } from 'playwright-core';
import { screenshot } from './screenshots.js';

/** A file as the browser's file picker hands it over. */
export interface PickedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** Clicks a button that opens the file picker and chooses `file` in it. */
export async function chooseFile(page: Page, button: Locator, file: PickedFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The texts of the column headed `column` in a table's body rows as shown, top to bottom. */
export async function columnTexts(table: Locator, column: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`no column "${column}" among ${headers.join(', ')}`);
  return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim());
}

/** Whether an <img> finished loading real pixels. */
export async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

/**
 * A screenshot of the page at rest: the pointer moved off the controls and every transition (a
 * modal fading in, an accordion opening) finished.
 */
export async function stillScreenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}
