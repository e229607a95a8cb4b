import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { formatEventDate, formatEventDateTime, parseEventTime } from '../../domain/event-time.js';
import { followHeaderLink, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { signInThroughUi } from './support/steps.js';

/** "Thu 26 Nov, 09:30": the one format a time is read in. */
const ONE_FORMAT =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{2}:\d{2}$/;

/**
 * What the screen shows of times: it has no 12-hour "AM/PM" time, no ISO or "YYYY-MM-DD" date, no
 * time field that the browser would show in its own locale's clock, and every <time> in the format.
 */
async function expectOneTimeFormat(page: Page, screen: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text, `${screen}: a 12-hour time`).not.to.match(/\b\d{1,2}:\d{2}\s*[AP]M\b/i);
  expect(text, `${screen}: an ISO or YYYY-MM-DD date`).not.to.match(/\d{4}-\d{2}-\d{2}/);
  expect(await page.locator('input[type="time"]').count(), `${screen}: a time field in the browser's clock`).to.equal(
    0,
  );
  for (const shown of await page.locator('main time').allInnerTexts()) {
    expect(shown.trim(), `${screen}: a time`).to.match(ONE_FORMAT);
  }
}

describe('browser: every time is read as the day and HH:MM on the fair clock', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`shows the interviews' times as "Thu 26 Nov, 09:30" to coordinator, company, student and admin (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Clockwork ${viewport.width}`,
        viewport === DESKTOP ? '2491' : '2492',
      );
      const [nimal, sanduni, kasun] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
      const today = formatEventDate(new Date());
      await fair.setTime(company, nimal.interviewId, today, '09:30');
      await fair.setTime(company, sanduni.interviewId, today, '19:45');
      await fair.checkIn(company, sanduni);
      await fair.move(company, nimal.interviewId, 'ongoing');
      const instant = parseEventTime(today, '19:45');
      if (instant._tag === 'Left') throw new Error(instant.left);
      const evening = formatEventDateTime(instant.right);

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Interviews');
      await rowOf(page, sanduni.fullName).getByText(evening).waitFor();
      expect(await rowOf(page, sanduni.fullName).getByLabel(`Time for ${sanduni.fullName}`).inputValue()).to.equal(
        '19:45',
      );
      await screenshot(page, `times-coordinator-interviews-${viewport.width}`);
      await expectOneTimeFormat(page, 'coordinator Interviews');

      await followHeaderLink(page, 'Ongoing');
      await rowOf(page, sanduni.fullName).getByText(evening).first().waitFor();
      await screenshot(page, `times-coordinator-ongoing-${viewport.width}`);
      await expectOneTimeFormat(page, 'coordinator Ongoing');

      const companyPage = await e2e().newPage(viewport);
      await signInAsCompany(companyPage, company);
      await rowOf(companyPage, sanduni.fullName).getByText(evening).first().waitFor();
      await screenshot(companyPage, `times-company-current-${viewport.width}`);
      await expectOneTimeFormat(companyPage, 'company Current Interviews');

      const studentPage = await e2e().newPage(viewport);
      await signInThroughUi(studentPage, 'student', sanduni.email, sanduni.password);
      await studentPage.goto('/student/interviews');
      await studentPage.getByText(evening).first().waitFor();
      await screenshot(studentPage, `times-student-interviews-${viewport.width}`);
      await expectOneTimeFormat(studentPage, 'student Interviews');

      const adminPage = await e2e().newPage(viewport);
      await signInThroughUi(adminPage, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      await adminPage.goto('/admin/interviews');
      await adminPage.getByText(evening).first().waitFor();
      await screenshot(adminPage, `times-admin-interviews-${viewport.width}`);
      await expectOneTimeFormat(adminPage, 'admin Interviews');

      await adminPage.goto('/admin/audit');
      await adminPage.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await adminPage.locator('main').getByText(ONE_FORMAT).first().waitFor();
      await screenshot(adminPage, `times-audit-log-${viewport.width}`);
      await expectOneTimeFormat(adminPage, 'audit log');
    });
  }
});
