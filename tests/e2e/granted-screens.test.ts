import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { ERROR_FETCHING_SELECTED_COMPANIES } from '../../ui/src/screen-texts.js';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { signInThroughUi } from './support/steps.js';

/** What the specification grants and these screens offer: the admin's interviews, a coordinator's look-up, a failing list. */
describe('browser: the screens of what the spec grants', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  const expectAccessible = async (page: Page, name: string, ready: () => Promise<unknown>) => {
    const problems = await auditScreen(page, name, ready);
    expect(problems, `\n${problems.join('\n')}\n`).to.deep.equal([]);
  };
  const rows = (page: Page): Locator => page.getByRole('table', { name: 'Interviews' }).locator('tbody tr');

  it('an admin sees every interview, walk-ins included, and narrows them by company, panel, status and kind', async () => {
    const fair = new Fair(e2e().portal);
    const { company: zircon, students } = await fair.companyWithInterviewees('Zircon Grid', '23150');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(zircon, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });
    await fair.move(zircon, nimal.interviewId, 'ongoing');
    const onyx = await fair.company('Onyx Robotics');
    const walker = await fair.student({ commonName: 'Walker', indexNumber: '231599W' });
    await fair.openWalkIn(onyx, true);
    await fair.takeWalkIn(onyx, walker);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await followHeaderLink(page, 'Interviews');
    await page.getByRole('heading', { name: 'Interviews' }).waitFor();
    for (const student of [nimal, sanduni, kasun, walker]) await rowOf(page, student.indexNumber).waitFor();
    await rowOf(page, walker.indexNumber).getByText('Walk-in').waitFor();

    await page.getByLabel('Company').selectOption({ label: zircon.companyName });
    await expectRows(
      rows(page),
      [nimal, sanduni, kasun].map((student) => student.indexNumber),
    );
    await page.getByLabel('Panel').selectOption({ label: 'Panel A' });
    await expectRows(rows(page), [nimal.indexNumber, sanduni.indexNumber]);
    await page.getByLabel('Status').selectOption('ongoing');
    await expectRows(rows(page), [nimal.indexNumber]);
    await expectAccessible(page, 'admin-interviews-filtered', () => rowOf(page, nimal.indexNumber).waitFor());

    await page.getByLabel('Company').selectOption({ label: 'All' });
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Kind').selectOption({ label: 'Walk-ins' });
    await expectRows(rows(page), [walker.indexNumber]);
    await expectAccessible(page, 'admin-interviews-walk-ins', () => rowOf(page, walker.indexNumber).waitFor());
  });

  it('a coordinator looks up any student of the fair by index number and reads their profile', async () => {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Garnet Systems');
    const stranger = await fair.student({ commonName: 'Dilini', fullName: 'D.R. Jayasuriya', indexNumber: '231601D' });
    await fair.describe(stranger, {
      description: 'Builds embedded firmware for solar inverters.',
      linkedInURL: 'https://www.linkedin.com/in/dilini-j',
      githubURL: 'https://github.com/dilini-j',
    });
    await fair.student({ commonName: 'Other', indexNumber: '231602O' });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Students');
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    await page.getByLabel('Search by index number').fill(stranger.indexNumber);
    await rowOf(page, stranger.indexNumber).waitFor();
    await rowOf(page, '231602O').waitFor({ state: 'detached' });
    await expectAccessible(page, 'coordinator-students', () => rowOf(page, stranger.indexNumber).waitFor());

    const dialog = page.getByRole('dialog', { name: 'Student Profile' });
    await expectAccessible(page, 'coordinator-student-profile', async () => {
      if (!(await dialog.isVisible())) {
        await page.getByRole('button', { name: `View profile of ${stranger.fullName}` }).click();
      }
      await dialog.getByText('Builds embedded firmware for solar inverters.').waitFor();
    });
    expect(await dialog.getByRole('link', { name: 'https://github.com/dilini-j' }).count()).to.equal(1);
    expect(await dialog.getByRole('button', { name: 'Save Assessment' }).count()).to.equal(0);
  });

  it("a student's Selected Companies screen says 'Error fetching selected companies' when its list cannot load", async () => {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Basalt Mining Tech');
    const student = await fair.student({ commonName: 'Ruwan', indexNumber: '231701R' });
    await fair.submitSelection(student, [{ company }]);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'student', student.email, student.password);
    await page.route('**/rest/api/v1/student/selected-companies', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.goto('/student/selected');
    const failure = page.getByRole('alert').or(page.locator('.alert-danger')).filter({
      hasText: ERROR_FETCHING_SELECTED_COMPANIES,
    });
    await expectAccessible(page, 'student-selected-error', () => failure.first().waitFor());
    expect(await page.getByText(company.companyName).count()).to.equal(0);

    await page.unroute('**/rest/api/v1/student/selected-companies');
    await page.reload();
    await page.getByText(company.companyName).first().waitFor();
  });
});

/** Waits until the table shows exactly the rows of these index numbers (the filtered list is read again). */
async function expectRows(rows: Locator, indexNumbers: readonly string[]): Promise<void> {
  for (const indexNumber of indexNumbers) await rows.filter({ hasText: indexNumber }).waitFor();
  await rows.nth(indexNumbers.length).waitFor({ state: 'detached' });
}
