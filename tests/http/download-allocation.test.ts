import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { ALLOCATION_COLUMNS } from '../../domain/allocation.js';
import { EVENT_DATE_TIME_SHEET_FORMAT, eventWallClock } from '../../domain/event-time.js';
import { createCompany, signInCompany, type CreatedCompany } from '../support/company-accounts.js';
import { readSheet } from '../support/downloads-readers.js';
import { attachmentName, envelopeOf } from '../support/downloads-http.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

describe('The allocation spreadsheet over HTTP', () => {
  let portal: TestPortal, admin: string;
  let zeta: CreatedCompany;
  let alpha: CreatedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    zeta = await createCompany(portal, admin, {
      companyName: 'Zeta Power',
      areas: ['Power Systems'],
      panels: ['Power and Energy'],
    });
    alpha = await createCompany(portal, admin, {
      companyName: 'Alpha Soft',
      areas: ['AI / SE'],
      panels: ['Software Engineering'],
    });
  });
  after(() => portal.dispose());

  const allocation = (token: string) => portal.api.download('/admin/allocation.xlsx', token);

  const submit = async (student: ConfirmedStudent, interestedArea: string, companies: CreatedCompany[]) => {
    const answer = await portal.api.post(
      '/student/selected-companies',
      {
        interestedArea,
        selectedCompaniesbyStudent: companies.map((company, i) => ({
          companyId: company.id,
          companyName: company.companyName,
          selectedPanel: company.panels[0],
          order: i + 1,
        })),
      },
      student.token,
    );
    if (answer.status >= 300) throw new Error(`selection refused: ${answer.status} ${answer.body.message}`);
  };

  it('answers 404 "No data available to download" before anyone has selected a company', async () => {
    const answer = await allocation(admin);
    expect(answer.status).to.equal(404);
    expect(envelopeOf(answer.bytes)).to.include({ success: false, message: 'No data available to download' });
  });

  it('is for admins only', async () => {
    const student = await registerConfirmedStudent(portal);
    expect((await allocation(student.token)).status).to.equal(403);
    expect((await allocation(await signInCompany(portal, zeta))).status).to.equal(403);
    expect((await allocation('')).status).to.equal(401);
  });

  it('gives selected_companies_sorted.xlsx, sheet "Sorted Allocation", rows in allocation order', async () => {
    const software = await registerConfirmedStudent(portal, { fullName: 'A. Software', indexNumber: '1900101' });
    const power = await registerConfirmedStudent(portal, { fullName: 'B. Power', indexNumber: '1900102' });
    await submit(software, 'AI / SE', [zeta, alpha]);
    await submit(power, 'Power Systems', [alpha, zeta]);

    const answer = await allocation(admin);
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(attachmentName(answer.headers)).to.equal('selected_companies_sorted.xlsx');
    expect(answer.headers.get('cache-control')).to.equal('private, no-store');
    const sheet = await readSheet(answer.bytes, 'Sorted Allocation');
    expect(sheet.names).to.deep.equal(['Sorted Allocation']);
    expect(sheet.rows[0]).to.deep.equal([...ALLOCATION_COLUMNS]);
    // Alpha first; within a company the student whose interest matches comes first, whatever the priority.
    expect(sheet.rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[5], row[6]])).to.deep.equal([
      ['Alpha Soft', 'Software Engineering', 'A. Software', '1900101', 'AI / SE', 2],
      ['Alpha Soft', 'Software Engineering', 'B. Power', '1900102', 'Power Systems', 1],
      ['Zeta Power', 'Power and Energy', 'B. Power', '1900102', 'Power Systems', 2],
      ['Zeta Power', 'Power and Energy', 'A. Software', '1900101', 'AI / SE', 1],
    ]);
    // SubmittedAt: date cells holding the fair's clock (submitted a moment ago), shown as "Thu 26 Nov, 09:30".
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const submitted = workbook
      .getWorksheet('Sorted Allocation')!
      .getColumn(ALLOCATION_COLUMNS.indexOf('SubmittedAt') + 1);
    const now = eventWallClock(new Date()).getTime();
    let cells = 0;
    submitted.eachCell((cell, row) => {
      if (row === 1) return;
      cells += 1;
      expect(cell.value).to.be.instanceOf(Date);
      expect(Math.abs((cell.value as Date).getTime() - now)).to.be.below(10 * 60_000);
      expect(cell.numFmt).to.equal(EVENT_DATE_TIME_SHEET_FORMAT);
    });
    expect(cells).to.equal(sheet.rows.length - 1);
  });
});
