import { expect } from 'chai';
import { formatEventTime } from '../../domain/event-time.js';
import { followHeaderLink, region, rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';

describe('browser: Mark No-Show asks first, and a no-show is not shown as here', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`asks before marking a checked-in student a no-show, Cancel changes nothing, and the row then says No-Show alone (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Noshow ${viewport.width}`,
        viewport === DESKTOP ? '23710' : '23720',
      );
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
      const checkedInAt = await fair.checkIn(company, nimal);

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      // The dashboard lists the company's students once signed in: the header is there too.
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Ongoing');
      const upcoming = region(page, 'Upcoming');
      await rowOf(upcoming, nimal.fullName).getByText('Here').waitFor();

      await rowOf(upcoming, nimal.fullName).getByRole('button', { name: 'Mark No-Show' }).click();
      const confirm = page.getByRole('dialog', { name: `${nimal.fullName} is checked in` });
      await confirm
        .getByText(
          `${nimal.fullName} checked in at ${formatEventTime(new Date(checkedInAt))}. Mark them as a no-show anyway?`,
        )
        .waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect((await fair.interview(company, nimal.interviewId)).status).to.equal('assigned');
      await rowOf(upcoming, nimal.fullName).getByText('Here').waitFor();

      await rowOf(upcoming, nimal.fullName).getByRole('button', { name: 'Mark No-Show' }).click();
      await confirm.getByRole('button', { name: 'Mark No-Show' }).click();
      await confirm.waitFor({ state: 'detached' });
      const finished = region(page, 'Finished');
      const row = rowOf(finished, nimal.fullName);
      await row.getByText('no-show').waitFor();
      expect((await fair.interview(company, nimal.interviewId)).status).to.equal('no-show');
      expect(await row.getByText('Here').count()).to.equal(0);

      // A student not checked in is asked about too, in plainer words.
      await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Mark No-Show' }).click();
      const plain = page.getByRole('dialog', { name: `Mark ${sanduni.fullName} as a no-show?` });
      await plain.getByRole('button', { name: 'Cancel' }).click();
      await plain.waitFor({ state: 'detached' });
      expect((await fair.interview(company, sanduni.interviewId)).status).to.equal('assigned');
    });
  }
});
