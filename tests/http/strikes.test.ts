import { expect } from 'chai';
import { STRIKE_MESSAGES } from '../../domain/strike.js';
import { assignedInterview, moveStatus, staffedCompany, type StaffedCompany } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

interface StrikeAnswer {
  _id: string;
  studentId: string;
  interviewId: string;
  companyName: string;
  recordedAt: string;
  expiresAt: string;
  excused: { byEmail: string; reason: string } | null;
  counts: boolean;
}

const DAY_MS = 86_400_000;

describe('Strikes over HTTP', () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    acme = await staffedCompany(portal, admin, { companyName: 'Acme Strikes' });
  });
  after(() => portal.dispose());

  const ownStrikes = async (token: string) =>
    (await portal.api.get<StrikeAnswer[]>('/student/strikes', token)).body.data;
  const excuse = (id: string, body: unknown, token = admin) =>
    portal.api.post<StrikeAnswer>(`/admin/strikes/${id}/excuse`, body, token);

  it('gives a student marked no-show a strike with its company and expiry, shown to them; Back to queue takes it away', async () => {
    await portal.api.post('/admin/fair-settings', { strikeDays: 30 }, admin);
    const { interview, student } = await assignedInterview(portal, admin, acme);
    expect(await ownStrikes(student.token)).to.deep.equal([]);

    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');
    const [strike] = await ownStrikes(student.token);
    expect(strike).to.deep.include({
      interviewId: interview._id,
      companyName: 'Acme Strikes',
      counts: true,
      excused: null,
    });
    expect(Date.parse(strike!.expiresAt) - Date.parse(strike!.recordedAt)).to.equal(30 * DAY_MS);

    await moveStatus(portal, acme.companyToken, interview._id, 'assigned');
    expect(await ownStrikes(student.token)).to.deep.equal([]);
    await portal.api.post('/admin/fair-settings', { strikeDays: 365 }, admin);
  });

  it('lets an admin list strikes and excuse one with a reason: it no longer counts, and the audit log keeps why', async () => {
    const { interview, student } = await assignedInterview(portal, admin, acme);
    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');
    const listed = await portal.api.get<{ items: StrikeAnswer[]; total: number }>('/admin/strikes', admin);
    expect(listed.body.data.items[0]).to.deep.include({ interviewId: interview._id, studentId: student.id });

    const excused = await excuse(interview._id, { reason: ' Hospital appointment ' });
    expect(excused.status).to.equal(200);
    expect(excused.body.data).to.deep.include({ counts: false });
    expect(excused.body.data.excused).to.deep.include({ reason: 'Hospital appointment' });
    expect((await ownStrikes(student.token))[0]).to.deep.include({ counts: false });

    const audit = await portal.api.get<{ items: { action: string; targets: string[]; summary: string }[] }>(
      '/admin/audit',
      admin,
      { text: 'strike.excused' },
    );
    expect(audit.body.data.items[0]?.targets).to.include(interview._id);
    expect(audit.body.data.items[0]?.summary).to.contain('Hospital appointment');

    const again = await excuse(interview._id, { reason: 'Twice' });
    expect([again.status, again.body.message]).to.deep.equal([409, STRIKE_MESSAGES.alreadyExcused]);
  });

  it('refuses an excuse without a reason, changing nothing', async () => {
    const { interview, student } = await assignedInterview(portal, admin, acme);
    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await excuse(interview._id, body);
      expect(refused.status).to.equal(400);
      expect(refused.body.data).to.deep.equal({ fields: { reason: STRIKE_MESSAGES.reasonRequired } });
    }
    expect((await ownStrikes(student.token))[0]).to.deep.include({ counts: true, excused: null });
  });

  it('lets no one but an admin list or excuse strikes, and answers 404 for a strike that is not there', async () => {
    const { interview, student } = await assignedInterview(portal, admin, acme);
    await moveStatus(portal, acme.coordinatorToken, interview._id, 'no-show');

    for (const token of [student.token, acme.companyToken, acme.coordinatorToken]) {
      expect((await excuse(interview._id, { reason: 'Mine' }, token)).status).to.equal(403);
      expect((await portal.api.get('/admin/strikes', token)).status).to.equal(403);
    }
    expect((await ownStrikes(student.token))[0]).to.deep.include({ counts: true, excused: null });
    expect((await excuse('f'.repeat(24), { reason: 'None' })).status).to.equal(404);
  });
});
