import { expect } from 'chai';
import { PANEL_MESSAGES } from '../../domain/panel.js';
import { assignedInterview, type PanelAnswer, type StaffedCompany } from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';

interface PausedPanel extends PanelAnswer {
  readonly pause: { readonly reason: string; readonly since: string; readonly backAt: string } | null;
}

interface ListedWait {
  readonly _id: string;
  readonly wait: { place: number; of: number; minutes: number; pause: PausedPanel['pause'] } | null;
}

describe('Places, waits and paused panels over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies()));
  after(() => portal.dispose());

  const inAMinute = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const pause = <T = PausedPanel>(panelId: string, body: unknown, token = acme.coordinatorToken) =>
    portal.api.post<T>(`/panel/pause/${panelId}`, body, token);
  const resume = <T = PausedPanel>(panelId: string, token = acme.coordinatorToken) =>
    portal.api.post<T>(`/panel/resume/${panelId}`, {}, token);

  it("gives the student each waiting interview's place and wait; a pause, with its reason and time back, shows on it and is counted", async () => {
    const first = await assignedInterview(portal, adminToken, acme);
    const second = await assignedInterview(portal, adminToken, acme, first.panel);
    const waitOf = async () =>
      (await portal.api.get<ListedWait[]>('/interview/all-st', second.student.token)).body.data.find(
        (interview) => interview._id === second.interview._id,
      )?.wait;
    // The configured 25 minutes an interview, one student ahead.
    expect(await waitOf()).to.deep.equal({ place: 2, of: 2, minutes: 25, pause: null });

    const paused = await pause(first.panel._id, { reason: 'Lunch break', backAt: inAMinute(60) });
    expect(paused.status).to.equal(200);
    expect(paused.body.message).to.equal(`${first.panel.panelName} is paused`);
    expect(paused.body.data.pause).to.include({ reason: 'Lunch break' });
    const wait = await waitOf();
    expect(wait?.pause).to.deep.equal(paused.body.data.pause);
    expect(wait?.minutes).to.be.within(59, 60 + 25);

    const resumed = await resume(first.panel._id);
    expect(resumed.status).to.equal(200);
    expect(resumed.body.data.pause).to.equal(null);
    expect((await waitOf())?.pause).to.equal(null);
  });

  it('refuses a reason too long, a time back in the past or not a time, pausing twice and resuming a running panel, changing nothing', async () => {
    const { panel } = await assignedInterview(portal, adminToken, acme);
    const panelNow = async () =>
      (await portal.api.get<PausedPanel[]>('/panel/all', adminToken, { id: acme.company.id })).body.data.find(
        (each) => each._id === panel._id,
      );
    const tooLong = await pause<{ fields: Record<string, string> }>(panel._id, {
      reason: 'x'.repeat(201),
      backAt: inAMinute(30),
    });
    expect(tooLong.status).to.equal(400);
    expect(tooLong.body.data.fields).to.deep.equal({ reason: PANEL_MESSAGES.pauseReasonTooLong });
    const past = await pause<{ fields: Record<string, string> }>(panel._id, { reason: 'Lunch', backAt: inAMinute(-5) });
    expect(past.status).to.equal(400);
    expect(past.body.data.fields).to.deep.equal({ backAt: PANEL_MESSAGES.backAtPast });
    const notATime = await pause(panel._id, { reason: 'Lunch', backAt: 'after lunch' });
    expect(notATime.status).to.equal(400);
    expect((await resume(panel._id)).body.message).to.equal(PANEL_MESSAGES.notPaused(panel.panelName));
    expect((await resume(panel._id)).status).to.equal(409);
    expect((await panelNow())?.pause).to.equal(null);

    await pause(panel._id, { reason: 'Room change', backAt: inAMinute(20) });
    const twice = await pause(panel._id, { reason: 'Lunch', backAt: inAMinute(40) });
    expect(twice.status).to.equal(409);
    expect(twice.body.message).to.equal(PANEL_MESSAGES.alreadyPaused(panel.panelName));
    expect((await panelNow())?.pause?.reason).to.equal('Room change');
  });

  it("is for the panel's own company's coordinators only", async () => {
    const { panel } = await assignedInterview(portal, adminToken, acme);
    const body = { reason: 'Lunch', backAt: inAMinute(30) };
    expect((await pause(panel._id, body, globex.coordinatorToken)).status).to.equal(403);
    expect((await pause(panel._id, body, acme.companyToken)).status).to.equal(403);
    expect((await resume(panel._id, adminToken)).status).to.equal(403);
  });
});
