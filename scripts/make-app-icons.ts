/*
 * Draws the installable app's icons (ui/public/icons/) from the society's logo (ui/public/logo.svg)
 * with the Chromium the browser tests use: `npx tsx scripts/make-app-icons.ts`. Run it again when the
 * logo changes and commit the PNGs. The maskable icon keeps the logo inside the safe zone (80 %).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(path.join(root, 'ui/public/logo.svg'), 'utf8');
const out = path.join(root, 'ui/public/icons');
mkdirSync(out, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, logoShare: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, logoShare: 0.8, background: '#ffffff' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logoSize = Math.round(icon.size * icon.logoShare);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background};display:grid;place-items:center;height:100vh">` +
        `<div style="width:${logoSize}px;height:${logoSize}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        '</body></html>',
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
