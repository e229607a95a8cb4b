import { expect } from 'chai';
import { isLeft } from 'fp-ts/lib/Either.js';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ASSESSMENTS_SHEET_NAME, ASSESSMENT_COLUMNS } from '../../domain/assessment.js';
import { formatEventDate, formatEventDateTime, formatEventTime, parseEventTime } from '../../domain/event-time.js';
import { readCalendar } from '../support/calendar-reader.js';
import { readSheet } from '../support/downloads-readers.js';
import { axeViolations } from './support/axe.js';
import { followHeaderLink, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { DESKTOP, PHONE, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { readOutbox } from './support/outbox.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, nextAlert, signInThroughUi } from './support/steps.js';

const MINUTE = 60_000;
const FIVE_MINUTES = 5 * MINUTE;

const instantOn = (date: string, time: string): Date => {
  const instant = parseEventTime(date, time);
  if (isLeft(instant)) throw new Error(instant.left);
  return instant.right;
};

/**
 * The day-2 time: about 20 hours from now on a whole five minutes, so that the reminder sweep
 * (REMINDER_MINUTES 1440) finds it due, and early enough in its day for a 25-minute interview.
 * Day 2 is its date on the fair's clock, day 1 the date before.
 */
const twoDayFair = () => {
  let at = new Date(Math.ceil((Date.now() + 20 * 60 * MINUTE) / FIVE_MINUTES) * FIVE_MINUTES);
  if (formatEventTime(at) >= '23:00') at = new Date(at.getTime() - 2 * 60 * MINUTE);
  const day2 = formatEventDate(at);
  const day1 = formatEventDate(new Date(instantOn(day2, '12:00').getTime() - 24 * 60 * MINUTE));
  return { at, day1, day2, hhmm: formatEventTime(at), shown: formatEventDateTime(at) };
};

/** "Mon 2 Mar": the day part of "Mon 2 Mar, 09:30". */
const dayNameOf = (date: string) => formatEventDateTime(instantOn(date, '12:00')).split(', ')[0]!;

const expectAxeClean = async (page: Page, screen: string) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${screen} at ${viewport.width}`).to.deep.equal([]);
  }
  await page.setViewportSize(DESKTOP);
};

describe("browser: the fair's days", function () {
  this.timeout(240_000);
  const e2e = useE2E({ REMINDER_MINUTES: '1440' });

  it('a two-day fair whose day-2 times show, remind and export correctly', async function () {
    const fair = new Fair(e2e().portal);
    const { at, day1, day2, hhmm, shown } = twoDayFair();
    const { company, students } = await fair.companyWithInterviewees('Two Day Robotics', '2601');
    const [nimal] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal] });

    const admin = await e2e().newPage();
    await signInThroughUi(admin, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await admin.goto('/admin/fair-settings');
    await admin.getByLabel('Days and hours (YYYY-MM-DD HH:MM-HH:MM)').fill(`${day1} 09:00-17:00\n${day2} 00:00-23:59`);
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await nextAlert(admin, 'Fair settings saved');
    await screenshot(admin, 'fair-days-settings');
    await expectAxeClean(admin, 'Fair Settings with days');

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Interviews');
    const row = rowOf(page, nimal.fullName);
    const day = row.getByLabel(`Day for ${nimal.fullName}`);
    // The day list comes once the fair's days are read.
    await day.locator('option').first().waitFor({ state: 'attached' });
    expect(await day.locator('option').allInnerTexts()).to.deep.equal([dayNameOf(day1), dayNameOf(day2)]);
    await day.selectOption({ label: dayNameOf(day2) });
    await row.getByLabel(`Time for ${nimal.fullName}`).fill(hhmm);
    await row.getByRole('button', { name: 'Set Time' }).click();
    await row.locator('time').getByText(shown).waitFor();
    expect((await fair.interview(company, nimal.interviewId)).time).to.equal(at.toISOString());
    await dismissAlerts(page);
    await screenshot(page, 'fair-days-coordinator-day-2');
    await expectAxeClean(page, 'coordinator Interviews with days');

    const desk = await e2e().newPage();
    await signInAsCompany(desk, company);
    await rowOf(desk, nimal.fullName).getByText(shown).first().waitFor();

    const student = await e2e().newPage();
    await signInThroughUi(student, 'student', nimal.email, nimal.password);
    await student.goto('/student/interviews');
    await student.getByText(shown).first().waitFor();
    const calendarDownload = student.waitForEvent('download');
    await student.getByRole('button', { name: 'Add to Calendar' }).click();
    const calendar = readCalendar(await readFile(await (await calendarDownload).path(), 'utf8'));
    expect(calendar.events.map((event) => event.start)).to.deep.equal([at.toISOString()]);

    await e2e().portal.sendDueReminders();
    const reminders = (await readOutbox(e2e().portal.dataDir)).filter(
      (mail) => mail.to.includes(nimal.email) && mail.subject.startsWith('Reminder:'),
    );
    expect(reminders).to.have.length(1);
    expect(reminders[0]?.text).to.include(`Time: ${shown}`);

    await followHeaderLink(desk, 'Students');
    const sheetDownload = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Download Assessments' }).click();
    const sheet = await readSheet(await readFile(await (await sheetDownload).path()), ASSESSMENTS_SHEET_NAME);
    const column = ASSESSMENT_COLUMNS.indexOf('InterviewTime');
    expect(sheet.rows.find((cells) => cells[0] === nimal.indexNumber)?.[column]).to.equal(shown);
  });

  it("refuses a time outside the panel's own hours on the screen, and one off the fair's days, changing nothing", async function () {
    const fair = new Fair(e2e().portal);
    const { day1, day2 } = twoDayFair();
    const admin = await fair.admin();
    await fair.api.ok('POST', '/admin/fair-settings', {
      token: admin,
      json: {
        fairDays: [
          { date: day1, opens: '09:00', closes: '17:00' },
          { date: day2, opens: '00:00', closes: '23:59' },
        ],
      },
    });
    const { company, students } = await fair.companyWithInterviewees('Late Hours Ltd', '2602');
    const [nimal] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal] });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await page.getByRole('tab', { name: /^Panel A/ }).click();
    await page.getByRole('button', { name: 'Panel Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hours of Panel A' });
    const hours = dialog.getByLabel('Days and hours (YYYY-MM-DD HH:MM-HH:MM)');
    expect(await hours.inputValue()).to.equal(`${day1} 09:00-17:00\n${day2} 00:00-23:59`);
    await hours.fill(`${day1} 09:00-12:00\n${day2} 00:00-23:59`);
    await expectAxeClean(page, 'Panel Hours dialog');
    await dialog.getByRole('button', { name: 'Save Hours' }).click();
    await nextAlert(page, 'Panel hours saved');
    await dialog.waitFor({ state: 'detached' });

    await followHeaderLink(page, 'Interviews');
    const row = rowOf(page, nimal.fullName);
    await row.getByLabel(`Day for ${nimal.fullName}`).selectOption({ label: dayNameOf(day1) });
    await row.getByLabel(`Time for ${nimal.fullName}`).fill('11:40');
    await row.getByRole('button', { name: 'Set Time' }).click();
    await row
      .getByText(
        `Panel A interviews on ${dayNameOf(day1)} from 09:00 to 12:00; an interview of 25 minutes must end by 12:00`,
      )
      .waitFor();
    await screenshot(page, 'fair-days-refused');
    expect((await fair.interview(company, nimal.interviewId)).time).to.equal(null);

    const offTheDays = await fair.api.call('POST', `/interview/set-time/${nimal.interviewId}`, {
      token: await fair.api.signIn('coordinator', {
        email: company.coordinator.email,
        password: company.coordinator.password,
      }),
      json: { time: new Date(instantOn(day2, '10:00').getTime() + 24 * 60 * MINUTE).toISOString() },
    });
    expect(offTheDays.status).to.equal(400);
    expect(offTheDays.body.message).to.equal(
      `Interviews are held on the fair's days only: ${dayNameOf(day1)}, ${dayNameOf(day2)}`,
    );
    expect((await fair.interview(company, nimal.interviewId)).time).to.equal(null);
  });
});
