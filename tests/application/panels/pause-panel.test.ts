import { expect } from 'chai';
import { PausePanel } from '../../../application/panels/pause-panel.js';
import { ResumePanel } from '../../../application/panels/resume-panel.js';
import { PANEL_MESSAGES } from '../../../domain/panel.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

const MINUTE = 60_000;

describe('pausing and resuming a panel (PausePanel, ResumePanel)', () => {
  const world = freshFairWorld();
  const pause = () => world().use(PausePanel);
  const resume = () => world().use(ResumePanel);

  /** A company's panel with a coordinator, one student being interviewed and two waiting. */
  const panelWithQueue = async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const panel = await world().panelOf(company);
    const onPanel = async (queue: number, status: 'ongoing' | 'assigned') =>
      world().interview(await world().student(), company, { panelId: panel.id, queue, panelQueue: queue, status });
    await onPanel(1, 'ongoing');
    const waiting = [await onPanel(2, 'assigned'), await onPanel(3, 'assigned')];
    return { company, coordinator, panel, waitingIds: waiting.map((interview) => interview.studentId) };
  };
  const later = (minutes: number) => new Date(world().clock.now().getTime() + minutes * MINUTE);

  it('keeps the reason and the time back on the panel, and tells its company and the students waiting in its queue', async () => {
    const { company, coordinator, panel, waitingIds } = await panelWithQueue();
    const paused = await succeeds(pause().execute(coordinator, panel.id, { reason: ' Lunch ', backAt: later(45) }));
    const expected = { reason: 'Lunch', since: world().clock.now(), backAt: later(45) };
    expect(paused.pause).to.deep.equal(expected);
    expect((await world().store.panels.findById(panel.id))?.pause).to.deep.equal(expected);
    expect(world().events.published).to.deep.equal([
      { kind: 'panel.paused', panelId: panel.id, companyId: company.id, studentIds: waitingIds },
    ]);
  });

  it('resumes a paused panel, and tells the same', async () => {
    const { company, coordinator, panel, waitingIds } = await panelWithQueue();
    await succeeds(pause().execute(coordinator, panel.id, { reason: 'Room change', backAt: later(15) }));
    world().events.clear();
    const resumed = await succeeds(resume().execute(coordinator, panel.id));
    expect(resumed.pause ?? null).to.equal(null);
    expect((await world().store.panels.findById(panel.id))?.pause ?? null).to.equal(null);
    expect(world().events.published).to.deep.equal([
      { kind: 'panel.resumed', panelId: panel.id, companyId: company.id, studentIds: waitingIds },
    ]);
  });

  it('refuses a reason too long and a time back in the past, changing nothing and telling nobody', async () => {
    const { coordinator, panel } = await panelWithQueue();
    const tooLong = await fails(pause().execute(coordinator, panel.id, { reason: 'x'.repeat(201), backAt: later(5) }));
    expect(tooLong).to.deep.include({ kind: 'Validation', message: PANEL_MESSAGES.pauseReasonTooLong });
    const past = await fails(pause().execute(coordinator, panel.id, { reason: 'Lunch', backAt: later(-5) }));
    expect(past).to.deep.include({ kind: 'Validation', message: PANEL_MESSAGES.backAtPast });
    expect((await world().store.panels.findById(panel.id))?.pause ?? null).to.equal(null);
    expect(world().events.published).to.deep.equal([]);
  });

  it('refuses pausing a paused panel and resuming a running one as conflicts, changing nothing', async () => {
    const { coordinator, panel } = await panelWithQueue();
    expect(await fails(resume().execute(coordinator, panel.id))).to.deep.include({
      kind: 'Conflict',
      message: PANEL_MESSAGES.notPaused(panel.panelName),
    });
    await succeeds(pause().execute(coordinator, panel.id, { reason: 'Lunch', backAt: later(30) }));
    const again = await fails(pause().execute(coordinator, panel.id, { reason: 'Tea', backAt: later(60) }));
    expect(again).to.deep.include({ kind: 'Conflict', message: PANEL_MESSAGES.alreadyPaused(panel.panelName) });
    expect((await world().store.panels.findById(panel.id))?.pause?.reason).to.equal('Lunch');
    expect(world().events.of('panel.paused')).to.have.length(1);
  });

  it("refuses another company's coordinator, and answers an unknown panel with NotFound", async () => {
    const { panel } = await panelWithQueue();
    const other = actorOf(await world().coordinatorOf(await world().company()), 'coordinator');
    expect((await fails(pause().execute(other, panel.id, { reason: 'Lunch', backAt: later(5) }))).kind).to.equal(
      'Forbidden',
    );
    expect((await fails(resume().execute(other, 'f'.repeat(24)))).kind).to.equal('NotFound');
  });
});
