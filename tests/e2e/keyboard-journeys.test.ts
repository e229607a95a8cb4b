import { expect } from 'chai';
import { SELECTION_UPDATED } from '../../domain/messages.js';
import { MAX_SELECTED_COMPANIES } from '../../domain/selection.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { ROLE_HOME_PATHS } from '../../ui/src/session/role-pages.js';
import { MOBILE_BREAKPOINT_PX } from '../../ui/src/layout/breakpoint.js';
import { region, rowOf } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { arrowTo, focused, named, pressOn, tabTo, typeInto } from './support/keyboard.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

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

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`a coordinator signs in, checks a student in by their code, starts and finishes their interview with the keyboard alone, every focus visible (${width})`, async () => {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Keyboard Works ${viewport.width}`,
        viewport.width === 1280 ? '23810' : '23820',
      );
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
      const { code } = await fair.api.ok<{ code: string }>('GET', '/student/check-in-code', { token: nimal.token });

      const page = await e2e().newPage(viewport);
      await page.goto(ROLE_SIGN_IN_PATHS.coordinator);
      await typeInto(page, page.getByLabel('Email', { exact: true }), company.coordinator.email);
      await typeInto(page, page.getByLabel('Password', { exact: true }), company.coordinator.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === ROLE_HOME_PATHS.coordinator);

      if (viewport.width < MOBILE_BREAKPOINT_PX) {
        await pressOn(page, named('Menu'));
        await page.getByRole('link', { name: 'Ongoing', exact: true }).waitFor();
        await arrowTo(page, named('Ongoing'));
        await page.keyboard.press('Enter');
      } else {
        await pressOn(page, page.getByRole('link', { name: 'Ongoing', exact: true }));
      }
      const upcoming = region(page, 'Upcoming');
      await rowOf(upcoming, nimal.fullName).waitFor();

      await pressOn(page, page.getByRole('button', { name: 'Check In', exact: true }));
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Check-in code').waitFor();
      await typeInto(page, dialog.getByLabel('Check-in code'), code);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await rowOf(upcoming, nimal.fullName).getByText('Here').waitFor();
      const checkIn = page.getByRole('button', { name: 'Check In', exact: true });
      expect(
        await checkIn.evaluate((button) => button === document.activeElement),
        'the focus back on Check In',
      ).to.equal(true);

      await pressOn(page, rowOf(upcoming, nimal.fullName).getByRole('button', { name: 'Make Ongoing' }));
      const current = region(page, 'Current Interview');
      await current.getByText(nimal.fullName).waitFor();
      expect((await fair.interview(company, nimal.interviewId)).status).to.equal('ongoing');

      await pressOn(page, current.getByRole('button', { name: 'Mark As Done' }));
      await rowOf(region(page, 'Finished'), nimal.fullName).waitFor();
      expect((await fair.interview(company, nimal.interviewId)).status).to.equal('finished');

      // Starting someone not checked in asks first: the question takes the focus, Enter confirms.
      await pressOn(page, rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Make Ongoing' }));
      const confirm = page.getByRole('dialog', { name: `${sanduni.fullName} has not checked in` });
      await pressOn(page, confirm.getByRole('button', { name: 'Make Ongoing' }));
      await current.getByText(sanduni.fullName).waitFor();
      expect((await fair.interview(company, sanduni.interviewId)).status).to.equal('ongoing');
    });
  }
});
