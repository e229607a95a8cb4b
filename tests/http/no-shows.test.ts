import { expect } from 'chai';
import {
  assignedInterview,
  moveStatus,
  staffedCompany,
  type BoardAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

describe('No-shows over HTTP', () => {
  let portal: TestPortal, adminToken: string;
  let acme: StaffedCompany;

  before(async () => {
    ({ portal, admin: adminToken } = await startPortalWithFirstAdmin());
    acme = await staffedCompany(portal, adminToken);
  });
  after(() => portal.dispose());

  it('Mark No-Show takes an assigned interview off the queue into the finished list, and Back to queue returns it', async () => {
    const { interview, panel } = await assignedInterview(portal, adminToken, acme);
    const board = async () =>
      (await portal.api.get<BoardAnswer>('/interview/all-company-cc', acme.coordinatorToken, { panel: panel._id })).body
        .data;

    expect((await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show')).status).to.equal('no-show');
    expect((await board()).upcoming.map((row) => row._id)).not.to.include(interview._id);
    expect((await board()).finished.find((row) => row._id === interview._id)?.status).to.equal('no-show');

    expect((await moveStatus(portal, acme.companyToken, interview._id, 'assigned')).status).to.equal('assigned');
    expect((await board()).upcoming.map((row) => row._id)).to.include(interview._id);
  });

  it('shows the student their no-show on their Interviews page', async () => {
    const { interview, student } = await assignedInterview(portal, adminToken, acme);
    await moveStatus(portal, acme.companyToken, interview._id, 'no-show');
    const own = await portal.api.get<{ _id: string; status: string }[]>('/interview/all-st', student.token);
    expect(own.body.data.find((row) => row._id === interview._id)?.status).to.equal('no-show');
  });

  it('refuses a no-show of an ongoing or finished interview, and making a no-show ongoing, with 409 naming both states', async () => {
    const { interview } = await assignedInterview(portal, adminToken, acme);
    await moveStatus(portal, acme.companyToken, interview._id, 'ongoing');
    const move = (status: string) =>
      portal.api.post(`/interview/update-status/${interview._id}`, { status }, acme.companyToken);

    expect([(await move('no-show')).status, (await move('no-show')).body.message]).to.deep.equal([
      409,
      'Cannot move an interview from ongoing to no-show',
    ]);
    await moveStatus(portal, acme.companyToken, interview._id, 'finished');
    expect((await move('no-show')).body.message).to.equal('Cannot move an interview from finished to no-show');

    const { interview: absent } = await assignedInterview(portal, adminToken, acme);
    await moveStatus(portal, acme.companyToken, absent._id, 'no-show');
    const ongoing = await portal.api.post(
      `/interview/update-status/${absent._id}`,
      { status: 'ongoing' },
      acme.companyToken,
    );
    expect([ongoing.status, ongoing.body.message]).to.deep.equal([
      409,
      'Cannot move an interview from no-show to ongoing',
    ]);
  });
});
