import { expect } from 'chai';
import { AssignInterviewPanel } from '../../../application/interviews/assign-interview-panel.js';
import { MoveInterviewStatus } from '../../../application/interviews/move-interview-status.js';
import { SetInterviewTime } from '../../../application/interviews/set-interview-time.js';
import type { Actor } from '../../../application/actor.js';
import type { Company } from '../../../domain/company.js';
import type { Interview } from '../../../domain/interview.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { INTERVIEW_CHANGED_MEANWHILE } from '../../../application/interviews/conditional-write.js';

describe('moving interviews', () => {
  const world = freshFairWorld();
  const assignPanel = () => {
    return world().use(AssignInterviewPanel);
  };
  const setTime = () => world().use(SetInterviewTime);
  const moveStatus = () => world().use(MoveInterviewStatus);

  interface Fixture {
    readonly company: Company;
    readonly coordinator: Actor;
    readonly interview: Interview;
  }
  const fixture = async (overrides: Partial<Interview> = {}): Promise<Fixture> => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const interview = await world().interview(await world().student(), company, overrides);
    return { company, coordinator, interview };
  };
  const stored = async (interview: Interview) => world().store.interviews.findById(interview.id);

  describe('AssignInterviewPanel', () => {
    it('assigns a selected interview, giving it the next places in the company and the panel queues', async () => {
      const { company, coordinator, interview } = await fixture();
      const panel = await world().panelOf(company);
      const earlier = await world().interview(await world().student(), company);
      await succeeds(assignPanel().execute(coordinator, earlier.id, panel.id));

      const assigned = await succeeds(assignPanel().execute(coordinator, interview.id, panel.id));

      expect(assigned.interview).to.deep.include({ status: 'assigned', panelId: panel.id, queue: 2, panelQueue: 2 });
      expect(assigned.panel).to.deep.equal(panel);
      expect(await stored(interview)).to.deep.equal(assigned.interview);
    });

    it('tells of the assignment as stored, and of nothing when the interview keeps the panel it has', async () => {
      const { company, coordinator, interview } = await fixture();
      const panel = await world().panelOf(company);

      const assigned = await succeeds(assignPanel().execute(coordinator, interview.id, panel.id));
      await succeeds(assignPanel().execute(coordinator, interview.id, panel.id));

      expect(world().events.published).to.deep.equal([
        {
          kind: 'interview.panel-assigned',
          interviewId: interview.id,
          companyId: company.id,
          studentId: interview.studentId,
          panelId: panel.id,
          status: 'assigned',
        },
      ]);
      expect(world().events.published[0]).to.deep.equal(interviewEvent('interview.panel-assigned', assigned.interview));
    });

    it('of two moves of one interview to different panels sent at once, stores one and refuses the other with a message', async () => {
      const { company, coordinator, interview } = await fixture();
      const [from, one, other] = [
        await world().panelOf(company),
        await world().panelOf(company),
        await world().panelOf(company),
      ];
      await succeeds(assignPanel().execute(coordinator, interview.id, from.id));
      world().events.published.length = 0;

      const results = await Promise.all([
        assignPanel().execute(coordinator, interview.id, one.id)(),
        assignPanel().execute(actorOf(company, 'company'), interview.id, other.id)(),
      ]);

      const moved = results.flatMap((result) => (result._tag === 'Right' ? [result.right.interview] : []));
      expect(moved).to.have.length(1);
      expect(results.flatMap((result) => (result._tag === 'Left' ? [result.left] : []))).to.deep.equal([
        { kind: 'Conflict', message: INTERVIEW_CHANGED_MEANWHILE },
      ]);
      expect(await stored(interview)).to.deep.equal(moved[0]);
      expect(world().events.published).to.deep.equal([interviewEvent('interview.panel-assigned', moved[0]!)]);
    });

    it('keeps queues of different companies and panels apart', async () => {
      const one = await fixture();
      const two = await fixture();
      const panelOne = await world().panelOf(one.company);
      const panelTwo = await world().panelOf(two.company);
      const a = await succeeds(assignPanel().execute(one.coordinator, one.interview.id, panelOne.id));
      const b = await succeeds(assignPanel().execute(two.coordinator, two.interview.id, panelTwo.id));
      expect([a.interview.queue, a.interview.panelQueue, b.interview.queue, b.interview.panelQueue]).to.deep.equal([
        1, 1, 1, 1,
      ]);
    });

    it('moves an assigned interview to another panel: same company place, next place in the new panel', async () => {
      const { company, coordinator, interview } = await fixture();
      const first = await world().panelOf(company);
      const second = await world().panelOf(company);
      await succeeds(assignPanel().execute(coordinator, interview.id, first.id));
      const waiting = await world().interview(await world().student(), company);
      await succeeds(assignPanel().execute(coordinator, waiting.id, second.id));

      const moved = await succeeds(assignPanel().execute(coordinator, interview.id, second.id));

      expect(moved.interview).to.deep.include({ status: 'assigned', panelId: second.id, queue: 1, panelQueue: 2 });
      const again = await succeeds(assignPanel().execute(coordinator, interview.id, second.id));
      expect(again.interview).to.deep.equal(moved.interview);
    });

    it('gives many concurrent assignments distinct places in the company and in the panel', async () => {
      const company = await world().company();
      const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
      const panel = await world().panelOf(company);
      const interviews = await Promise.all(
        Array.from({ length: 30 }, async () => world().interview(await world().student(), company)),
      );

      const assigned = await Promise.all(
        interviews.map((interview) => succeeds(assignPanel().execute(coordinator, interview.id, panel.id))),
      );

      const queues = assigned.map((details) => details.interview.queue);
      const panelQueues = assigned.map((details) => details.interview.panelQueue);
      expect(new Set(queues).size).to.equal(30);
      expect(new Set(panelQueues).size).to.equal(30);
    });

    it('refuses a finished interview even the panel it already has', async () => {
      const company = await world().company();
      const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
      const panel = await world().panelOf(company);
      const interview = await world().interview(await world().student(), company, {
        status: 'finished',
        panelId: panel.id,
        queue: 1,
        panelQueue: 1,
      });
      expect(await fails(assignPanel().execute(coordinator, interview.id, panel.id))).to.deep.include({
        kind: 'Conflict',
        message: 'Cannot assign a panel to an interview that is finished',
      });
    });

    it('refuses an ongoing or finished interview, naming its state', async () => {
      const { company, coordinator, interview } = await fixture({ status: 'ongoing', queue: 1, panelQueue: 1 });
      const panel = await world().panelOf(company);
      expect(await fails(assignPanel().execute(coordinator, interview.id, panel.id))).to.deep.include({
        kind: 'Conflict',
        message: 'Cannot assign a panel to an interview that is ongoing',
      });
      expect(await stored(interview)).to.deep.equal(interview);
    });

    it("refuses another company's panel and another company's interview", async () => {
      const own = await fixture();
      const other = await fixture();
      const otherPanel = await world().panelOf(other.company);
      const ownPanel = await world().panelOf(own.company);
      expect((await fails(assignPanel().execute(own.coordinator, own.interview.id, otherPanel.id))).kind).to.equal(
        'Forbidden',
      );
      expect((await fails(assignPanel().execute(own.coordinator, other.interview.id, ownPanel.id))).kind).to.equal(
        'Forbidden',
      );
      expect(await stored(own.interview)).to.deep.equal(own.interview);
      expect(await stored(other.interview)).to.deep.equal(other.interview);
    });

    it('answers an unknown interview or panel with NotFound', async () => {
      const { company, coordinator, interview } = await fixture();
      const panel = await world().panelOf(company);
      const unknown = 'ffffffffffffffffffffffff';
      expect(await fails(assignPanel().execute(coordinator, unknown, panel.id))).to.deep.include({
        kind: 'NotFound',
        message: 'Interview not found',
      });
      expect(await fails(assignPanel().execute(coordinator, interview.id, unknown))).to.deep.include({
        kind: 'NotFound',
        message: 'Panel not found',
      });
    });
  });

  describe('SetInterviewTime', () => {
    it('stores the instant and clears it with null', async () => {
      const { coordinator, interview } = await fixture();
      const time = new Date('2026-03-01T10:30:00+05:30');

      const timed = await succeeds(setTime().execute(coordinator, interview.id, time));
      expect(timed.interview.time?.toISOString()).to.equal('2026-03-01T05:00:00.000Z');
      expect((await stored(interview))?.time?.toISOString()).to.equal('2026-03-01T05:00:00.000Z');

      const cleared = await succeeds(setTime().execute(coordinator, interview.id, null));
      expect(cleared.interview.time).to.equal(null);
      expect((await stored(interview))?.time).to.equal(null);
    });

    it('tells of each time set or cleared', async () => {
      const { coordinator, interview } = await fixture();

      await succeeds(setTime().execute(coordinator, interview.id, new Date('2026-03-01T10:30:00+05:30')));
      await succeeds(setTime().execute(coordinator, interview.id, null));

      expect(world().events.published).to.deep.equal([
        interviewEvent('interview.timed', interview),
        interviewEvent('interview.timed', interview),
      ]);
    });

    it('refuses an invalid date', async () => {
      const { coordinator, interview } = await fixture();
      expect(await fails(setTime().execute(coordinator, interview.id, new Date('nonsense')))).to.deep.include({
        kind: 'Validation',
        message: 'Invalid interview time',
      });
    });

    it("refuses another company's interview", async () => {
      const own = await fixture();
      const other = await fixture();
      expect((await fails(setTime().execute(own.coordinator, other.interview.id, new Date()))).kind).to.equal(
        'Forbidden',
      );
      expect(await stored(other.interview)).to.deep.equal(other.interview);
    });
  });

  describe('MoveInterviewStatus', () => {
    const assigned = { status: 'assigned', queue: 1, panelQueue: 1 } as const;

    it('follows Make Ongoing, Mark As Done and Back to queue, for the coordinator and for the company', async () => {
      const { company, coordinator, interview } = await fixture();
      const panel = await world().panelOf(company);
      await world().store.interviews.place(interview, { ...assigned, panelId: panel.id }, world().clock.now());
      const companyActor = actorOf(company, 'company');

      expect((await succeeds(moveStatus().execute(coordinator, interview.id, 'ongoing'))).interview.status).to.equal(
        'ongoing',
      );
      expect((await succeeds(moveStatus().execute(companyActor, interview.id, 'finished'))).interview.status).to.equal(
        'finished',
      );
      const back = await succeeds(moveStatus().execute(coordinator, interview.id, 'assigned'));
      expect(back.interview).to.deep.include({ status: 'assigned', queue: 1, panelQueue: 1, panelId: panel.id });
      expect((await stored(interview))?.status).to.equal('assigned');
    });

    it('tells of each move with the status it moved to', async () => {
      const { company, coordinator, interview } = await fixture(assigned);

      await succeeds(moveStatus().execute(coordinator, interview.id, 'ongoing'));
      await succeeds(moveStatus().execute(actorOf(company, 'company'), interview.id, 'finished'));

      expect(world().events.published).to.deep.equal([
        interviewEvent('interview.moved', { ...interview, status: 'ongoing' }),
        interviewEvent('interview.moved', { ...interview, status: 'finished' }),
      ]);
    });

    it('lets one of two identical moves sent at once through; the other is a conflict and tells nothing', async () => {
      const { company, coordinator, interview } = await fixture(assigned);

      const results = await Promise.all([
        moveStatus().execute(coordinator, interview.id, 'ongoing')(),
        moveStatus().execute(actorOf(company, 'company'), interview.id, 'ongoing')(),
      ]);

      expect(results.filter((result) => result._tag === 'Right')).to.have.length(1);
      expect(results.filter((result) => result._tag === 'Left').map((result) => result.left)).to.deep.equal([
        { kind: 'Conflict', message: INTERVIEW_CHANGED_MEANWHILE },
      ]);
      expect(world().events.of('interview.moved')).to.have.length(1);
    });

    it('keeps a time set at the same moment as a move', async () => {
      const { coordinator, interview } = await fixture(assigned);
      const time = new Date('2026-03-01T06:00:00.000Z');

      await Promise.all([
        succeeds(moveStatus().execute(coordinator, interview.id, 'ongoing')),
        succeeds(setTime().execute(coordinator, interview.id, time)),
      ]);

      expect(await stored(interview)).to.deep.include({ status: 'ongoing', time });
    });

    it('refuses an illegal move with a conflict naming both states, changing nothing', async () => {
      const { coordinator, interview } = await fixture();
      expect(await fails(moveStatus().execute(coordinator, interview.id, 'finished'))).to.deep.include({
        kind: 'Conflict',
        message: 'Cannot move an interview from selected to finished',
      });
      expect(await fails(moveStatus().execute(coordinator, interview.id, 'selected'))).to.deep.include({
        kind: 'Conflict',
        message: 'Cannot move an interview from selected to selected',
      });
      expect(await stored(interview)).to.deep.equal(interview);
    });

    it("refuses a company moving another company's interview", async () => {
      const own = await fixture(assigned);
      const other = await fixture(assigned);
      const error = await fails(moveStatus().execute(actorOf(own.company, 'company'), other.interview.id, 'ongoing'));
      expect(error.kind).to.equal('Forbidden');
      expect(await stored(other.interview)).to.deep.equal(other.interview);
    });
  });

  it('tells of nothing it refused', async () => {
    const own = await fixture();
    const other = await fixture();
    const panel = await world().panelOf(other.company);

    await fails(assignPanel().execute(own.coordinator, other.interview.id, panel.id));
    await fails(setTime().execute(own.coordinator, own.interview.id, new Date('nonsense')));
    await fails(moveStatus().execute(own.coordinator, own.interview.id, 'finished'));

    expect(world().events.published).to.deep.equal([]);
  });
});
