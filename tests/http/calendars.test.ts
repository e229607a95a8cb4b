import { expect } from 'chai';
import {
  assignedInterview,
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  setInterviewTime,
  studentSelecting,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { readCalendar } from '../support/calendar-reader.js';
import { ACME_ROBOTICS_AND_GLOBEX_POWER, startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';

const at = (hhmm: string) => new Date(`2099-03-01T${hhmm}:00+05:30`).toISOString();

describe('Interview calendars over HTTP: GET /interview/calendar.ics', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(
    async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies(ACME_ROBOTICS_AND_GLOBEX_POWER)),
  );
  after(() => portal.dispose());

  const calendar = async (token: string, query?: Record<string, string>) => {
    const answer = await portal.api.download('/interview/calendar.ics', token, query);
    expect(answer.status, answer.bytes.toString()).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('text/calendar; charset=utf-8');
    return { disposition: answer.headers.get('content-disposition') ?? '', ...readCalendar(answer.bytes.toString()) };
  };

  it('gives a student their timed interviews: company, panel, start, end 25 minutes later, one stable UID each', async () => {
    const student = await studentSelecting(portal, [acme.company, globex.company]);
    const timed = await createInterview(portal, adminToken, student.id, acme.company.id);
    const panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Robotics Panel');
    await assignPanel(portal, acme.coordinatorToken, timed._id, panel._id);
    await setInterviewTime(portal, acme.coordinatorToken, timed._id, at('10:00'));
    await createInterview(portal, adminToken, student.id, globex.company.id);

    const file = await calendar(student.token);
    expect(file.disposition).to.contain('interviews.ics');
    expect(file.name).to.equal('My interviews');
    expect(file.events).to.deep.equal([
      {
        uid: `${timed._id}@career-fair`,
        summary: 'Interview with Acme Robotics',
        location: 'Acme Robotics, Robotics Panel',
        start: at('10:00'),
        end: at('10:25'),
        status: 'CONFIRMED',
      },
    ]);

    await setInterviewTime(portal, acme.coordinatorToken, timed._id, at('11:00'));
    const again = await calendar(student.token);
    expect(again.events.map((event) => [event.uid, event.start])).to.deep.equal([
      [`${timed._id}@career-fair`, at('11:00')],
    ]);
  });

  it("gives a company and its coordinator the company's schedule, of one panel when asked", async () => {
    const first = await assignedInterview(portal, adminToken, acme);
    const second = await assignedInterview(portal, adminToken, acme);
    await setInterviewTime(portal, acme.coordinatorToken, first.interview._id, at('13:00'));
    await setInterviewTime(portal, acme.coordinatorToken, second.interview._id, at('13:00'));

    const whole = await calendar(acme.companyToken, { company: acme.company.id });
    const uids = whole.events.map((event) => event.uid);
    expect(uids).to.include.members([`${first.interview._id}@career-fair`, `${second.interview._id}@career-fair`]);
    expect(whole.name).to.equal('Interview schedule');

    const onePanel = await calendar(acme.coordinatorToken, { company: acme.company.id, panel: first.panel._id });
    expect(onePanel.events).to.have.length(1);
    expect(onePanel.events[0]).to.deep.include({
      uid: `${first.interview._id}@career-fair`,
      location: first.panel.panelName,
      start: at('13:00'),
      end: at('13:25'),
    });
    expect(onePanel.events[0]?.summary).to.match(/^Interview: .+/);
  });

  it('keeps a no-show in the file as cancelled, so a calendar that imported it drops it', async () => {
    const { interview, student } = await assignedInterview(portal, adminToken, acme);
    await setInterviewTime(portal, acme.coordinatorToken, interview._id, at('15:00'));
    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');
    expect((await calendar(student.token)).events.map((event) => event.status)).to.deep.equal(['CANCELLED']);
  });

  it("refuses another company's schedule with 403, a panel of another company with 403, and no token with 401", async () => {
    const { panel } = await assignedInterview(portal, adminToken, globex);
    const refused = (token: string | undefined, query: Record<string, string>) =>
      portal.api.download('/interview/calendar.ics', token, query).then((answer) => answer.status);
    expect(await refused(acme.companyToken, { company: globex.company.id })).to.equal(403);
    expect(await refused(acme.coordinatorToken, { company: acme.company.id, panel: panel._id })).to.equal(403);
    expect(await refused(undefined, {})).to.equal(401);
    expect(await refused(adminToken, {})).to.equal(403);
  });
});
