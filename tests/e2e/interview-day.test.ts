import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DOWNLOAD_SUCCESS } from '../../ui/src/screen-texts.js';
import { readCalendar } from '../support/calendar-reader.js';
import { auditScreen, axeViolations } from './support/axe.js';
import { region, rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { DESKTOP, PHONE, useE2E } from './support/e2e.js';
import { Fair, type FairStudent } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, nextAlert, signInThroughUi } from './support/steps.js';

/** The page back at its usual size and colours after an audit's tour of them. */
const restore = async (page: Page) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
};

/** The .ics file a click downloads, parsed as a calendar program reads it. */
const downloadedCalendar = async (page: Page, click: () => Promise<void>) => {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).to.match(/\.ics$/);
  return readCalendar(await readFile(await file.path(), 'utf8'));
};

describe('browser: the interview day (check-in, no-shows, times, calendars)', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  const codeOf = (fair: Fair, student: FairStudent) =>
    fair.api.ok<{ code: string }>('GET', '/student/check-in-code', { token: student.token });

  it('shows the student their check-in QR code and typed code, their missed interviews, and adds their interviews to a calendar', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Helix Labs', '23610');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    await fair.setTime(company, nimal.interviewId, '2099-03-14', '10:30');
    await fair.move(company, sanduni.interviewId, 'no-show');
    const { code } = await codeOf(fair, nimal);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'student', nimal.email, nimal.password);
    await page.getByRole('link', { name: 'Interviews' }).click();
    const qr = page.getByRole('img', { name: `QR code of your check-in code ${code}` });
    const problems = await auditScreen(page, 'student-check-in', () => qr.waitFor());
    await restore(page);
    await page.getByLabel('Your check-in code').getByText(code).waitFor();
    await screenshot(page, 'student-check-in-code');

    const calendar = await downloadedCalendar(page, () =>
      page.getByRole('button', { name: 'Add to Calendar' }).click(),
    );
    expect(calendar.events.map((event) => [event.uid, event.summary])).to.deep.equal([
      [`${nimal.interviewId}@career-fair`, 'Interview with Helix Labs'],
    ]);
    await nextAlert(page, DOWNLOAD_SUCCESS);

    const sanduniPage = await e2e().newPage();
    await signInThroughUi(sanduniPage, 'student', sanduni.email, sanduni.password);
    await sanduniPage.getByRole('link', { name: 'Interviews' }).click();
    const missed = sanduniPage.getByRole('region', { name: 'Earlier today' });
    problems.push(...(await auditScreen(sanduniPage, 'student-missed-interview', () => missed.waitFor())));
    await missed.getByRole('row').filter({ hasText: 'Helix Labs' }).getByText('no-show').waitFor();
    await missed.getByText('If you are here now, ask at the desk to go back in the queue.').waitFor();
    expect(problems).to.deep.equal([]);
  });

  it('checks a student in by the typed code, shows them as here, asks before starting someone not checked in, marks a no-show and sends them back', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Quasar Works', '23620');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
    const { code } = await codeOf(fair, nimal);

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await page.getByRole('link', { name: 'Ongoing' }).click();
    const upcoming = region(page, 'Upcoming');
    await rowOf(upcoming, nimal.fullName).waitFor();

    await page.getByRole('button', { name: 'Check In' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('Check-in code');
    const problems = await auditScreen(page, 'coordinator-check-in', () => field.waitFor());
    await restore(page);
    await field.fill('7K-3M9Q');
    await dialog.getByRole('button', { name: 'Check In' }).click();
    await dialog.getByText('A check-in code has 10 letters and digits, like 7K-3M9Q-XR2T').waitFor();
    await field.fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Check In' }).click();
    await nextAlert(page, `${nimal.fullName} is checked in.`);
    await dialog.waitFor({ state: 'detached' });
    await rowOf(upcoming, nimal.fullName).getByText('Here').waitFor();
    await screenshot(page, 'coordinator-checked-in');

    await dismissAlerts(page);
    await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Make Ongoing' }).click();
    const confirm = page.getByRole('dialog', { name: `${sanduni.fullName} has not checked in` });
    // The dialog belongs to the row's buttons, which a narrow screen lays out anew: checked at this width.
    await confirm.waitFor();
    problems.push(...(await axeViolations(page)).map((violation) => `the not-checked-in dialog: ${violation}`));
    await screenshot(page, 'coordinator-not-checked-in');
    // The table turns into cards on a phone turned upright: the question stays open meanwhile.
    await page.setViewportSize(PHONE);
    await rowOf(upcoming, sanduni.fullName).and(page.getByRole('listitem')).waitFor();
    await confirm.getByText(`Nobody has checked ${sanduni.fullName} in at the desk yet.`).waitFor();
    await restore(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await fair.interview(company, sanduni.interviewId)).status).to.equal('assigned');

    await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Mark No-Show' }).click();
    const noShow = page.getByRole('dialog', { name: `Mark ${sanduni.fullName} as a no-show?` });
    await noShow.getByRole('button', { name: 'Mark No-Show' }).click();
    await noShow.waitFor({ state: 'detached' });
    const finished = region(page, 'Finished');
    await rowOf(finished, sanduni.fullName).getByText('no-show').waitFor();
    expect((await fair.interview(company, sanduni.interviewId)).status).to.equal('no-show');
    await rowOf(finished, sanduni.fullName).getByRole('button', { name: 'Back to queue' }).click();
    await rowOf(upcoming, sanduni.fullName).waitFor();

    await rowOf(upcoming, nimal.fullName).getByRole('button', { name: 'Make Ongoing' }).click();
    await page.locator('.current-interview').getByText(nimal.fullName).waitFor();
    expect((await fair.interview(company, nimal.interviewId)).status).to.equal('ongoing');
    expect(problems).to.deep.equal([]);
  });

  it("proposes the panel's next free time in the Set Time form, and adds the panel's schedule to a calendar", async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Vertex Systems', '23630');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await page.getByRole('link', { name: 'Interviews' }).click();
    const row = rowOf(page, nimal.fullName);
    const propose = row.getByRole('button', { name: `Next free slot, ${nimal.fullName}` });
    const problems = await auditScreen(page, 'coordinator-set-time-proposal', () => propose.waitFor());
    await restore(page);
    await propose.click();
    const time = row.getByLabel(`Time for ${nimal.fullName}`, { exact: true });
    await page.waitForFunction(
      (input) => /^\d\d:\d\d$/.test((input as HTMLInputElement).value),
      await time.elementHandle(),
    );
    const proposed = await time.inputValue();
    await row.getByRole('button', { name: 'Set Time' }).click();
    await nextAlert(page, 'Interview time set');
    expect((await fair.interview(company, nimal.interviewId)).time).to.be.a('string');

    const calendar = await downloadedCalendar(page, () =>
      page.getByRole('button', { name: 'Add to Calendar' }).click(),
    );
    expect(calendar.events.map((event) => event.uid)).to.deep.equal([`${nimal.interviewId}@career-fair`]);
    expect(proposed).to.match(/^\d\d:\d\d$/);
    expect(problems).to.deep.equal([]);
  });
});
