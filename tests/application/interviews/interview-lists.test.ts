import { expect } from 'chai';
import { ListCompanyInterviews } from '../../../application/interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../../../application/interviews/list-student-interviews.js';
import { ShowInterviewBoard } from '../../../application/interviews/show-interview-board.js';
import type { ListedInterview } from '../../../application/interviews/interview-details.js';
import type { Interview } from '../../../domain/interview.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

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
      expect(shown).to.deep.equal({ company: asRecorded, current: [], upcoming: [], finished: [] });
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
  });
});
