import { expect } from 'chai';
import type { Route } from '../../adapters/http/route.js';
import { composedRoutes } from '../support/composed-routes.js';
import { AUDIT_PAGE_SIZE } from '../../domain/audit.js';
import { createCompany, createCoordinator, companyFormData, companyFormFields } from '../support/company-accounts.js';
import {
  assignedInterview,
  createInterview,
  createPanel,
  moveStatus,
  staffedCompany,
  studentSelecting,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { aStudentRow, importForm, STUDENT_MAPPING, studentsCsv } from '../support/import-files.js';
import { FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

interface EntryAnswer {
  _id: string;
  at: string;
  adminId: string;
  adminEmail: string;
  role: string;
  action: string;
  targets: string[];
  summary: string;
}

interface PageAnswer {
  items: EntryAnswer[];
  total: number;
  page: number;
  pageSize: number;
}

describe('The audit log over HTTP (GET /admin/audit)', () => {
  let portal: TestPortal, admin: string;
  let adminId: string;
  let staffed: StaffedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    adminId = (await portal.api.get<{ _id: string }>('/admin/single', admin)).body.data._id;
    staffed = await staffedCompany(portal, admin, { companyName: 'Audited Staffing' });
  });
  after(() => portal.dispose());

  const search = async (text = '', page = 1) => {
    const answer = await portal.api.get<PageAnswer>('/admin/audit', admin, { text, page });
    expect(answer.status).to.equal(200);
    return answer.body.data;
  };
  /** The newest entry of the action, which must be there. */
  const latest = async (action: string) => {
    const entry = (await search(action)).items.find((item) => item.action === action);
    expect(entry, `no ${action} entry`).to.not.equal(undefined);
    return entry!;
  };

  it('records an administrator added and deleted, with who did it, when, and never the password', async () => {
    const added = await portal.api.post<{ _id: string }>(
      '/admin/add',
      { email: 'second.admin@fair.test', password: 'second-secret', confirmpassword: 'second-secret' },
      admin,
    );
    expect((await portal.api.delete(`/admin/delete/${added.body.data._id}`, admin)).status).to.equal(200);

    const addition = await latest('admin.added');
    expect(addition).to.deep.include({
      adminId,
      adminEmail: FIRST_ADMIN.email,
      targets: [added.body.data._id],
      summary: 'Added administrator second.admin@fair.test',
    });
    expect(Date.parse(addition.at)).to.be.closeTo(Date.now(), 60_000);
    expect(await latest('admin.deleted')).to.deep.include({
      targets: [added.body.data._id],
      summary: 'Deleted administrator second.admin@fair.test',
    });
    expect(JSON.stringify((await search()).items)).to.not.contain('second-secret');
  });

  it('records companies created, edited and deleted, naming them', async () => {
    const company = await createCompany(portal, admin, { companyName: 'Short Lived Ltd' });
    const fields = companyFormFields({ companyName: 'Short Lived Holdings', username: company.username });
    const edit = await portal.api.postForm(`/company/update/${company.id}`, companyFormData(fields), admin);
    expect(edit.status).to.equal(200);
    expect((await portal.api.delete(`/company/delete/${company.id}`, admin)).status).to.equal(200);

    expect(await latest('company.created')).to.deep.include({
      targets: [company.id],
      summary: `Created company Short Lived Ltd (${company.username})`,
    });
    expect((await latest('company.edited')).summary).to.match(/^Edited company Short Lived Holdings/);
    expect(await latest('company.deleted')).to.deep.include({
      targets: [company.id],
      summary: 'Deleted company Short Lived Holdings',
    });
    expect(JSON.stringify((await search('company')).items)).to.not.contain(fields.password);
  });

  it('records coordinators added and deleted', async () => {
    const coordinator = await createCoordinator(portal, admin, staffed.company.id, { email: 'desk@fair.test' });
    expect((await portal.api.delete(`/coordinator/delete/${coordinator.id}`, admin)).status).to.equal(200);

    expect(await latest('coordinator.added')).to.deep.include({
      targets: [coordinator.id, staffed.company.id],
      summary: 'Added coordinator desk@fair.test',
    });
    expect((await latest('coordinator.deleted')).summary).to.equal('Deleted coordinator desk@fair.test');
  });

  it('records interviews created and students deleted, naming the student', async () => {
    const student = await studentSelecting(portal, [staffed.company]);
    const interview = await createInterview(portal, admin, student.id, staffed.company.id);
    expect((await portal.api.delete(`/student/delete/${student.id}`, admin)).status).to.equal(200);

    const created = await latest('interview.created');
    expect(created.targets).to.deep.equal([interview._id, student.id, staffed.company.id]);
    expect(created.summary).to.contain('with Audited Staffing').and.contain(interview.student.indexNumber);
    expect((await latest('student.deleted')).summary).to.contain(student.email);
  });

  it("records an administrator's walk-in toggle, and not a coordinator's", async () => {
    const toggle = (walkingStatus: boolean, token: string) =>
      portal.api.post(`/company/change-walking-status/${staffed.company.id}`, { walkingStatus }, token);
    const before = (await search('walk-in')).total;

    expect((await toggle(true, admin)).status).to.equal(200);
    expect((await toggle(false, staffed.coordinatorToken)).status).to.equal(200);

    expect((await search('walk-in')).total).to.equal(before + 1);
    expect((await latest('walk-in.opened')).summary).to.equal('Opened walk-in interviews of Audited Staffing');
  });

  it('records fair settings saved and an allocation applied, never a dry run', async () => {
    const settings = await portal.api.post(
      '/admin/fair-settings',
      { selectionOpensAt: null, selectionClosesAt: null, allowedEmailDomains: ['uni.test'] },
      admin,
    );
    expect(settings.status).to.equal(200);
    expect((await latest('fair-settings.saved')).summary).to.contain('sign-up e-mail domains uni.test');
    await portal.api.post(
      '/admin/fair-settings',
      { selectionOpensAt: null, selectionClosesAt: null, allowedEmailDomains: [] },
      admin,
    );

    const before = (await search()).total;
    expect((await portal.api.post('/admin/allocate', { dryRun: true }, admin)).status).to.equal(200);
    expect((await search()).total).to.equal(before);
    expect((await portal.api.post('/admin/allocate', { dryRun: false }, admin)).status).to.equal(200);
    expect((await latest('allocation.applied')).summary).to.match(/^Applied the allocation: \d+ interviews created/);
  });

  it('records nothing for a refused action', async () => {
    const before = (await search()).total;
    const refused = await portal.api.post(
      '/admin/add',
      { email: FIRST_ADMIN.email, password: 'whatever1', confirmpassword: 'whatever1' },
      admin,
    );
    expect(refused.status).to.equal(409);
    expect((await search()).total).to.equal(before);
  });

  it(`pages newest first, ${AUDIT_PAGE_SIZE} a page, and searches action, e-mail and summary`, async () => {
    for (let n = 0; n < AUDIT_PAGE_SIZE; n++) {
      const email = `pager${n}@fair.test`;
      await portal.api.post('/admin/add', { email, password: 'pager-secret', confirmpassword: 'pager-secret' }, admin);
    }
    const first = await search();
    const second = await search('', 2);

    expect(first).to.include({ page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.items).to.have.length(AUDIT_PAGE_SIZE);
    expect(first.items[0]?.summary).to.equal(`Added administrator pager${AUDIT_PAGE_SIZE - 1}@fair.test`);
    expect(second.items.length).to.equal(first.total - AUDIT_PAGE_SIZE);
    const times = [...first.items, ...second.items].map((entry) => Date.parse(entry.at));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));

    expect((await search('PAGER7@')).items.map((entry) => entry.summary)).to.deep.equal([
      'Added administrator pager7@fair.test',
    ]);
    expect((await search(FIRST_ADMIN.email)).total).to.equal(first.total);
    expect((await search('company.deleted')).total).to.equal(1);
  });

  // After the paging test, which counts every entry as the first administrator's.
  it("records a student's withdrawal and a coordinator's cancellation, naming them and their role; a refusal records nothing", async () => {
    const student = await studentSelecting(portal, [staffed.company]);
    const withdrawn = await createInterview(portal, admin, student.id, staffed.company.id);
    const other = await studentSelecting(portal, [staffed.company]);
    const cancelled = await createInterview(portal, admin, other.id, staffed.company.id);

    const refused = await portal.api.post(`/interview/withdraw/${cancelled._id}`, {}, student.token);
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.equal('You can only withdraw from your own interviews');
    const answer = await portal.api.post(
      `/interview/withdraw/${withdrawn._id}`,
      { reason: 'Exam clash' },
      student.token,
    );
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.deep.include({ status: 'cancelled' });
    const cancel = await portal.api.post(`/interview/cancel/${cancelled._id}`, {}, staffed.coordinatorToken);
    expect(cancel.status).to.equal(200);
    const again = await portal.api.post(`/interview/withdraw/${withdrawn._id}`, {}, student.token);
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal(
      'Cannot withdraw from an interview that is cancelled: only one that has not started can be given up',
    );

    expect(await latest('interview.withdrawn')).to.deep.include({
      adminId: student.id,
      adminEmail: student.email,
      role: 'student',
      targets: [withdrawn._id, student.id, staffed.company.id],
    });
    expect((await latest('interview.withdrawn')).summary).to.match(
      /withdrew from the interview with Audited Staffing: Exam clash$/,
    );
    expect(await latest('interview.cancelled')).to.deep.include({
      role: 'coordinator',
      targets: [cancelled._id, other.id, staffed.company.id],
    });
    expect((await search('interview.withdrawn')).total).to.equal(1);
  });

  it('refuses a page that is not a page number with 400', async () => {
    const answer = await portal.api.get('/admin/audit', admin, { page: 0 });
    expect(answer.status).to.equal(400);
  });

  it('is for administrators only: 403 for the other roles, 401 without a session', async () => {
    for (const token of [staffed.coordinatorToken, staffed.companyToken]) {
      expect((await portal.api.get('/admin/audit', token)).status).to.equal(403);
    }
    expect((await portal.api.get('/admin/audit')).status).to.equal(401);
  });
});

