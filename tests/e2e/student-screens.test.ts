import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { followHeaderLink, region, rowOf, signInAsCompany } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair, pdfBytes, type FairStudent } from './support/fair.js';
import { UPDATES_LIVE } from './support/live.js';
import { screenshot } from './support/screenshots.js';
import { signInThroughUi } from './support/steps.js';
import { chooseFile } from './support/student-steps.js';

/** The portal tells within a second; chromium and the portal share a busy machine here. */
const PUSHED = { timeout: 15_000 } as const;

describe("browser: the student's screens say one thing and keep what the student did", function () {
  this.timeout(240_000);
  const e2e = useE2E();

  const signedIn = async (student: FairStudent, viewport: { width: number; height: number }): Promise<Page> => {
    const page = await e2e().newPage(viewport);
    page.setDefaultTimeout(20_000);
    await signInThroughUi(page, 'student', student.email, student.password);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    return page;
  };

  for (const [width, viewport] of BOTH_WIDTHS) {
    const n = viewport === DESKTOP ? 1 : 2;

    it(`keeps unsubmitted choices as a draft across Account and back, marked not submitted, until discarded (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      await fair.company(`Draft Alpha ${n}`);
      await fair.company(`Draft Beta ${n}`);
      const student = await fair.student({ commonName: `Drafter${n}`, indexNumber: `24100${n}D` });
      const page = await signedIn(student, viewport);
      await followHeaderLink(page, 'Companies');
      await page.getByRole('heading', { name: 'Companies' }).waitFor();
      await page.getByRole('button', { name: 'Add Company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Company' });
      for (const name of [`Draft Alpha ${n}`, `Draft Beta ${n}`]) {
        const item = dialog.locator('.accordion-item').filter({ hasText: name });
        await item.getByRole('button', { name }).click();
        await item.getByRole('button', { name: `Add ${name}` }).click();
      }
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('2 of 10').waitFor();

      await followHeaderLink(page, 'Account');
      await page.getByRole('heading', { name: 'Account' }).waitFor();
      await followHeaderLink(page, 'Companies');
      await page.getByRole('heading', { name: 'Companies' }).waitFor();
      await page.getByText('2 of 10').waitFor();
      const table = page.locator('main table');
      await rowOf(table, `Draft Alpha ${n}`).waitFor();
      await rowOf(table, `Draft Beta ${n}`).waitFor();
      await page.getByText('Draft — not submitted yet').waitFor();
      await screenshot(page, `student-selection-draft-${viewport.width}`);

      await page.getByRole('button', { name: 'Discard draft' }).click();
      await page.getByText('0 of 10').waitFor();
      await page.getByText(NO_DATA_AVAILABLE).waitFor();
      expect(await page.getByText('Draft — not submitted yet').count()).to.equal(0);
      await followHeaderLink(page, 'Account');
      await followHeaderLink(page, 'Companies');
      await page.getByText('0 of 10').waitFor();
    });

    it(`gives the reorder arrows and Remove targets of at least 44×44 px (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const first = await fair.company(`Target One ${n}`);
      const second = await fair.company(`Target Two ${n}`);
      const student = await fair.student({ commonName: `Targeter${n}`, indexNumber: `24110${n}T` });
      await fair.submitSelection(student, [{ company: first }, { company: second }]);
      const page = await signedIn(student, viewport);
      await followHeaderLink(page, 'Companies');
      const buttons = [
        page.getByRole('button', { name: `Move Target One ${n} up` }),
        page.getByRole('button', { name: `Move Target One ${n} down` }),
        page.getByRole('button', { name: `Remove Target One ${n}` }),
      ];
      await buttons[0]!.waitFor();
      for (const button of buttons) {
        const label = (await button.getAttribute('aria-label')) ?? '';
        const box = await button.boundingBox();
        expect(box, label).to.not.equal(null);
        expect(box!.width, `${label}: width`).to.be.at.least(44);
        expect(box!.height, `${label}: height`).to.be.at.least(44);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll').to.be.at.most(0);
      await screenshot(page, `student-selection-targets-${viewport.width}`);
    });

    it(`says the same about the CV on Account and Selected Companies, and offers no Download CV without one (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const company = await fair.company(`Cv Firm ${n}`);
      const student = await fair.student({ commonName: `Cvless${n}`, indexNumber: `24120${n}C` });
      await fair.submitSelection(student, [{ company }]);
      const page = await signedIn(student, viewport);

      const account = page.locator('main');
      await account.getByText('CV not uploaded', { exact: true }).waitFor();
      const download = account.getByRole('button', { name: 'Download CV', exact: true });
      expect(await download.isDisabled(), 'Download CV without a CV').to.equal(true);
      await account.getByText('No CV uploaded', { exact: true }).waitFor();

      await followHeaderLink(page, 'Companies');
      await page.getByRole('link', { name: 'Selected Companies' }).click();
      const item = page.locator('.accordion-item').filter({ hasText: `Cv Firm ${n}` });
      await item.getByText('CV not uploaded', { exact: true }).waitFor();
      await item
        .getByRole('button', { name: new RegExp(`Cv Firm ${n}`) })
        .first()
        .click();
      const forCompany = item.getByRole('button', { name: `Download CV for Cv Firm ${n}` });
      expect(await forCompany.isDisabled()).to.equal(true);
      await item.getByText('No CV uploaded', { exact: true }).waitFor();

      await followHeaderLink(page, 'Account');
      await chooseFile(page, account.getByRole('button', { name: 'Upload CV', exact: true }), {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes('General'),
      });
      await account.getByText('CV uploaded', { exact: true }).waitFor();
      expect(await download.isDisabled()).to.equal(false);
      await followHeaderLink(page, 'Companies');
      await page.getByRole('link', { name: 'Selected Companies' }).click();
      await item.getByText('General CV', { exact: true }).waitFor();
      expect(await item.getByText('CV not uploaded', { exact: true }).count()).to.equal(0);
      await screenshot(page, `student-selected-general-cv-${viewport.width}`);
    });

    it(`disables a company's Download CV with "No CV uploaded" for an interviewee without one (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(`Cv Desk ${n}`, `2413${n}`);
      const [nimal, sanduni] = students;
      await fair.uploadCv(nimal);
      await fair.placeInPanels(company, { 'Software Engineering': [nimal, sanduni] });
      const page = await e2e().newPage(viewport);
      page.setDefaultTimeout(20_000);
      await signInAsCompany(page, company);
      const upcoming = region(page, 'Upcoming');
      const withCv = rowOf(upcoming, nimal.fullName).getByRole('button', { name: `Download CV of ${nimal.fullName}` });
      const without = rowOf(upcoming, sanduni.fullName).getByRole('button', {
        name: `Download CV of ${sanduni.fullName}`,
      });
      await without.waitFor();
      expect(await withCv.isDisabled()).to.equal(false);
      expect(await without.isDisabled()).to.equal(true);
      await rowOf(upcoming, sanduni.fullName).getByText('No CV uploaded').waitFor();
      await screenshot(page, `company-no-cv-${viewport.width}`);
    });

    it(`announces "you're next" in a live region, and takes it back after a no-show (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(`Next Desk ${n}`, `2414${n}`);
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Software Engineering': [nimal, sanduni] });
      const page = await signedIn(sanduni, viewport);
      const live = page.getByRole('status', { name: 'Your turn' });
      await live.waitFor({ state: 'attached' });
      expect(await live.getAttribute('aria-live')).to.equal('polite');
      expect((await live.innerText()).trim()).to.equal('');
      await followHeaderLink(page, 'Interviews');
      await page.getByText(UPDATES_LIVE).waitFor();

      await fair.move(company, nimal.interviewId, 'ongoing');
      await live.getByText(`You are next at Next Desk ${n} (Software Engineering).`, { exact: false }).waitFor(PUSHED);
      expect(await live.innerText()).to.contain("You're next");
      await screenshot(page, `student-youre-next-${viewport.width}`);

      await fair.move(company, sanduni.interviewId, 'no-show');
      await page.waitForFunction(
        () => document.querySelector('[role="status"][aria-label="Your turn"]')?.textContent?.trim() === '',
        undefined,
        PUSHED,
      );
      const earlier = page.getByRole('region', { name: 'Earlier today' });
      await rowOf(earlier, `Next Desk ${n}`).getByText('No-Show').waitFor(PUSHED);
    });

    it(`keeps finished and no-show interviews under "Earlier today" with their outcome (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const first = await fair.company(`Earlier One ${n}`);
      const second = await fair.company(`Earlier Two ${n}`);
      const student = await fair.student({ commonName: `Historian${n}`, indexNumber: `24150${n}H` });
      await fair.submitSelection(student, [{ company: first }, { company: second }]);
      const one = await fair.createInterview(student, first);
      const two = await fair.createInterview(student, second);
      await fair.assign(first, one, await fair.panel(first, 'Panel A'));
      await fair.assign(second, two, await fair.panel(second, 'Panel A'));

      const page = await signedIn(student, viewport);
      await followHeaderLink(page, 'Interviews');
      await page.getByText(UPDATES_LIVE).waitFor();
      await rowOf(region(page, 'Upcoming'), `Earlier One ${n}`).waitFor();

      await fair.move(first, one, 'ongoing');
      await fair.move(first, one, 'finished');
      await fair.move(second, two, 'no-show');
      const earlier = page.getByRole('region', { name: 'Earlier today' });
      await rowOf(earlier, `Earlier One ${n}`).getByText('Finished').waitFor(PUSHED);
      await rowOf(earlier, `Earlier Two ${n}`).getByText('No-Show').waitFor(PUSHED);
      expect(await rowOf(region(page, 'Upcoming'), `Earlier One ${n}`).count()).to.equal(0);
      await screenshot(page, `student-earlier-today-${viewport.width}`);
    });
  }
});
