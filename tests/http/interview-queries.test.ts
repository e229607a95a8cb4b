import { expect } from 'chai';
import {
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  twoStaffedCompanies,
  studentSelecting,
  type BoardAnswer,
  type CompanyInterviewAnswer,
  type InterviewAnswer,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import type { TestPortal } from '../support/portal-harness.js';
import type { ConfirmedStudent } from '../support/student-accounts.js';

const ids = (list: readonly { _id: string }[]) => list.map((interview) => interview._id);
const PUBLIC_COMPANY_FIELDS = ['_id', 'companyName', 'username', 'tags', 'description', 'panels', 'areas', 'image'];
const INTERVIEWEE_FIELDS = ['_id', 'email', 'fullName', 'commonName', 'indexNumber', 'image', 'hasCv'];

/**
 * One company's fair day: two panels, and interviews in every state, assigned out of creation order
 * so that queue order and creation order differ.
 */
describe('Interviews over HTTP: the lists of each role', () => {
  let portal: TestPortal, adminToken: string;
  let acme: StaffedCompany;
  let globex: StaffedCompany;
  let panelA: PanelAnswer;
  let panelB: PanelAnswer;
  let waiting: InterviewAnswer;
  let done: InterviewAnswer;
  let current: InterviewAnswer;
  let secondOngoing: InterviewAnswer;
  let upcoming: InterviewAnswer;
  let globexInterview: InterviewAnswer;
  let studentAtAcme: InterviewAnswer;
  let student: ConfirmedStudent;

  before(async () => {
    ({ portal, admin: adminToken, acme, other: globex } = await twoStaffedCompanies());
    panelA = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel A');
    panelB = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel B');

    const interviewWith = async (company: StaffedCompany) => {
      const someone = await studentSelecting(portal, [company.company]);
      return createInterview(portal, adminToken, someone.id, company.company.id);
    };
    waiting = await interviewWith(acme);
    upcoming = await interviewWith(acme);
    secondOngoing = await interviewWith(acme);
    current = await interviewWith(acme);
    done = await interviewWith(acme);
    // Queue places follow the order of assignment, not of creation.
    const assign = (interview: InterviewAnswer, panel: PanelAnswer) =>
      assignPanel(portal, acme.coordinatorToken, interview._id, panel._id);
    done = await assign(done, panelA);
    current = await assign(current, panelA);
    secondOngoing = await assign(secondOngoing, panelB);
    upcoming = await assign(upcoming, panelA);
    done = await moveStatus(portal, acme.coordinatorToken, done._id, 'ongoing');
    done = await moveStatus(portal, acme.coordinatorToken, done._id, 'finished');
    current = await moveStatus(portal, acme.coordinatorToken, current._id, 'ongoing');
    secondOngoing = await moveStatus(portal, acme.companyToken, secondOngoing._id, 'ongoing');

    student = await studentSelecting(portal, [acme.company, globex.company]);
    studentAtAcme = await createInterview(portal, adminToken, student.id, acme.company.id);
    globexInterview = await createInterview(portal, adminToken, student.id, globex.company.id);
  });
  after(() => portal.dispose());

  const get = async <T>(path: string, token: string, query?: Record<string, string>) => {
    const answer = await portal.api.get<T>(path, token, query);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).to.equal(200);
    return answer.body.data;
  };

  it('sets the scene: queue places in the order of assignment', () => {
    expect([done.queue, current.queue, secondOngoing.queue, upcoming.queue]).to.deep.equal([1, 2, 3, 4]);
    expect(waiting.queue).to.equal(null);
  });

  describe('GET /interview/all-cd (coordinator)', () => {
    it('gives every interview of its company, in queue order with the unassigned last in creation order', async () => {
      const list = await get<CompanyInterviewAnswer[]>('/interview/all-cd', acme.coordinatorToken, {
        company: acme.company.id,
      });
      expect(ids(list)).to.deep.equal([
        done._id,
        current._id,
        secondOngoing._id,
        upcoming._id,
        waiting._id,
        studentAtAcme._id,
      ]);
      expect(list[0]).to.deep.include({ status: 'finished', queue: 1, panelQueue: 1, walkIn: false });
      expect(list[0]?.panelID).to.deep.equal({ _id: panelA._id, panelName: 'Panel A' });
    });

    it("answers its own company without the parameter and refuses another company's with 403", async () => {
      const own = await get<CompanyInterviewAnswer[]>('/interview/all-cd', acme.coordinatorToken);
      expect(ids(own)).to.include(done._id);
      const other = await portal.api.get('/interview/all-cd', acme.coordinatorToken, { company: globex.company.id });
      expect(other.status).to.equal(403);
      expect((await portal.api.get('/interview/all-cd', acme.coordinatorToken, { company: 'x' })).status).to.equal(400);
      expect(
        (await portal.api.get('/interview/all-cd', acme.companyToken, { company: acme.company.id })).status,
      ).to.equal(403);
    });
  });

  describe('GET /interview/all-by-panel (coordinator)', () => {
    it("gives one panel's interviews in queue order", async () => {
      const list = await get<CompanyInterviewAnswer[]>('/interview/all-by-panel', acme.coordinatorToken, {
        company: acme.company.id,
        panel: panelA._id,
      });
      expect(ids(list)).to.deep.equal([done._id, current._id, upcoming._id]);
    });

    it("refuses another company's panel or company with 403, an unknown panel with 404 and a missing one with 400", async () => {
      const globexPanel = await createPanel(portal, globex.coordinatorToken, globex.company.id, 'Globex Only');
      const ask = (query: Record<string, string>) =>
        portal.api.get('/interview/all-by-panel', acme.coordinatorToken, query);
      expect((await ask({ company: acme.company.id, panel: globexPanel._id })).status).to.equal(403);
      expect((await ask({ company: globex.company.id, panel: globexPanel._id })).status).to.equal(403);
      expect((await ask({ company: acme.company.id, panel: 'ffffffffffffffffffffffff' })).status).to.equal(404);
      expect((await ask({ company: acme.company.id })).status).to.equal(400);
    });
  });

  describe('the ongoing boards', () => {
    it("gives the coordinator's Ongoing page each panel's first ongoing interview as current, then upcoming and finished", async () => {
      const board = await get<BoardAnswer>('/interview/all-company-cc', acme.coordinatorToken, {
        company: acme.company.id,
      });
      expect(ids(board.currentByPanel)).to.deep.equal([current._id, secondOngoing._id]);
      expect(board.current?._id, "the first of them, as the spec's clients read it").to.equal(current._id);
      expect(ids(board.upcoming)).to.deep.equal([upcoming._id]);
      expect(ids(board.finished)).to.deep.equal([done._id]);
    });

    it("gives the company's current-interviews page the same board, of one panel when asked", async () => {
      const whole = await get<BoardAnswer>('/interview/all-company', acme.companyToken, { company: acme.company.id });
      expect(whole.current?._id).to.equal(current._id);
      const ofB = await get<BoardAnswer>('/interview/all-company', acme.companyToken, {
        company: acme.company.id,
        panel: panelB._id,
      });
      expect(ofB.current?._id).to.equal(secondOngoing._id);
      expect(ids(ofB.currentByPanel)).to.deep.equal([secondOngoing._id]);
      expect(ofB.upcoming).to.deep.equal([]);
      expect(ofB.finished).to.deep.equal([]);
      const blankPanel = await get<BoardAnswer>('/interview/all-company', acme.companyToken, { panel: '' });
      // Each queue's expected end moves with the clock between the two reads.
      const withoutEnds = ({ queues, ...board }: BoardAnswer & { queues: { endsAt: string }[] }) => ({
        ...board,
        queues: queues.map(({ endsAt: _moving, ...queue }) => queue),
      });
      expect(withoutEnds(blankPanel as never)).to.deep.equal(withoutEnds(whole as never));
    });

    it('is an empty board for a company without interviews', async () => {
      const { company, ...board } = await get<BoardAnswer>('/interview/all-company', globex.companyToken);
      expect(company._id).to.equal(globex.company.id);
      const { queues, ...lists } = board as typeof board & { queues: { waiting: number }[] };
      expect(lists).to.deep.equal({ current: null, currentByPanel: [], upcoming: [], finished: [] });
      expect(queues.map((queue) => queue.waiting)).to.satisfy((waiting: number[]) => waiting.every((n) => n === 0));
    });

    it('names the company once, by its public profile, and each interview its company by id and the student by name, picture, e-mail, index number and whether it has a CV', async () => {
      const board = await get<BoardAnswer>('/interview/all-company-cc', acme.coordinatorToken);
      expect(board.company).to.have.all.keys(PUBLIC_COMPANY_FIELDS);
      expect(board.company._id).to.equal(acme.company.id);
      for (const shown of [...board.currentByPanel, ...board.upcoming, ...board.finished]) {
        expect(shown?.company).to.equal(acme.company.id);
        expect(shown?.student).to.have.all.keys(INTERVIEWEE_FIELDS);
      }
    });

    it('is refused to other companies and other roles', async () => {
      expect(
        (await portal.api.get('/interview/all-company', globex.companyToken, { company: acme.company.id })).status,
      ).to.equal(403);
      expect(
        (await portal.api.get('/interview/all-company-cc', globex.coordinatorToken, { company: acme.company.id }))
          .status,
      ).to.equal(403);
      expect((await portal.api.get('/interview/all-company-cc', acme.companyToken)).status).to.equal(403);
      expect((await portal.api.get('/interview/all-company', acme.coordinatorToken)).status).to.equal(403);
      expect((await portal.api.get('/interview/all-company', student.token)).status).to.equal(403);
      expect((await portal.api.get('/interview/all-company', adminToken)).status).to.equal(403);
    });
  });

  describe('GET /interview/all-com (company)', () => {
    it('names the company of each interview by id and its student by name, picture, e-mail, index number and whether it has a CV', async () => {
      const all = await get<CompanyInterviewAnswer[]>('/interview/all-com', acme.companyToken);
      expect(all).to.not.deep.equal([]);
      for (const shown of all) {
        expect(shown.company).to.equal(acme.company.id);
        expect(shown.student).to.have.all.keys(INTERVIEWEE_FIELDS);
      }
    });

    it('gives the company its own interviews, narrowed by status when asked', async () => {
      const all = await get<CompanyInterviewAnswer[]>('/interview/all-com', acme.companyToken);
      const viaCoordinator = await get<CompanyInterviewAnswer[]>('/interview/all-cd', acme.coordinatorToken);
      expect(all).to.deep.equal(viaCoordinator);
      const ongoing = await get<CompanyInterviewAnswer[]>('/interview/all-com', acme.companyToken, {
        status: 'ongoing',
      });
      expect(ids(ongoing)).to.deep.equal([current._id, secondOngoing._id]);
      expect(
        await get<CompanyInterviewAnswer[]>('/interview/all-com', globex.companyToken, { status: 'finished' }),
      ).to.deep.equal([]);
    });

    it('refuses an unknown status with 400 and other roles with 403', async () => {
      expect((await portal.api.get('/interview/all-com', acme.companyToken, { status: 'done' })).status).to.equal(400);
      expect((await portal.api.get('/interview/all-com', acme.coordinatorToken)).status).to.equal(403);
    });
  });

  describe('GET /interview/all-st (student)', () => {
    it("gives the student only their own interviews, narrowed by status with 'selected'", async () => {
      const own = await get<InterviewAnswer[]>('/interview/all-st', student.token);
      expect(own.every((interview) => interview.student._id === student.id)).to.equal(true);
      expect(own.map((interview) => interview.company._id).sort()).to.deep.equal(
        [acme.company.id, globex.company.id].sort(),
      );
      expect(ids(own)).to.include(globexInterview._id);
      for (const interview of own) {
        expect(interview.company, 'a student sees the public profile of a company').to.not.have.any.keys(
          'email',
          'contactPerson',
          'contactPersonTP',
          'slotsFilled',
        );
      }
      const selected = await get<InterviewAnswer[]>('/interview/all-st', student.token, { selected: 'selected' });
      expect(selected).to.have.length(2);
      expect(await get<InterviewAnswer[]>('/interview/all-st', student.token, { selected: 'assigned' })).to.deep.equal(
        [],
      );
    });

    it('refuses an unknown status with 400 and other roles with 403', async () => {
      expect((await portal.api.get('/interview/all-st', student.token, { selected: 'true' })).status).to.equal(400);
      expect((await portal.api.get('/interview/all-st', acme.companyToken)).status).to.equal(403);
    });
  });

  describe('GET /admin/all-for-admin', () => {
    it('gives the admin every interview of every company, in queue order with the unassigned last', async () => {
      const all = await get<InterviewAnswer[]>('/admin/all-for-admin', adminToken);
      expect(ids(all)).to.include.members([waiting._id, done._id, current._id, globexInterview._id]);
      const places = all.map((interview) => interview.queue);
      const firstUnassigned = places.indexOf(null);
      expect(places.slice(firstUnassigned).every((place) => place === null)).to.equal(true);
    });

    it('narrows to a company, one of its panels, a status, walk-ins or not, each left out matching all', async () => {
      const list = async (query: Record<string, string>) =>
        ids(await get<InterviewAnswer[]>('/admin/all-for-admin', adminToken, query));
      expect(await list({ company: globex.company.id })).to.deep.equal([globexInterview._id]);
      expect(await list({ company: acme.company.id, panel: panelA._id })).to.have.members([
        done._id,
        current._id,
        upcoming._id,
      ]);
      expect(await list({ company: acme.company.id, status: 'ongoing' })).to.have.members([
        current._id,
        secondOngoing._id,
      ]);
      expect(await list({ company: acme.company.id, status: 'selected', walkIn: 'false' })).to.have.members([
        waiting._id,
        studentAtAcme._id,
      ]);
      expect(await list({ company: acme.company.id, walkIn: 'true' })).to.deep.equal([]);
      expect(await list({ company: '', status: '' })).to.include.members([waiting._id, globexInterview._id]);
    });

    it('refuses a filter that is not an id, a status or true/false with 400', async () => {
      const malformed: Record<string, string>[] = [
        { company: 'acme' },
        { status: 'done' },
        { walkIn: 'yes' },
        { panel: '1' },
      ];
      for (const query of malformed) {
        expect((await portal.api.get('/admin/all-for-admin', adminToken, query)).status).to.equal(400);
      }
    });

    it('is for admins only', async () => {
      expect((await portal.api.get('/admin/all-for-admin', acme.coordinatorToken)).status).to.equal(403);
      expect((await portal.api.get('/admin/all-for-admin')).status).to.equal(401);
    });
  });

  describe('GET /admin/interviews', () => {
    interface InterviewPage {
      items: InterviewAnswer[];
      total: number;
      page: number;
      pageSize: number;
    }
    const page = (query: Record<string, string>) => get<InterviewPage>('/admin/interviews', adminToken, query);

    it('gives a page of the interviews in queue order, the unassigned last, with the total and the page size', async () => {
      const answer = await page({ company: acme.company.id });
      expect(ids(answer.items)).to.deep.equal([
        done._id,
        current._id,
        secondOngoing._id,
        upcoming._id,
        waiting._id,
        studentAtAcme._id,
      ]);
      expect(answer).to.include({ total: 6, page: 1, pageSize: 25 });
      expect(answer.items[0]).to.deep.equal(
        (await get<InterviewAnswer[]>('/admin/all-for-admin', adminToken, { company: acme.company.id }))[0],
      );
      expect(await page({ company: acme.company.id, page: '2' })).to.deep.equal({
        items: [],
        total: 6,
        page: 2,
        pageSize: 25,
      });
    });

    it('narrows by the same filters as the whole list, and by a student’s index number, name or e-mail', async () => {
      expect(ids((await page({ company: acme.company.id, panel: panelA._id, sort: 'created' })).items)).to.deep.equal([
        upcoming._id,
        current._id,
        done._id,
      ]);
      expect(ids((await page({ text: student.indexNumber.toLowerCase(), sort: 'created' })).items)).to.deep.equal([
        studentAtAcme._id,
        globexInterview._id,
      ]);
      expect(ids((await page({ text: student.email, company: globex.company.id })).items)).to.deep.equal([
        globexInterview._id,
      ]);
      expect(await page({ text: 'nobody-has-this', status: 'selected' })).to.include({ total: 0 });
    });

    it('orders by status or creation time, either way', async () => {
      const statuses = (await page({ company: acme.company.id, sort: 'status', order: 'desc' })).items.map(
        (interview) => interview.status,
      );
      expect(statuses).to.deep.equal([...statuses].sort().reverse());
      expect(ids((await page({ company: acme.company.id, sort: 'created', order: 'desc' })).items)).to.deep.equal([
        studentAtAcme._id,
        done._id,
        current._id,
        secondOngoing._id,
        upcoming._id,
        waiting._id,
      ]);
    });

    it('refuses an unknown order or direction, a page that is not a number from 1, or a bad filter with 400', async () => {
      const malformed: Record<string, string>[] = [
        { sort: 'name' },
        { order: 'up' },
        { page: '0' },
        { page: 'two' },
        { company: 'acme' },
        { status: 'done' },
      ];
      for (const query of malformed) {
        const answer = await portal.api.get('/admin/interviews', adminToken, query);
        expect(answer.status, JSON.stringify(query)).to.equal(400);
      }
    });

    it('is for admins only', async () => {
      expect((await portal.api.get('/admin/interviews', acme.coordinatorToken)).status).to.equal(403);
      expect((await portal.api.get('/admin/interviews')).status).to.equal(401);
    });
  });
});
