import { expect } from 'chai';
import { ROLE_HOME_PATHS, ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { region, rowOf } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { pressOn, typeInto } from './support/keyboard.js';

describe('browser: a coordinator runs the queue with the keyboard alone', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`signs in, checks a student in by their code, starts and finishes their interview, every focus visible (${width})`, async () => {
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

      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (await menu.isVisible()) await pressOn(page, menu);
      await pressOn(page, page.getByRole('link', { name: 'Ongoing', exact: true }));
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
      expect(await checkIn.evaluate((button) => button === document.activeElement), 'the focus back on Check In').to.equal(
        true,
      );

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
