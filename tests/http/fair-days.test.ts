import { expect } from 'chai';
import {
  assignedInterview,
  setInterviewTime,
  staffedCompany,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';

const on = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;
const fairDays = [
  { date: '2099-03-02', opens: '09:00', closes: '17:00' },
  { date: '2099-03-03', opens: '10:00', closes: '13:00' },
];

describe("The fair's days over HTTP", () => {
  let portal: TestPortal, admin: string, acme: StaffedCompany;
  before(async () => {
    portal = await startTestPortal();
    admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    acme = await staffedCompany(portal, admin);
  });
  after(() => portal.dispose());

  const saveDays = (days: unknown) => portal.api.post('/admin/fair-settings', { fairDays: days }, admin);

  it('keeps the days an admin saves, in date order, and tells every role (GET /fair-days)', async () => {
    const saved = await saveDays([fairDays[1], fairDays[0]]);
    expect(saved.status).to.equal(200);
    expect((saved.body.data as { fairDays: unknown }).fairDays).to.deep.equal(fairDays);
    const read = await portal.api.get('/fair-days', acme.coordinatorToken);
    expect(read.body.data).to.deep.equal(fairDays);
  });

  it('refuses days it cannot take with 400 and the reason, keeping the days saved before', async () => {
    await saveDays(fairDays);
    const refused = await saveDays([{ date: '2099-03-04', opens: '17:00', closes: '09:00' }]);
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal('The hours of 2099-03-04 must end after they start');
    expect((await portal.api.get('/fair-days', admin)).body.data).to.deep.equal(fairDays);
  });

  it("keeps a panel's own hours on a fair's day, which Set Time and Next free then follow", async () => {
    await saveDays(fairDays);
    const { interview, panel } = await assignedInterview(portal, admin, acme);
    const path = `/panel/hours/${panel._id}`;
    const offDay = await portal.api.post(
      path,
      { hours: [{ date: '2099-03-05', opens: '09:00', closes: '10:00' }] },
      acme.coordinatorToken,
    );
    expect(offDay.status).to.equal(400);
    expect(offDay.body.message).to.equal("2099-03-05 is not one of the fair's days");

    const own = [{ date: '2099-03-02', opens: '14:00', closes: '15:00' }];
    const saved = await portal.api.post(path, { hours: own }, acme.coordinatorToken);
    expect(saved.status).to.equal(200);
    expect((saved.body.data as { hours: unknown }).hours).to.deep.equal(own);
    const morning = await portal.api.post(
      `/interview/set-time/${interview._id}`,
      { time: on('2099-03-02', '09:30') },
      acme.coordinatorToken,
    );
    expect(morning.status).to.equal(400);
    expect(morning.body.message).to.match(/^.+ interviews on Mon 2 Mar from 14:00 to 15:00; /);
    const proposal = await portal.api.get<{ time: string }>(
      `/interview/free-time/${interview._id}`,
      acme.coordinatorToken,
    );
    expect(proposal.body.data.time).to.equal(new Date(on('2099-03-02', '14:00')).toISOString());
    expect((await portal.api.post(path, { hours: own }, admin)).status).to.equal(403);
  });

  it("sets a time on the second day, and refuses one off the fair's days with 400, changing nothing", async () => {
    await saveDays(fairDays);
    const { interview } = await assignedInterview(portal, admin, acme);
    const day2 = await setInterviewTime(portal, acme.coordinatorToken, interview._id, on('2099-03-03', '11:30'));
    expect(day2.time).to.equal(new Date(on('2099-03-03', '11:30')).toISOString());

    const refused = await portal.api.post(
      `/interview/set-time/${interview._id}`,
      { time: on('2099-03-04', '11:30') },
      acme.coordinatorToken,
    );
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal("Interviews are held on the fair's days only: Mon 2 Mar, Tue 3 Mar");
    const proposal = await portal.api.get<{ time: string }>(
      `/interview/free-time/${interview._id}`,
      acme.coordinatorToken,
    );
    expect(proposal.body.data.time).to.equal(new Date(on('2099-03-02', '09:00')).toISOString());
  });
});
