import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { aPng } from '../support/company-accounts.js';
import {
  assignPanel,
  choose,
  createInterview,
  createPanel,
  moveStatus,
  setInterviewTime,
  twoStaffedCompanies,
  studentSelecting,
  submitSelection,
  type InterviewAnswer,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { aPdf, registerConfirmedStudent, uploadForm, type ConfirmedStudent } from '../support/student-accounts.js';

interface PollAnswer {
  readonly status: number;
  readonly etag: string | null;
  readonly cacheControl: string | null;
  readonly body: string;
}

/** One polled list, as one caller reads it. */
interface Poll {
  readonly path: string;
  readonly token: string;
}

/**
 * The ETag rule (docs/api.md, "Polls"): every polled list answers with a tag, a matching
 * If-None-Match gets 304 without a body, and every covered write changes the tag of every list it
 * shows up in. Events reach the versions a moment after the write, so a changed tag is waited for.
 */
describe('Polled lists over HTTP: ETags and 304', () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany;
  let globex: StaffedCompany;
  let panel: PanelAnswer;
  /** The student whose lists are watched. */
  let student: ConfirmedStudent;
  /** Another student at the same company. */
  let other: ConfirmedStudent;
  let othersInterview: InterviewAnswer;
  /** A student who will be deleted, and their interview with it. */
  let leaving: ConfirmedStudent;
  let interview: InterviewAnswer;

  before(async () => {
    ({ portal, admin, acme, other: globex } = await twoStaffedCompanies());
    panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel A');
    student = await studentSelecting(portal, [acme.company, globex.company]);
    other = await studentSelecting(portal, [acme.company]);
    othersInterview = await createInterview(portal, admin, other.id, acme.company.id);
    othersInterview = await assignPanel(portal, acme.coordinatorToken, othersInterview._id, panel._id);
    leaving = await studentSelecting(portal, [acme.company]);
    const leavingInterview = await createInterview(portal, admin, leaving.id, acme.company.id);
    await assignPanel(portal, acme.coordinatorToken, leavingInterview._id, panel._id);
  });
  after(() => portal.dispose());

  const poll = async (target: Poll, ifNoneMatch?: string): Promise<PollAnswer> => {
    const response = await fetch(`${portal.api.base}${target.path}`, {
      headers: {
        Authorization: `Bearer ${target.token}`,
        ...(ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch }),
      },
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      cacheControl: response.headers.get('cache-control'),
      body: await response.text(),
    };
  };
  const tagOf = async (target: Poll): Promise<string> => {
    const answer = await poll(target);
    expect(answer.status, `${target.path}: ${answer.body}`).to.equal(200);
    expect(answer.etag, `${target.path} has no ETag`).to.be.a('string');
    return answer.etag as string;
  };

  /** Every polled list, each as the caller whose screen polls it. */
  const lists = () =>
    ({
      studentInterviews: { path: '/interview/all-st', token: student.token },
      studentProfile: { path: '/student/single', token: student.token },
      studentPanels: { path: `/panel/all?id=${student.id}`, token: student.token },
      walkInCompanies: { path: '/company/get-walk-in-companies/', token: student.token },
      walkingStatus: { path: `/company/get-walking-status/${acme.company.id}`, token: student.token },
      companyPanels: { path: `/panel/all?id=${acme.company.id}`, token: student.token },
      companyBoard: { path: '/interview/all-company', token: acme.companyToken },
      companyPanelBoard: { path: `/interview/all-company?panel=${panel._id}`, token: acme.companyToken },
      coordinatorBoard: { path: '/interview/all-company-cc', token: acme.coordinatorToken },
      companyInterviews: { path: '/interview/all-com', token: acme.companyToken },
      coordinatorInterviews: { path: '/interview/all-cd', token: acme.coordinatorToken },
      panelInterviews: { path: `/interview/all-by-panel?panel=${panel._id}`, token: acme.coordinatorToken },
      coordinatorWalkIns: { path: `/interview/all-cc-walking/${acme.company.id}`, token: acme.coordinatorToken },
      companyWalkIns: { path: '/interview/all-com-walking/', token: acme.companyToken },
      otherCompanyInterviews: { path: '/interview/all-com', token: globex.companyToken },
    }) satisfies Record<string, Poll>;
  type ListName = keyof ReturnType<typeof lists>;
  const at = (name: ListName): Poll => lists()[name];
  const allNames = () => Object.keys(lists()) as ListName[];

  const tagsOf = async (names: readonly ListName[]): Promise<Map<ListName, string>> =>
    new Map(await Promise.all(names.map(async (name) => [name, await tagOf(at(name))] as const)));

  /** The lists among `names` whose tag has not changed since `before`, after waiting up to a second for the events. */
  const unchangedAfter = async (before: Map<ListName, string>, names: readonly ListName[]): Promise<ListName[]> => {
    let unchanged: ListName[] = [...names];
    for (let attempt = 0; attempt < 50 && unchanged.length > 0; attempt++) {
      if (attempt > 0) await pause(20);
      const now = await tagsOf(unchanged);
      unchanged = unchanged.filter((name) => now.get(name) === before.get(name));
    }
    return unchanged;
  };

  it('answers every polled list with a private, revalidated ETag, and a matching If-None-Match with 304 and no body', async () => {
    for (const name of allNames()) {
      const first = await poll(at(name));
      expect(first.status, `${name}: ${first.body}`).to.equal(200);
      expect(first.etag, name).to.match(/^W\/".+"$/);
      expect(first.cacheControl, name).to.equal('private, no-cache');

      const again = await poll(at(name), first.etag as string);
      expect(again.status, name).to.equal(304);
      expect(again.body, name).to.equal('');
      expect(again.etag, name).to.equal(first.etag);
      expect((await poll(at(name), `W/"other", ${first.etag}`)).status, `${name} in a list`).to.equal(304);
      expect((await poll(at(name), 'W/"stale"')).status, name).to.equal(200);
    }
  });

  it('makes the tag of the query too: one panel of the board has its own tag', async () => {
    expect(await tagOf(at('companyPanelBoard'))).to.not.equal(await tagOf(at('companyBoard')));
  });

  it('never matches a tag made for another caller of the same list', async () => {
    const studentsTag = await tagOf(at('walkingStatus'));
    const others = await poll({ ...at('walkingStatus'), token: other.token }, studentsTag);
    expect(others.status).to.equal(200);
    expect(others.etag).to.not.equal(studentsTag);

    const companysTag = await tagOf({ ...at('companyPanels'), token: acme.companyToken });
    const coordinators = await poll({ ...at('companyPanels'), token: acme.coordinatorToken }, companysTag);
    expect(coordinators.status).to.equal(200);
  });

  describe('every covered write changes the tag of every list it shows up in', () => {
    const write = (title: string, changed: readonly ListName[], act: () => Promise<unknown>) =>
      it(`${title}: ${changed.join(', ')}`, async () => {
        const before = await tagsOf(allNames());
        await act();
        expect(await unchangedAfter(before, changed), 'lists whose tag did not change').to.deep.equal([]);
      });
    const expectOk = (answer: { status: number; body: unknown }, status = 200) =>
      expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
    const ACME_LISTS: readonly ListName[] = [
      'companyBoard',
      'companyPanelBoard',
      'coordinatorBoard',
      'companyInterviews',
      'coordinatorInterviews',
      'panelInterviews',
    ];

    write('an interview is created', ['studentInterviews', 'companyInterviews', 'coordinatorInterviews'], async () => {
      interview = await createInterview(portal, admin, student.id, acme.company.id);
    });
    write('the interview is assigned a panel', ['studentInterviews', 'studentPanels', ...ACME_LISTS], async () => {
      interview = await assignPanel(portal, acme.coordinatorToken, interview._id, panel._id);
    });
    write('the interview is timed', ['studentInterviews', ...ACME_LISTS], async () => {
      interview = await setInterviewTime(portal, acme.coordinatorToken, interview._id, '2026-03-01T10:30:00+05:30');
    });
    write('the interview is moved', ['studentInterviews', ...ACME_LISTS], async () => {
      interview = await moveStatus(portal, acme.companyToken, interview._id, 'ongoing');
    });
    let added: PanelAnswer;
    write('a panel is added', ['companyPanels'], async () => {
      added = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel B');
    });
    write('a panel is removed', ['companyPanels'], async () => {
      expectOk(await portal.api.delete(`/panel/delete/${added._id}`, acme.coordinatorToken));
    });
    write('walk-ins are opened', ['walkingStatus', 'walkInCompanies'], async () => {
      const toggle = { walkingStatus: true };
      expectOk(
        await portal.api.post(`/company/change-walking-status/${acme.company.id}`, toggle, acme.coordinatorToken),
      );
    });
    write(
      'a walk-in interview is joined',
      ['coordinatorWalkIns', 'companyWalkIns', 'companyInterviews', 'coordinatorInterviews'],
      async () => {
        const walker = await registerConfirmedStudent(portal);
        expectOk(await portal.api.post('/interview/create-walk-in', { company: acme.company.id }, walker.token), 201);
      },
    );
    write('the company edits its profile', ['studentInterviews', 'walkInCompanies', 'companyBoard'], async () => {
      const form = new FormData();
      form.append('companyName', acme.company.companyName);
      form.append('description', 'Now hiring for the fair');
      expectOk(await portal.api.postForm(`/company/update/${acme.company.id}`, form, acme.companyToken));
    });
    write('walk-ins are closed', ['walkingStatus', 'walkInCompanies'], async () => {
      const toggle = { walkingStatus: false };
      expectOk(
        await portal.api.post(`/company/change-walking-status/${acme.company.id}`, toggle, acme.coordinatorToken),
      );
    });
    write('the student edits their profile', ['studentProfile', ...ACME_LISTS], async () => {
      expectOk(await portal.api.post('/student/update/', { fullName: 'A.B. Renamed' }, student.token));
    });
    write('the student re-submits their selection', ['studentProfile'], async () => {
      await submitSelection(portal, student.token, [choose(acme.company), choose(globex.company)], 'Management');
    });
    write('the student uploads a CV', ['studentProfile'], async () => {
      expectOk(await portal.api.postForm('/student/upload-cv/', uploadForm('cv', aPdf()), student.token));
    });
    write('the student uploads a picture', ['studentProfile', ...ACME_LISTS], async () => {
      expectOk(await portal.api.postForm('/student/upload-profile/', uploadForm('image', aPng()), student.token));
    });
    write('an interview is deleted with its student', ACME_LISTS, async () => {
      expectOk(await portal.api.delete(`/student/delete/${leaving.id}`, admin));
    });
  });

  /** Lets `change` happen, waits until it has reached the versions (acme's own list has a new tag), answers the tags of `watched`. */
  const tagsAround = async (watched: readonly ListName[], change: () => Promise<unknown>) => {
    const before = await tagsOf([...watched, 'companyInterviews']);
    await change();
    expect(await unchangedAfter(before, ['companyInterviews']), 'the change never reached the versions').to.deep.equal(
      [],
    );
    const after = await tagsOf(watched);
    return {
      before: Object.fromEntries(watched.map((name) => [name, before.get(name)])),
      after: Object.fromEntries(after),
    };
  };

  it("keeps a student's own tags, and another company's, when another student's interview changes", async () => {
    const tags = await tagsAround(
      ['studentInterviews', 'studentProfile', 'studentPanels', 'otherCompanyInterviews'],
      async () => {
        othersInterview = await setInterviewTime(portal, acme.coordinatorToken, othersInterview._id, null);
        othersInterview = await moveStatus(portal, acme.coordinatorToken, othersInterview._id, 'ongoing');
      },
    );
    expect(tags.after).to.deep.equal(tags.before);
  });

  it("keeps a student's own tags when another student edits their profile", async () => {
    const tags = await tagsAround(['studentInterviews', 'studentProfile', 'studentPanels'], async () => {
      const edited = await portal.api.post('/student/update/', { description: 'Someone else' }, other.token);
      expect(edited.status).to.equal(200);
    });
    expect(tags.after).to.deep.equal(tags.before);
  });

  it('never answers 304 after a restart to a tag the earlier run made', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-etag-restart-'));
    const walkIns = (portalBase: string, token: string, ifNoneMatch = '') =>
      fetch(`${portalBase}/company/get-walk-in-companies/`, {
        headers: { Authorization: `Bearer ${token}`, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
      });
    try {
      const first = await startTestPortal({ DATA_DIR: dataDir });
      const token = await first.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      const tag = (await walkIns(first.api.base, token)).headers.get('etag') ?? '';
      expect((await walkIns(first.api.base, token, tag)).status).to.equal(304);
      await first.dispose();

      const second = await startTestPortal({ DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      try {
        const answer = await walkIns(second.api.base, token, tag);
        expect(answer.status).to.equal(200);
        expect(answer.headers.get('etag')).to.not.equal(tag);
      } finally {
        await second.dispose();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
