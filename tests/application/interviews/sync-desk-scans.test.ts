import { expect } from 'chai';
import { SyncDeskScans } from '../../../application/interviews/sync-desk-scans.js';
import { HmacCheckInCodes } from '../../../adapters/security/hmac-check-in-codes.js';
import { actorOf, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

const KEY = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f';

describe('SyncDeskScans', () => {
  const world = freshFairWorld();
  const codes = new HmacCheckInCodes('the secret of the fair in these tests, long enough');
  const sync = () => {
    return world().use(SyncDeskScans);
  };

  /** A coordinator's company and a student with an interview there, whose code was handed out. */
  const interviewee = async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const student = await world().student();
    const interview = await world().interview(student, company);
    const code = codes.codeOf(student.id);
    await world().store.checkInCodes.remember(code, student.id);
    return { coordinator, interview, code };
  };

  it('checks the student in at the moment of the scan and announces interview.checked-in once, however often the scan comes', async () => {
    const { coordinator, interview, code } = await interviewee();
    const scannedAt = new Date(world().clock.now().getTime() - 15 * 60_000);
    const scan = { key: KEY, code, scannedAt: scannedAt.toISOString() };

    const answers = [
      ...(await succeeds(sync().execute(coordinator, [scan, scan]))),
      ...(await succeeds(sync().execute(coordinator, [scan]))),
    ];

    expect(answers.map((answer) => [answer.outcome, answer.checkedInAt])).to.deep.equal([
      ['checked-in', scannedAt],
      ['checked-in', scannedAt],
      ['checked-in', scannedAt],
    ]);
    expect((await world().store.interviews.findById(interview.id))?.checkedInAt).to.deep.equal(scannedAt);
    expect(world().events.of('interview.checked-in')).to.deep.equal([
      {
        kind: 'interview.checked-in',
        interviewId: interview.id,
        companyId: interview.companyId,
        studentId: interview.studentId,
        panelId: null,
        status: 'selected',
      },
    ]);
    expect(await world().store.deskScans.find(interview.companyId, KEY)).to.deep.include({
      outcome: 'checked-in',
      interviewId: interview.id,
      scannedAt,
      receivedAt: world().clock.now(),
    });
  });

  it('announces nothing for a scan of a student checked in already, nor for a refused one', async () => {
    const { coordinator, interview, code } = await interviewee();
    await world().store.interviews.recordCheckIn(interview.id, new Date(world().clock.now().getTime() - 60_000));

    const answers = await succeeds(
      sync().execute(coordinator, [
        { key: KEY, code, scannedAt: world().clock.now().toISOString() },
        { key: 'not-a-key', code, scannedAt: world().clock.now().toISOString() },
      ]),
    );

    expect(answers.map((answer) => answer.outcome)).to.deep.equal(['already', 'refused']);
    expect(world().events.of('interview.checked-in')).to.deep.equal([]);
  });
});
