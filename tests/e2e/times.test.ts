import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  EVENT_DATE_TIME_SHEET_FORMAT,
  formatEventDate,
  formatEventDateTime,
  parseEventTime,
} from '../../domain/event-time.js';
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
    it(`shows the interviews' times, the selections' and the audit log's as "Thu 26 Nov, 09:30" to coordinator, company, student and admin, and the allocation workbook holds date cells shown so (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Clockwork ${viewport.width}`,
        viewport === DESKTOP ? '2491' : '2492',
      );
      const [nimal, sanduni, kasun] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
      const chooser = await fair.student({
        commonName: `Ruvini${viewport.width}`,
        indexNumber: viewport === DESKTOP ? '249101R' : '249201R',
      });
      await fair.submitSelection(chooser, [{ company }]);
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

      // Company Select's Submitted At, then the same instant in the allocation workbook.
      await adminPage.goto('/admin/company-select');
      await rowOf(adminPage, chooser.indexNumber).first().getByText(ONE_FORMAT).first().waitFor();
      await screenshot(adminPage, `times-company-select-${viewport.width}`);
      await expectOneTimeFormat(adminPage, 'admin Company Select');
      await adminPage.goto('/admin');
      const [download] = await Promise.all([
        adminPage.waitForEvent('download'),
        adminPage.getByRole('button', { name: 'Download allocation (.xlsx)' }).click(),
      ]);
      const workbook = await new ExcelJS.Workbook().xlsx.load(
        (await readFile(await download.path())) as unknown as ArrayBuffer,
      );
      const sheet = workbook.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const submittedAt = header.indexOf('SubmittedAt') + 1;
      const index = header.indexOf('IndexNumber') + 1;
      const texts: string[] = [];
      let chosen: ExcelJS.Cell | undefined;
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        row.eachCell((cell) => typeof cell.value === 'string' && texts.push(cell.value));
        if (row.getCell(index).value === chooser.indexNumber) chosen = row.getCell(submittedAt);
      });
      expect(
        texts.filter((text) => /\d{4}-\d{2}-\d{2}|\d:\d{2}/.test(text)),
        'a time written as text',
      ).to.deep.equal([]);
      expect(chosen?.value, "the chooser's SubmittedAt").to.be.instanceOf(Date);
      expect(chosen?.numFmt).to.equal(EVENT_DATE_TIME_SHEET_FORMAT);
    });
  }
});
