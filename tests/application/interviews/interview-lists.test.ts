import { expect } from 'chai';
import { ListCompanyInterviews } from '../../../application/interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../../../application/interviews/list-student-interviews.js';
import { ShowInterviewBoard } from '../../../application/interviews/show-interview-board.js';
import type { ListedInterview } from '../../../application/interviews/interview-details.js';
import type { Interview } from '../../../domain/interview.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

const MINUTE = 60_000;
const idsOf = (list: readonly ListedInterview[]) => list.map((details) => details.interview.id);
const ids = (list: readonly Interview[]) => list.map((interview) => interview.id);

describe('interview lists', () => {
  const world = freshFairWorld();
  const listCompany = () => world().use(ListCompanyInterviews);
  const board = () => world().use(ShowInterviewBoard);
  const listStudent = () => world().use(ListStudentInterviews);

  /** A company with two panels and interviews in every state, created out of queue order. */
  const fairDay = async () => {
    const company = await world().company();
    const coordinator = actorOf(await world().coordinatorOf(company), 'coordinator');
    const [panelA, panelB] = [await world().panelOf(company), await world().panelOf(company)];
    const add = async (overrides: Partial<Interview>) => world().interview(await world().student(), company, overrides);
    const waiting = await add({ status: 'selected' });
    const upcomingLate = await add({ status: 'assigned', panelId: panelA?.id, queue: 5, panelQueue: 3 });
    const secondOngoing = await add({ status: 'ongoing', panelId: panelB?.id, queue: 3, panelQueue: 1 });
    const done = await add({ status: 'finished', panelId: panelA?.id, queue: 1, panelQueue: 1 });
    const current = await add({ status: 'ongoing', panelId: panelA?.id, queue: 2, panelQueue: 2 });
    const walkIn = await add({ status: 'assigned', panelId: panelB?.id, queue: 4, panelQueue: 2, walkIn: true });
    await world().interview(await world().student(), await world().company(), { status: 'ongoing', queue: 1 });
    return { company, coordinator, panelA, panelB, waiting, upcomingLate, secondOngoing, done, current, walkIn };
  };

  describe('ListCompanyInterviews', () => {
    it("gives the caller's own company's interviews, walk-ins included, in queue order with the unassigned last", async () => {
      const day = await fairDay();
      for (const actor of [day.coordinator, actorOf(day.company, 'company')]) {
        const listed = await succeeds(listCompany().execute(actor, {}));
        expect(idsOf(listed)).to.deep.equal(
          ids([day.done, day.current, day.secondOngoing, day.walkIn, day.upcomingLate, day.waiting]),
        );
      }
    });

    it('narrows to one panel and to one status', async () => {
      const day = await fairDay();
      const ofPanel = await succeeds(
        listCompany().execute(day.coordinator, { company: day.company.id, panel: day.panelA?.id }),
      );
      expect(idsOf(ofPanel)).to.deep.equal(ids([day.done, day.current, day.upcomingLate]));
      const ongoing = await succeeds(listCompany().execute(day.coordinator, { status: 'ongoing' }));
      expect(idsOf(ongoing)).to.deep.equal(ids([day.current, day.secondOngoing]));
    });

    it("refuses another company's id or another company's panel, and answers an unknown panel with NotFound", async () => {
      const day = await fairDay();
      const other = await world().company();
      const otherPanel = await world().panelOf(other);
      expect((await fails(listCompany().execute(day.coordinator, { company: other.id }))).kind).to.equal('Forbidden');
      expect((await fails(listCompany().execute(day.coordinator, { panel: otherPanel.id }))).kind).to.equal(
        'Forbidden',
      );
      expect(
        (await fails(listCompany().execute(day.coordinator, { panel: 'ffffffffffffffffffffffff' }))).kind,
      ).to.equal('NotFound');
    });

    it('refuses students and administrators, who act for no company', async () => {
      const student = await world().student();
      expect((await fails(listCompany().execute(actorOf(student, 'student'), {}))).kind).to.equal('Forbidden');
      expect((await fails(listCompany().execute({ id: student.id, role: 'admin' }, {}))).kind).to.equal('Forbidden');
    });
  });

  describe('ShowInterviewBoard', () => {
    it("gives each panel's first ongoing interview as current, then upcoming and finished, each in queue order", async () => {
      const day = await fairDay();
      const shown = await succeeds(board().execute(day.coordinator, { company: day.company.id }));
      expect(shown.company.id, 'whose board it is, once').to.equal(day.company.id);
      expect(idsOf(shown.current)).to.deep.equal(ids([day.current, day.secondOngoing]));
      expect(idsOf(shown.upcoming)).to.deep.equal(ids([day.walkIn, day.upcomingLate]));
      expect(idsOf(shown.finished)).to.deep.equal(ids([day.done]));
    });

    it("shows one panel's board to the company", async () => {
      const day = await fairDay();
      const shown = await succeeds(board().execute(actorOf(day.company, 'company'), { panel: day.panelB?.id }));
      expect(idsOf(shown.current)).to.deep.equal(ids([day.secondOngoing]));
      expect(idsOf(shown.upcoming)).to.deep.equal(ids([day.walkIn]));
      expect(shown.finished).to.deep.equal([]);
    });

    it('has no current interview while none is ongoing', async () => {
      const company = await world().company();
      const shown = await succeeds(board().execute(actorOf(company, 'company'), {}));
      const { slotsFilled: _notShown, ...asRecorded } = company;
      expect(shown).to.deep.equal({ company: asRecorded, current: [], upcoming: [], finished: [], queues: [] });
    });

    it("says of each panel's queue how many wait, when its last interview should end, and its pause", async () => {
      const day = await fairDay();
      const now = world().clock.now().getTime();
      const pause = { reason: 'Lunch', since: new Date(now), backAt: new Date(now + 40 * MINUTE) };
      await world().store.panels.setPause(day.panelB.id, pause);
      const shown = await succeeds(board().execute(day.coordinator, {}));
      // No interview has run yet (no history): the pace is the configured 25 minutes.
      expect(
        shown.queues.map(({ panel, waiting, endsAt }) => [panel.id, waiting, endsAt.getTime(), panel.pause ?? null]),
      ).to.deep.equal([
        [day.panelA.id, 1, now + 25 * MINUTE, null],
        [day.panelB.id, 1, now + (40 + 25) * MINUTE, pause],
      ]);
      const ofPanel = await succeeds(board().execute(day.coordinator, { panel: day.panelA.id }));
      expect(ofPanel.queues.map(({ panel }) => panel.id)).to.deep.equal([day.panelA.id]);
    });
  });

  describe('ListStudentInterviews', () => {
    it("gives the student's own interviews, walk-ins included, optionally of one status", async () => {
      const student = await world().student();
      const assigned = await world().interview(student, await world().company(), { status: 'assigned', queue: 3 });
      const walkIn = await world().interview(student, await world().company(), { walkIn: true });
      const ongoing = await world().interview(student, await world().company(), { status: 'ongoing', queue: 1 });
      await world().interview(await world().student(), await world().company());
      const actor = actorOf(student, 'student');

      expect(idsOf(await succeeds(listStudent().execute(actor)))).to.deep.equal(ids([ongoing, assigned, walkIn]));
      expect(idsOf(await succeeds(listStudent().execute(actor, 'assigned')))).to.deep.equal(ids([assigned]));
    });

    it("gives each interview waiting in its panel's queue its place of all waiting and its wait at the panel's pace", async () => {
      const company = await world().company();
      const panel = await world().panelOf(company);
      const minutesAgo = (minutes: number) => new Date(world().clock.now().getTime() - minutes * MINUTE);
      const ran = (start: number, minutes: number) => [
        { status: 'assigned' as const, at: minutesAgo(200) },
        { status: 'ongoing' as const, at: minutesAgo(start) },
        { status: 'finished' as const, at: minutesAgo(start - minutes) },
      ];
      const onPanel = (queue: number, overrides: Partial<Interview>) => ({
        panelId: panel.id,
        queue,
        panelQueue: queue,
        ...overrides,
      });
      const add = async (queue: number, overrides: Partial<Interview>) =>
        world().interview(await world().student(), company, onPanel(queue, overrides));
      await add(1, { status: 'finished', history: ran(100, 20) });
      await add(2, { status: 'finished', history: ran(80, 20) });
      await add(3, { status: 'finished', history: ran(60, 20) });
      await add(4, {
        status: 'ongoing',
        history: [
          { status: 'assigned', at: minutesAgo(200) },
          { status: 'ongoing', at: minutesAgo(5) },
        ],
      });
      await add(5, { status: 'assigned' });
      const student = await world().student();
      const mine = await world().interview(student, company, onPanel(6, { status: 'assigned' }));
      await add(7, { status: 'assigned' });
      const elsewhere = await world().interview(student, await world().company(), { status: 'ongoing', queue: 1 });

      const listed = await succeeds(listStudent().execute(actorOf(student, 'student')));
      const waitOf = (interview: Interview) => listed.find((each) => each.interview.id === interview.id)?.wait;
      // Pace 20 min; the current one has 15 left; one student is ahead.
      expect(waitOf(mine)).to.deep.equal({ place: 2, of: 3, waitMinutes: 15 + 20, pause: null });
      expect(waitOf(elsewhere)).to.equal(null);
    });
  });
});
