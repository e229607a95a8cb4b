import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { fairEndsAt } from '../../domain/company-report.js';
import { DEFAULT_EVENT_TIME_ZONE } from '../../domain/event-time.js';
import { readSheet } from '../support/downloads-readers.js';
import { pdfTextLines } from '../support/pdf-text.js';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, fairDayIn, type FairCompany } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

const MINUTE = 60_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COMPANY_REPORT_BUTTONS = ['Fair report (PDF)', 'Fair report (.xlsx)'] as const;

const reportButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The file a button downloads, with the content type the portal answered it with and its bytes. */
async function downloadThrough(page: Page, button: string, path: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(path));
  const download = page.waitForEvent('download');
  await reportButton(page, button).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    type: (await answered).headers()['content-type'],
    bytes: await readFile(await file.path()),
  };
}

/** The company's Students screen, once its own downloads are there (the report's come with the fair's days). */
async function studentsScreen(page: Page, company: FairCompany): Promise<void> {
  await signInAsCompany(page, company);
  await followHeaderLink(page, 'Students');
  await page.getByRole('button', { name: 'Download Assessments' }).waitFor();
}

describe("browser: the companies' report after the fair", function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it("offers no report before the fair's last day is over, the buttons coming when it ends on a screen left open, and a refused download says why", async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Early Bird Labs');
    const days = [fairDayIn(3)];
    await fair.fairDays(days);
    const token = await fair.api.signIn('company', { username: company.username, password: company.password });
    const refused = await fair.api.call('GET', '/company/report.xlsx', { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.match(/^The report is ready once the fair's last day is over, from /);

    // The browser's clock stands ten minutes before the fair's end: no button, until the fair ends
    // while the screen is open. The portal's clock decides the download, and says why not.
    const endsAt = fairEndsAt(days, DEFAULT_EVENT_TIME_ZONE)!;
    const page = await e2e().newPage();
    await page.clock.install({ time: new Date(endsAt.getTime() - 10 * MINUTE) });
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await signInAsCompany(page, company);
    const daysRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/fair-days'));
    await followHeaderLink(page, 'Students');
    await daysRead;
    await page.getByRole('button', { name: 'Download Assessments' }).waitFor();
    for (const name of COMPANY_REPORT_BUTTONS) expect(await reportButton(page, name).count(), name).to.equal(0);

    await page.clock.fastForward(11 * MINUTE);
    await reportButton(page, 'Fair report (.xlsx)').click();
    await nextAlert(page, refused.body.message);
    expect(downloads).to.deep.equal([]);
  });

  it("gives each company its figures as a PDF and a workbook once the fair has ended, and the admin every company's in one sheet", async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Harbour Robotics', '2711');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
    for (const [student, rating] of [
      [nimal, 4],
      [sanduni, 2],
    ] as const) {
      await fair.move(company, student.interviewId, 'ongoing');
      await fair.move(company, student.interviewId, 'finished');
      await fair.assess(company, student.interviewId, rating);
    }
    await fair.move(company, kasun.interviewId, 'no-show');
    const other = await fair.company('Inland Software');
    const dilani = await fair.interviewee(other, { commonName: 'Dilani', indexNumber: '27120A' });
    await fair.placeInPanels(other, { 'Panel B': [dilani] });
    await fair.move(other, dilani.interviewId, 'ongoing');
    await fair.move(other, dilani.interviewId, 'finished');
    await fair.fairDays([fairDayIn(-12), fairDayIn(-11)]);

    const admin = await e2e().newPage();
    await signInThroughUi(admin, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const sheet = await downloadThrough(admin, 'Companies after the fair (.xlsx)', '/admin/fair-report.xlsx');
    expect([sheet.name, sheet.type]).to.deep.equal(['fair-report-all-companies.xlsx', XLSX]);
    const { rows: sheetRows } = await readSheet(sheet.bytes, 'Companies');
    expect(sheetRows[0]?.slice(0, 4)).to.deep.equal(['Company', 'Interviews held', 'Walk-ins', 'No-shows']);
    const companies = await fair.api.ok<{ companyName: string }[]>('GET', '/company/all-short', {
      token: await fair.admin(),
    });
    const named = sheetRows.slice(1).map((row) => row[0]);
    expect(named.at(-1)).to.equal('Fair median');
    expect(named.slice(0, -1)).to.have.members(companies.map((each) => each.companyName));
    const rowOf = (name: string) => sheetRows.find((row) => row[0] === name)!;
    // Interviews held, walk-ins, no-shows; then assessments, lowest and highest rating.
    expect(rowOf('Harbour Robotics').slice(1, 4)).to.deep.equal([2, 0, 1]);
    expect(rowOf('Harbour Robotics').slice(7)).to.deep.equal([2, 2, 4]);
    expect(rowOf('Inland Software').slice(1, 4)).to.deep.equal([1, 0, 0]);
    const fairMedianHeld = rowOf('Fair median')[1];
    const adminProblems = await auditScreen(admin, 'admin-dashboard-fair-report', () =>
      reportButton(admin, 'Companies after the fair (.xlsx)').waitFor(),
    );
    expect(adminProblems).to.deep.equal([]);

    const page = await e2e().newPage();
    await studentsScreen(page, company);
    const pdf = await downloadThrough(page, 'Fair report (PDF)', '/company/report.pdf');
    expect([pdf.name, pdf.type]).to.deep.equal(['fair-report.pdf', 'application/pdf']);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    const lines = pdfTextLines(pdf.bytes);
    expect(lines[0]).to.equal('Harbour Robotics: report of the fair');
    expect(lines).to.include('2 to 4 over 2 assessments');

    const workbook = await downloadThrough(page, 'Fair report (.xlsx)', '/company/report.xlsx');
    expect([workbook.name, workbook.type]).to.deep.equal(['fair-report.xlsx', XLSX]);
    const { rows } = await readSheet(workbook.bytes, 'Report');
    expect(rows[0]).to.deep.equal(['Figure', 'Your company', 'Fair median']);
    expect(rows.find((row) => row[0] === 'Interviews held')).to.deep.equal(['Interviews held', 2, fairMedianHeld]);
    expect(rows.find((row) => row[0] === 'No-shows')?.[1]).to.equal(1);
    expect(rows.at(-1)?.slice(0, 2)).to.deep.equal(['Ratings, lowest to highest', '2 to 4 over 2 assessments']);
    await screenshot(page, 'company-fair-report');

    const problems = await auditScreen(page, 'company-students-fair-report', () =>
      reportButton(page, 'Fair report (.xlsx)').waitFor(),
    );
    expect(problems).to.deep.equal([]);

    const coordinator = await e2e().newPage();
    await signInAsCoordinator(coordinator, company);
    for (const name of COMPANY_REPORT_BUTTONS) await reportButton(coordinator, name).waitFor();
    const coordinatorProblems = await auditScreen(coordinator, 'coordinator-dashboard-fair-report', () =>
      reportButton(coordinator, 'Fair report (.xlsx)').waitFor(),
    );
    expect(coordinatorProblems).to.deep.equal([]);
  });
});
