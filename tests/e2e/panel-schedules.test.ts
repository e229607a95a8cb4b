import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { DOWNLOAD_SUCCESS } from '../../ui/src/screen-texts.js';
import { readZip } from '../support/downloads-readers.js';
import { pdfTextLines } from '../support/pdf-text.js';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, nextAlert } from './support/steps.js';

describe("browser: a panel's printable schedule", function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('lists the panel in queue order by day, prints without navigation, and downloads as PDF and xlsx', async () => {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Quartz Controls', '23140', { withCv: true });
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
    await fair.setTime(company, nimal.interviewId, '2099-03-01', '10:00');
    await fair.setTime(company, sanduni.interviewId, '2099-03-01', '10:30');

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Interviews');
    await page.getByRole('link', { name: 'Schedule' }).click();
    await page.getByRole('heading', { name: 'Schedule: Panel A' }).waitFor();

    const day = page.getByRole('table', { name: 'Panel A, Sun 1 Mar' });
    const untimed = page.getByRole('table', { name: 'Panel A, No time yet' });
    const rowsOf = async (table: typeof day) =>
      (await table.locator('tbody tr').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
    expect(await rowsOf(day)).to.deep.equal([
      ['1', '10:00', nimal.fullName, nimal.indexNumber],
      ['2', '10:30', sanduni.fullName, sanduni.indexNumber],
    ]);
    expect(await rowsOf(untimed)).to.deep.equal([['3', '', kasun.fullName, kasun.indexNumber]]);

    const problems = await auditScreen(page, 'panel-schedule', () => day.waitFor());
    expect(problems, problems.join('\n')).to.deep.equal([]);

    // Printed: the schedule alone, without the header's navigation or the page's own controls.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    expect(await page.getByRole('navigation').first().isVisible()).to.equal(false);
    expect(await page.locator('header').first().isVisible()).to.equal(false);
    for (const control of ['Print', 'Download schedule (.pdf)', 'Download schedule (.xlsx)']) {
      expect(await page.getByRole('button', { name: control }).isVisible(), control).to.equal(false);
    }
    expect(await day.isVisible()).to.equal(true);
    expect(await untimed.isVisible()).to.equal(true);
    await screenshot(page, 'panel-schedule-print');
    await page.emulateMedia({ media: 'screen' });

    const downloaded = async (button: string) => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const download = await downloading;
      await nextAlert(page, DOWNLOAD_SUCCESS);
      await dismissAlerts(page);
      return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
    };

    const pdf = await downloaded('Download schedule (.pdf)');
    expect(pdf.name).to.equal('schedule-Panel-A.pdf');
    const text = pdfTextLines(pdf.bytes);
    expect(text.slice(0, 3)).to.deep.equal([
      'Panel A: interview schedule',
      "Quartz Controls. Times on the event's clock (Asia/Colombo).",
      'Sun 1 Mar',
    ]);
    expect(text).to.include.members([nimal.fullName, nimal.indexNumber, '10:00', 'No time yet', kasun.fullName]);
    expect(text.indexOf(nimal.fullName)).to.be.lessThan(text.indexOf(sanduni.fullName));

    const xlsx = await downloaded('Download schedule (.xlsx)');
    expect(xlsx.name).to.equal('schedule-Panel-A.xlsx');
    const workbook = await new ExcelJS.Workbook().xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).to.deep.equal(['Sun 1 Mar', 'No time yet']);
    const sheetRows = (sheet: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    expect(sheetRows(workbook.worksheets[0]!)).to.deep.equal([
      ['Queue', 'Time', 'Student', 'Index Number'],
      [1, new Date('2099-03-01T10:00:00Z'), nimal.fullName, nimal.indexNumber],
      [2, new Date('2099-03-01T10:30:00Z'), sanduni.fullName, sanduni.indexNumber],
    ]);

    // One day alone.
    await page.getByLabel('Day').selectOption({ label: 'Sun 1 Mar' });
    await untimed.waitFor({ state: 'detached' });
    // The one day's schedule is read anew: its table comes back once it is.
    await day.locator('tbody tr').nth(1).waitFor();
    expect(await rowsOf(day)).to.have.length(2);

    // The company reaches the same schedule from its current interviews, and its CVs from its Students screen.
    const desk = await e2e().newPage();
    await signInAsCompany(desk, company);
    await desk.getByLabel('Panel').selectOption({ label: 'Panel A' });
    await desk.getByRole('link', { name: 'Schedule' }).click();
    await desk.getByRole('table', { name: 'Panel A, Sun 1 Mar' }).waitFor();
    await followHeaderLink(desk, 'Students');
    const downloading = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Download CVs' }).click();
    const bundle = await downloading;
    await nextAlert(desk, DOWNLOAD_SUCCESS);
    expect(bundle.suggestedFilename()).to.equal(`${company.username}.zip`);
    expect((await readZip(await readFile(await bundle.path()))).length).to.equal(3);
  });
});