/** Every method but GET, on a route an administrator may call: the writes the audit log must record. */
const isAdminWrite = (route: Route): boolean =>
  route.access !== 'public' && route.access.includes('admin') && route.method !== 'get';

describe('Nobody can change or remove the audit log', () => {
  it('has no route that writes to it: the only audit route is a read', async () => {
    const auditRoutes = (await composedRoutes()).filter((route) => /audit/i.test(route.path));
    expect(auditRoutes.map((route) => `${route.method} ${route.path}`)).to.deep.equal(['get /admin/audit']);
  });
});

describe("Every administrator's write is recorded in the audit log, once, by its use case", () => {
  let portal: TestPortal, admin: string;
  let staffed: StaffedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    staffed = await staffedCompany(portal, admin, { companyName: 'Every Write Ltd' });
  });
  after(() => portal.dispose());

  const created = async (path: string, body: object) => {
    const answer = await portal.api.post<{ _id: string }>(path, body, admin);
    expect(answer.status, path).to.equal(201);
    return answer.body.data._id;
  };
  const deleted = async (path: string) => expect((await portal.api.delete(path, admin)).status, path).to.equal(200);
  const recounted = async (companyId: string) => {
    const form = new FormData();
    form.append('slotsFilled', '3');
    const answer = await portal.api.postForm(`/student/update-company/${companyId}`, form, admin);
    expect(answer.status).to.equal(200);
  };
  const anAdmin = (email: string) =>
    created('/admin/add', { email, password: 'an-admin-secret', confirmpassword: 'an-admin-secret' });

  /** Writes that only prepare another, which the log records when it is done: why each is not recorded itself. */
  const PREPARATIONS: Readonly<Record<string, string>> = {
    uploadImportFile: 'keeps a file as an import draft; its commit is recorded, with its counts (import.committed)',
  };

  /** Each operation called once as an administrator, and the action the audit log then holds. */
  const CALLS: Readonly<
    Record<string, { readonly action: string; readonly call: () => Promise<unknown>; readonly by?: string }>
  > = {
    addAdmin: { action: 'admin.added', call: () => anAdmin('every.added@fair.test') },
    deleteAdmin: {
      action: 'admin.deleted',
      call: async () => deleted(`/admin/delete/${await anAdmin('every.deleted@fair.test')}`),
    },
    addCoordinator: {
      action: 'coordinator.added',
      call: () => createCoordinator(portal, admin, staffed.company.id, { email: 'every.desk@fair.test' }),
    },
    deleteCoordinator: {
      action: 'coordinator.deleted',
      call: async () =>
        deleted(
          `/coordinator/delete/${(await createCoordinator(portal, admin, staffed.company.id, { email: 'every.gone@fair.test' })).id}`,
        ),
    },
    editCoordinator: {
      action: 'coordinator.edited',
      call: async () => {
        const desk = await createCoordinator(portal, admin, staffed.company.id, { email: 'every.edited@fair.test' });
        const answer = await portal.api.post(
          `/coordinator/update/${desk.id}`,
          { email: desk.email, name: 'Every Edited', contactNumber: '0770000000', company: staffed.company.id },
          admin,
        );
        expect(answer.status).to.equal(200);
      },
    },
    changeAdminPassword: {
      action: 'admin.password-changed',
      by: 'every.password@fair.test',
      call: async () => {
        await anAdmin('every.password@fair.test');
        const token = await portal.api.signIn('admin', 'every.password@fair.test', 'an-admin-secret');
        const answer = await portal.api.post('/admin/change-password', { password: 'another-secret' }, token);
        expect(answer.status).to.equal(200);
      },
    },
    createCompany: {
      action: 'company.created',
      call: () => createCompany(portal, admin, { companyName: 'Every New Ltd' }),
    },
    updateCompany: {
      action: 'company.edited',
      call: async () => {
        const fields = companyFormFields({ companyName: 'Every Write Holdings', username: staffed.company.username });
        const answer = await portal.api.postForm(
          `/company/update/${staffed.company.id}`,
          companyFormData(fields),
          admin,
        );
        expect(answer.status).to.equal(200);
      },
    },
    deleteCompany: {
      action: 'company.deleted',
      call: async () =>
        deleted(`/company/delete/${(await createCompany(portal, admin, { companyName: 'Every Gone Ltd' })).id}`),
    },
    deleteStudent: {
      action: 'student.deleted',
      call: async () => deleted(`/student/delete/${(await studentSelecting(portal, [staffed.company])).id}`),
    },
    recountCompanySlots: { action: 'company.slots-recounted', call: () => recounted(staffed.company.id) },
    recountFairStats: {
      action: 'fair-figures.recounted',
      call: async () => expect((await portal.api.post('/admin/stats/recount', {}, admin)).status).to.equal(200),
    },
    createInterview: {
      action: 'interview.created',
      call: async () =>
        createInterview(portal, admin, (await studentSelecting(portal, [staffed.company])).id, staffed.company.id),
    },
    changeWalkingStatus: {
      action: 'walk-in.opened',
      call: async () => {
        const path = `/company/change-walking-status/${staffed.company.id}`;
        expect((await portal.api.post(path, { walkingStatus: true }, admin)).status).to.equal(200);
      },
    },
    saveFairSettings: {
      action: 'fair-settings.saved',
      call: async () => {
        const settings = { selectionOpensAt: null, selectionClosesAt: null, allowedEmailDomains: [] };
        expect((await portal.api.post('/admin/fair-settings', settings, admin)).status).to.equal(200);
      },
    },
    sendMessage: {
      action: 'message.sent',
      call: async () => {
        await studentSelecting(portal, [staffed.company]);
        const draft = { audience: { kind: 'students' }, subject: 'Welcome', body: 'See you at the fair.' };
        expect((await portal.api.post('/messages', draft, admin)).status).to.equal(201);
      },
    },
    cancelInterview: {
      action: 'interview.cancelled',
      call: async () => {
        const student = await studentSelecting(portal, [staffed.company]);
        const interview = await createInterview(portal, admin, student.id, staffed.company.id);
        const answer = await portal.api.post(`/interview/cancel/${interview._id}`, { reason: null }, admin);
        expect(answer.status).to.equal(200);
      },
    },
    actOnInterviews: {
      action: 'interviews.deleted',
      call: async () => {
        const student = await studentSelecting(portal, [staffed.company]);
        const interview = await createInterview(portal, admin, student.id, staffed.company.id);
        const answer = await portal.api.post('/interview/bulk', { action: 'delete', ids: [interview._id] }, admin);
        expect(answer.status).to.equal(200);
      },
    },
    allocateInterviews: {
      action: 'allocation.applied',
      call: async () =>
        expect((await portal.api.post('/admin/allocate', { dryRun: false }, admin)).status).to.equal(200),
    },
    commitImport: {
      action: 'import.committed',
      call: async () => {
        const upload = importForm(studentsCsv([aStudentRow(1, 'audit')]));
        const draft = await portal.api.postForm<{ draftId: string }>('/admin/import', upload, admin);
        const mapping = STUDENT_MAPPING;
        const committed = await portal.api.post(`/admin/import/${draft.body.data.draftId}/commit`, { mapping }, admin);
        expect(committed.status).to.equal(200);
      },
    },
    excuseStrike: {
      action: 'strike.excused',
      call: async () => {
        const { interview } = await assignedInterview(portal, admin, staffed);
        await moveStatus(portal, staffed.coordinatorToken, interview._id, 'no-show');
        const answer = await portal.api.post(`/admin/strikes/${interview._id}/excuse`, { reason: 'Ill' }, admin);
        expect(answer.status).to.equal(200);
      },
    },
    applySchedule: {
      action: 'interviews.scheduled',
      call: async () => {
        const fairDays = [{ date: '2099-03-02', opens: '09:00', closes: '17:00' }];
        expect((await portal.api.post('/admin/fair-settings', { fairDays }, admin)).status).to.equal(200);
        const companyId = staffed.company.id;
        await createPanel(portal, staffed.coordinatorToken, companyId, 'Every Panel');
        await createInterview(portal, admin, (await studentSelecting(portal, [staffed.company])).id, companyId);
        const preview = await portal.api.get<{ fingerprint: string }>('/schedule/preview', admin, { companyId });
        const { fingerprint } = preview.body.data;
        expect((await portal.api.post('/schedule/apply', { companyId, fingerprint }, admin)).status).to.equal(200);
      },
    },
    // Last: it ends the fair the calls above wrote in, and the next fair's log starts with its entry.
    makeNextFair: {
      action: 'fair.made',
      call: async () => {
        const fairDays = [{ date: '2020-03-02', opens: '09:00', closes: '17:00' }];
        expect((await portal.api.post('/admin/fair-settings', { fairDays }, admin)).status).to.equal(200);
        const made = await portal.api.post('/admin/fairs', { name: 'Next fair', offsetDays: 364 }, admin);
        expect(made.status).to.equal(201);
      },
    },
  };

  /** The entries of one action, newest first. */
  const entriesOf = async (action: string) => {
    const page = (await portal.api.get<PageAnswer>('/admin/audit', admin, { text: action, page: 1 })).body.data;
    return page.items.filter((entry) => entry.action === action);
  };

  it('has a call below for every write route an administrator may call', async () => {
    const writes = (await composedRoutes())
      .filter(isAdminWrite)
      .map((route) => route.operationId)
      .filter((operationId) => !(operationId in PREPARATIONS));
    expect([...writes].sort()).to.deep.equal(Object.keys(CALLS).sort());
  });

  for (const [operationId, { action, call, by }] of Object.entries(CALLS)) {
    it(`${operationId}: records ${action} once, naming the acting administrator`, async () => {
      const before = (await entriesOf(action)).length;
      await call();
      const after = await entriesOf(action);
      expect(after, operationId).to.have.length(before + 1);
      expect(after[0]?.adminEmail).to.equal(by ?? FIRST_ADMIN.email);
    });
  }
});
