import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { signInHeading } from '../../ui/src/session/role-pages.js';
import { followHeaderLink, region, rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { signUpThroughUi } from './support/steps.js';

const API = '**/rest/api/v1/**';

/**
 * Whether a person can click `control` where it is: scrolled into view, the element under its
 * centre is the control or inside it (no alert lies over it).
 */
async function clickable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** The controls of the page that some alert lies over (their names), wherever the page is scrolled. */
async function controlsUnderAlerts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const alerts = [...document.querySelectorAll('.alert')].map((alert) => alert.getBoundingClientRect());
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea')].filter(
      (control) => !control.closest('.alert') && control.getClientRects().length > 0,
    );
    // (written inline: a named helper would not survive the trip into the page)
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return alerts.some((a) => a.left < box.right && box.left < a.right && a.top < box.bottom && box.top < a.bottom);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

describe('browser: alerts sit beside the controls, and a failed connection says so with a Retry', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    const prefix = viewport === DESKTOP ? '2481' : '2482';

    it(`leaves "Back to queue" clickable while the no-show's alert shows, announced as a status (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(`Alerted ${viewport.width}`, `${prefix}0`);
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Ongoing');
      const upcoming = region(page, 'Upcoming');
      await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Mark No-Show' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mark No-Show' }).click();

      const back = rowOf(region(page, 'Finished'), sanduni.fullName).getByRole('button', { name: 'Back to queue' });
      await back.waitFor();
      const shown = page.getByRole('status').filter({ hasText: 'Success!' });
      await shown.waitFor();
      await screenshot(page, `alert-beside-back-to-queue-${viewport.width}`);
      expect(await controlsUnderAlerts(page)).to.deep.equal([]);
      expect(await clickable(back)).to.equal(true);
      await back.click();
      await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Mark No-Show' }).waitFor();
    });

    it(`leaves Sign in clickable under the alerts that follow a sign-up (${width})`, async function () {
      const page = await e2e().newPage(viewport);
      await signUpThroughUi(page, {
        email: `signup${viewport.width}@uni.test`,
        fullName: 'N.K. Perera',
        commonName: 'Nimali',
        indexNumber: `${prefix}1X`,
        password: 'nimali-secret',
      });
      await page.getByRole('heading', { name: signInHeading('student') }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
      await page.getByRole('button', { name: 'Resend Email' }).waitFor();
      await screenshot(page, `alert-beside-sign-in-${viewport.width}`);

      expect(await controlsUnderAlerts(page)).to.deep.equal([]);
      expect(await clickable(page.getByRole('button', { name: 'Sign in' }))).to.equal(true);
    });

    it(`takes away the "Success!" of an earlier Set Time when a time is refused (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(`Timed ${viewport.width}`, `${prefix}2`);
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Interviews');
      await page.getByRole('heading', { name: 'Interviews' }).waitFor();
      await rowOf(page, nimal.fullName).getByLabel(`Time for ${nimal.fullName}`).fill('09:30');
      await rowOf(page, nimal.fullName).getByRole('button', { name: 'Set Time' }).click();
      await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor();

      const other = rowOf(page, sanduni.fullName);
      await other.getByLabel(`Time for ${sanduni.fullName}`).fill('09:30');
      await other.getByRole('button', { name: 'Set Time' }).click();
      await other.locator('.invalid-feedback').filter({ hasText: /\S/ }).waitFor();
      await screenshot(page, `refused-time-without-success-${viewport.width}`);
      expect(await page.getByText('Success!').count()).to.equal(0);
      expect(await controlsUnderAlerts(page)).to.deep.equal([]);
    });

    it(`says the portal cannot be reached, offers Retry, and Retry loads the list once it can (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(`Unreached ${viewport.width}`, `${prefix}3`);
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      await rowOf(page, nimal.fullName).first().waitFor();

      await page.route(API, (route) => route.abort());
      await followHeaderLink(page, 'Interviews');
      const failure = page.getByRole('alert').filter({ hasText: "Can't reach the portal" });
      await failure.waitFor();
      expect(await page.getByText('Failed to fetch', { exact: true }).count()).to.equal(0);
      const retry = failure.getByRole('button', { name: 'Retry' });
      await screenshot(page, `unreachable-list-${viewport.width}`);
      expect(await clickable(retry)).to.equal(true);

      // Retry while still cut off fails again, saying the same.
      await retry.click();
      await failure.waitFor();

      await page.unroute(API);
      await retry.click();
      await rowOf(page, nimal.fullName).getByLabel(`Time for ${nimal.fullName}`).waitFor();

      // A change that cannot be sent says so, and that it may not be saved.
      await page.route(API, (route) => route.abort());
      await rowOf(page, sanduni.fullName).getByLabel(`Time for ${sanduni.fullName}`).fill('10:15');
      await rowOf(page, sanduni.fullName).getByRole('button', { name: 'Set Time' }).click();
      await page
        .getByText(/Can't reach the portal\. Check your connection: this change may not have been saved\./)
        .first()
        .waitFor();
      await screenshot(page, `unreachable-change-${viewport.width}`);
      await page.unroute(API);
    });
  }
});
