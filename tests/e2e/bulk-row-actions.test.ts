import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { auditScreen } from './support/axe.js';
import { rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { DESKTOP, PHONE, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, nextAlert, signInThroughUi } from './support/steps.js';

/** Ticks the rows of these students, in this order. */
async function choose(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
}

describe('browser: acting on the interviews chosen on a table', function () {
  this.timeout(300_000);
  const e2e = useE2E();

  it('a coordinator chooses three rows, assigns them a panel, gives them times one after the other, and deletes one after a confirmation', async () => {
    const fair = new Fair(e2e().portal);
    const {
      company,
      students: [nimal, sanduni, kasun],
    } = await fair.companyWithInterviewees('Bulk Rows Engineering', '25110');
    await fair.panel(company, 'Panel A');

    const page = await e2e().newPage(DESKTOP);
    await signInAsCoordinator(page, company);
    await rowOf(page, nimal.fullName).first().waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Actions on the chosen interviews' });
    expect(await toolbar.count()).to.equal(0);

    await choose(page, [sanduni.fullName, nimal.fullName, kasun.fullName]);
    await toolbar.getByText('3 interviews chosen').waitFor();
    await toolbar.getByRole('button', { name: 'Assign panel' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign 3 interviews to a panel' });
    await assign.getByLabel('Panel').selectOption({ label: 'Panel A' });
    await assign.getByRole('button', { name: 'Assign panel' }).click();
    await nextAlert(page, '3 of 3 interviews assigned a panel');
    await page.getByRole('tab', { name: /Panel A\s*3/ }).waitFor();
    expect(await toolbar.count(), 'the rows done are no longer chosen').to.equal(0);
    await dismissAlerts(page);

    await choose(page, [sanduni.fullName, nimal.fullName, kasun.fullName]);
    await toolbar.getByRole('button', { name: 'Set time' }).click();
    const times = page.getByRole('dialog', { name: 'Set the times of 3 interviews' });
    expect(await times.getByRole('listitem').allTextContents()).to.deep.equal([
      sanduni.fullName,
      nimal.fullName,
      kasun.fullName,
    ]);
    await times.getByLabel('Day').fill('2099-03-02');
    await times.getByLabel('Start time').fill('10:00');
    await times.getByRole('button', { name: 'Set time' }).click();
    await nextAlert(page, '3 of 3 interviews given a time');
    for (const [student, clock] of [
      [sanduni, '10:00'],
      [nimal, '10:30'],
      [kasun, '11:00'],
    ] as const) {
      await rowOf(page, student.fullName).first().getByText(clock, { exact: true }).waitFor();
    }
    await screenshot(page, 'bulk-rows-times-set');
    await dismissAlerts(page);

    await choose(page, [kasun.fullName]);
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 1 interview?' });
    await confirm.getByText(kasun.fullName).waitFor();
    const problems = await auditScreen(page, 'bulk-rows-delete-dialog', () => confirm.waitFor());
    await page.setViewportSize(DESKTOP);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await nextAlert(page, '1 of 1 interviews deleted');
    await rowOf(page, kasun.fullName).first().waitFor({ state: 'detached' });
    await rowOf(page, sanduni.fullName).first().getByText('10:00', { exact: true }).waitFor();
    await page.getByRole('tab', { name: /Panel A\s*2/ }).waitFor();
    expect(problems).to.deep.equal([]);
  });

  it("an admin chooses a page's rows on a phone, and an interview that has started is refused with its reason and stays chosen", async () => {
    const fair = new Fair(e2e().portal);
    const {
      company,
      students: [nimal, sanduni],
    } = await fair.companyWithInterviewees('Bulk Rows Admin Ltd', '25120');
    await fair.placeInPanels(company, { 'Desk 1': [nimal, sanduni] });
    await fair.move(company, nimal.interviewId, 'ongoing');

    const page = await e2e().newPage(PHONE);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.goto('/admin/interviews');
    await page.getByLabel('Company', { exact: true }).selectOption({ label: company.companyName });
    await rowOf(page, sanduni.indexNumber).first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Actions on the chosen interviews' });
    await toolbar.getByText('3 interviews chosen').waitFor();
    const problems = await auditScreen(page, 'bulk-rows-admin-chosen', () => toolbar.waitFor());
    await page.setViewportSize(PHONE);
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 interviews?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await nextAlert(
      page,
      `2 of 3 interviews deleted; 1 refused. ${nimal.fullName}: Cannot delete an interview that is ongoing: only one that has not started, or a cancelled one, can be deleted`,
    );
    await toolbar.getByText('1 interview chosen').waitFor();
    await rowOf(page, sanduni.indexNumber).first().waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: `Select ${nimal.fullName}` }).isChecked()).to.equal(true);
    await screenshot(page, 'bulk-rows-admin-refused');
    expect(problems).to.deep.equal([]);
  });
});
