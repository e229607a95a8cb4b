import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { attachmentName, envelopeOf } from '../support/downloads-http.js';
import {
  assignPanel,
  createInterview,
  createPanel,
  setInterviewTime,
  studentSelecting,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { ACME_ROBOTICS_AND_GLOBEX_POWER, startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import { pdfTextLines } from '../support/pdf-text.js';
import type { TestPortal } from '../support/portal-harness.js';

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`).toISOString();

interface ScheduleAnswer {
  panel: { _id: string; panelName: string };
  companyName: string;
  days: {
    day: string | null;
    heading: string;
    entries: { queue: number | null; time: string | null; studentName: string; indexNumber: string }[];
  }[];
}

describe("A panel's schedule to hand out over HTTP: GET /panel/{id}/schedule, .pdf and .xlsx", () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  let panel: PanelAnswer;
  const students: { indexNumber: string; name: string }[] = [];

  before(async () => {
    ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies(ACME_ROBOTICS_AND_GLOBEX_POWER));
    panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Robotics Panel');
    // Assigned in this order: queue 1, 2, 3, 4. Day 2 is earlier in the queue than day 1's last.
    const times = [at('2099-03-01', '10:00'), at('2099-03-02', '09:00'), null, at('2099-03-01', '09:30')];
    for (const time of times) {
      const student = await studentSelecting(portal, [acme.company]);
      const interview = await createInterview(portal, adminToken, student.id, acme.company.id);
      await assignPanel(portal, acme.coordinatorToken, interview._id, panel._id);
      if (time !== null) await setInterviewTime(portal, acme.coordinatorToken, interview._id, time);
      // The admin's interview answer carries the student's full name, the name the schedule shows.
      const { fullName } = interview.student as typeof interview.student & { readonly fullName: string };
      students.push({ indexNumber: student.indexNumber, name: fullName });
    }
  });
  after(() => portal.dispose());

  const schedule = (token: string, query?: Record<string, string>) =>
    portal.api.get<ScheduleAnswer>(`/panel/${panel._id}/schedule`, token, query);

  it('lists the interviews by day on the event clock, each day in queue order, those with no time last', async () => {
    const answer = await schedule(acme.coordinatorToken);
    expect(answer.status).to.equal(200);
    expect(answer.body.data.panel.panelName).to.equal('Robotics Panel');
    expect(answer.body.data.companyName).to.equal('Acme Robotics');
    const [first, second, third, fourth] = students;
    expect(
      answer.body.data.days.map((day) => [day.day, day.heading, day.entries.map((e) => [e.queue, e.indexNumber])]),
    ).to.deep.equal([
      [
        '2099-03-01',
        'Sun 1 Mar',
        [
          [1, first!.indexNumber],
          [4, fourth!.indexNumber],
        ],
      ],
      ['2099-03-02', 'Mon 2 Mar', [[2, second!.indexNumber]]],
      [null, 'No time yet', [[3, third!.indexNumber]]],
    ]);
    expect(answer.body.data.days[0]!.entries[0]).to.deep.equal({
      queue: 1,
      time: at('2099-03-01', '10:00'),
      studentName: first!.name,
      indexNumber: first!.indexNumber,
    });
  });

  it('gives one day when asked, and refuses a day that is not YYYY-MM-DD', async () => {
    const answer = await schedule(acme.coordinatorToken, { day: '2099-03-02' });
    expect(answer.body.data.days.map((day) => day.day)).to.deep.equal(['2099-03-02']);
    const refused = await schedule(acme.coordinatorToken, { day: 'tomorrow' });
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(refused.body)).to.contain('A day is written YYYY-MM-DD');
  });

  it('is open to the company itself and to an admin, and closed to another company and its coordinator', async () => {
    expect((await schedule(acme.companyToken)).status).to.equal(200);
    expect((await schedule(adminToken)).status).to.equal(200);
    expect((await schedule(globex.coordinatorToken)).status).to.equal(403);
    expect((await schedule(globex.companyToken)).status).to.equal(403);
    const unknown = await portal.api.get(`/panel/${'0'.repeat(24)}/schedule`, adminToken);
    expect(unknown.status).to.equal(404);
  });

  it('downloads as a workbook: a sheet per day with queue, time, student name and index number', async () => {
    const answer = await portal.api.download(`/panel/${panel._id}/schedule.xlsx`, acme.companyToken);
    expect(answer.status).to.equal(200);
    expect(attachmentName(answer.headers)).to.equal('schedule-Robotics-Panel.xlsx');
    const workbook = await new ExcelJS.Workbook().xlsx.load(answer.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).to.deep.equal(['Sun 1 Mar', 'Mon 2 Mar', 'No time yet']);
    const rows = (sheet: ExcelJS.Worksheet) => {
      const values: unknown[][] = [];
      sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    const [first, , third, fourth] = students;
    expect(rows(workbook.worksheets[0]!)).to.deep.equal([
      ['Queue', 'Time', 'Student', 'Index Number'],
      [1, new Date('2099-03-01T10:00:00Z'), first!.name, first!.indexNumber],
      [4, new Date('2099-03-01T09:30:00Z'), fourth!.name, fourth!.indexNumber],
    ]);
    expect(rows(workbook.worksheets[2]!)).to.deep.equal([
      ['Queue', 'Time', 'Student', 'Index Number'],
      [3, undefined, third!.name, third!.indexNumber],
    ]);
  });

  it('downloads one day as a PDF whose text lists the queue, time, name and index number', async () => {
    const answer = await portal.api.download(`/panel/${panel._id}/schedule.pdf`, adminToken, { day: '2099-03-01' });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('application/pdf');
    expect(attachmentName(answer.headers)).to.equal('schedule-Robotics-Panel-2099-03-01.pdf');
    const [first, , , fourth] = students;
    expect(pdfTextLines(answer.bytes)).to.deep.equal([
      'Robotics Panel: interview schedule',
      "Acme Robotics. Times on the event's clock (Asia/Colombo).",
      'Sun 1 Mar',
      'Queue',
      'Time',
      'Student',
      'Index Number',
      '1',
      '10:00',
      first!.name,
      first!.indexNumber,
      '4',
      '09:30',
      fourth!.name,
      fourth!.indexNumber,
    ]);
  });

  it("refuses another company's download with a 403 envelope", async () => {
    const answer = await portal.api.download(`/panel/${panel._id}/schedule.pdf`, globex.coordinatorToken);
    expect(answer.status).to.equal(403);
    expect(envelopeOf(answer.bytes).success).to.equal(false);
  });

  it('leaves out an interview that was cancelled', async () => {
    const student = await studentSelecting(portal, [acme.company]);
    const interview = await createInterview(portal, adminToken, student.id, acme.company.id);
    await assignPanel(portal, acme.coordinatorToken, interview._id, panel._id);
    const listed = async () =>
      (await schedule(acme.coordinatorToken)).body.data.days.flatMap((day) => day.entries.map((e) => e.indexNumber));
    expect(await listed()).to.include(student.indexNumber);

    const cancelled = await portal.api.post(`/interview/cancel/${interview._id}`, { reason: null }, adminToken);
    expect(cancelled.status).to.equal(200);
    expect(await listed()).to.not.include(student.indexNumber);
  });
});
