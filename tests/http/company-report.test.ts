import { expect } from 'chai';
import { readSheet } from '../support/downloads-readers.js';
import { pdfFile, uploadGeneralCv } from '../support/downloads-http.js';
import { assignedInterview, moveStatus, twoStaffedCompanies, type StaffedCompany } from '../support/fair-operations.js';
import { pdfTextLines } from '../support/pdf-text.js';
import type { TestPortal } from '../support/portal-harness.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe("The companies' report after the fair over HTTP", () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany, beta: StaffedCompany;

  before(async () => {
    ({
      portal,
      admin,
      acme,
      other: beta,
    } = await twoStaffedCompanies({ companyName: 'Acme Report' }, { companyName: 'Beta Report' }));
    const held = async (company: StaffedCompany, rating: number) => {
      const { interview, student } = await assignedInterview(portal, admin, company);
      await moveStatus(portal, company.coordinatorToken, interview._id, 'ongoing');
      await moveStatus(portal, company.coordinatorToken, interview._id, 'finished');
      const saved = await portal.api.post(
        `/interview/assessment/${interview._id}`,
        { rating, notes: '', nextStep: 'none' },
        company.coordinatorToken,
      );
      expect(saved.status).to.equal(200);
      return { interview, student };
    };
    const first = await held(acme, 4);
    await uploadGeneralCv(portal, first.student.token, pdfFile('a CV read twice'));
    for (let time = 0; time < 2; time++) {
      const cv = await portal.api.download('/interview/get-cv', acme.companyToken, { id: first.interview._id });
      expect(cv.status).to.equal(200);
    }
    await held(acme, 2);
    await held(beta, 5);
    const { interview } = await assignedInterview(portal, admin, acme);
    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');
  });
  after(() => portal.dispose());

  const fairDays = (date: string) =>
    portal.api.post('/admin/fair-settings', { fairDays: [{ date, opens: '09:00', closes: '17:00' }] }, admin);

  it("refuses every download with 409 saying when it is ready until the fair's last day is over", async () => {
    await fairDays('2099-03-10');
    for (const [path, token] of [
      ['/company/report.pdf', acme.companyToken],
      ['/company/report.xlsx', acme.coordinatorToken],
      ['/admin/fair-report.xlsx', admin],
    ] as const) {
      const refused = await portal.api.get(path, token);
      expect([refused.status, refused.body.message], path).to.deep.equal([
        409,
        "The report is ready once the fair's last day is over, from Wed 11 Mar, 00:00 (Asia/Colombo)",
      ]);
    }
  });

  it("gives a company its figures beside the fair's median as a PDF and a workbook once the fair ended", async () => {
    await fairDays('2020-03-10');

    const pdf = await portal.api.download('/company/report.pdf', acme.companyToken);
    expect([pdf.status, pdf.headers.get('content-type')]).to.deep.equal([200, 'application/pdf']);
    const lines = pdfTextLines(pdf.bytes);
    expect(lines[0]).to.equal('Acme Report: report of the fair');
    expect(lines).to.include.members(['Interviews held', 'No-shows', 'Median rating (1 to 5)', 'CVs downloaded']);
    expect(lines).to.include('2 to 4 over 2 assessments');

    const xlsx = await portal.api.download('/company/report.xlsx', acme.coordinatorToken);
    expect([xlsx.status, xlsx.headers.get('content-type')]).to.deep.equal([200, XLSX]);
    const { rows } = await readSheet(xlsx.bytes, 'Report');
    expect(rows.slice(0, 7)).to.deep.equal([
      ['Figure', 'Your company', 'Fair median'],
      ['Interviews held', 2, 1.5],
      ['Walk-ins', 0, 0],
      ['No-shows', 1, 0.5],
      ['Median wait (minutes)', rows[4]![1], rows[4]![2]],
      ['Median rating (1 to 5)', 3, 4],
      ['CVs downloaded', 2, 1],
    ]);
  });

  it("gives the administrators every company's figures in one sheet, with the fair's medians, and no one else", async () => {
    await fairDays('2020-03-10');
    const sheet = await portal.api.download('/admin/fair-report.xlsx', admin);
    const { rows } = await readSheet(sheet.bytes, 'Companies');
    expect(rows.map((row) => row[0])).to.deep.equal(['Company', 'Acme Report', 'Beta Report', 'Fair median']);
    expect(rows[1]!.slice(1, 4)).to.deep.equal([2, 0, 1]);
    expect(rows[2]!.slice(1, 4)).to.deep.equal([1, 0, 0]);
    expect(rows[1]!.slice(7)).to.deep.equal([2, 2, 4]);
    expect(
      rows.slice(1).map((row) => row[6]),
      'CVs downloaded',
    ).to.deep.equal([2, 0, 1]);

    expect((await portal.api.get('/admin/fair-report.xlsx', acme.companyToken)).status).to.equal(403);
    expect((await portal.api.get('/company/report.pdf', admin)).status).to.equal(403);
  });
});
