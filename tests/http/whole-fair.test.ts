/*
 * The whole fair through HTTP, in the order it happens: accounts, sign-up and confirmation, CVs,
 * selections, the allocation spreadsheet, interviews, panels, assignment, times, every status move,
 * walk-ins, a CV collected at the desk, and finally the downloads, opened and read.
 */
import { expect } from 'chai';
import { ALLOCATION_COLUMNS } from '../../domain/allocation.js';
import { type CreatedCompany } from '../support/company-accounts.js';
import { readSheet, readZip } from '../support/downloads-readers.js';
import { attachmentName, pdfFile, pdfText, uploadGeneralCv, uploadInterviewCv } from '../support/downloads-http.js';
import {
  assignPanel,
  choose,
  createInterview,
  createPanel,
  moveStatus,
  setInterviewTime,
  staffedCompany,
  submitSelection,
  type BoardAnswer,
  type InterviewAnswer,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

describe('A whole fair over HTTP', function () {
  this.timeout(60_000);

  let portal: TestPortal;
  let admin: string;
  let robotics: StaffedCompany;
  let power: StaffedCompany;
  const students: Record<'amaya' | 'nimal' | 'kavya' | 'walker', ConfirmedStudent> = {} as never;
  const interviews: Record<string, InterviewAnswer> = {};
  const panels: Record<string, PanelAnswer> = {};

  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.dispose());

  const company = (staffed: StaffedCompany): CreatedCompany => staffed.company;

  it('the admin signs in and adds two companies, each with a coordinator', async () => {
    admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    robotics = await staffedCompany(portal, admin, {
      username: 'robotics',
      companyName: 'Robotics Lanka',
      areas: ['Automation'],
      panels: ['Robotics and Automation', 'Software Engineering'],
    });
    power = await staffedCompany(portal, admin, {
      username: 'power',
      companyName: 'Ceylon Power',
      areas: ['Power Systems'],
      panels: ['Power and Energy'],
    });
    const listed = await portal.api.get<Array<{ username: string }>>('/company/', admin);
    expect(listed.body.data.map((listedCompany) => listedCompany.username)).to.have.members(['robotics', 'power']);
  });

  it('students sign up, confirm their e-mail from the mailed link and sign in', async () => {
    students.amaya = await registerConfirmedStudent(portal, { fullName: 'A.M. Perera', indexNumber: '1900001' });
    students.nimal = await registerConfirmedStudent(portal, { fullName: 'N.K. Silva', indexNumber: '1900002' });
    students.kavya = await registerConfirmedStudent(portal, { fullName: 'K.D. Fernando', indexNumber: '1900003' });
    students.walker = await registerConfirmedStudent(portal, { fullName: 'W. Walker', indexNumber: '1900004' });
    const profile = await portal.api.get<{ email: string }>('/student/single', students.amaya.token);
    expect(profile.body.data.email).to.equal(students.amaya.email);
  });

  it('students upload their general CVs', async () => {
    await uploadGeneralCv(portal, students.amaya.token, pdfFile('amaya general'));
    await uploadGeneralCv(portal, students.nimal.token, pdfFile('nimal general'));
    const profile = await portal.api.get<{ hasCv: boolean }>('/student/single', students.nimal.token);
    expect(profile.body.data.hasCv).to.equal(true);
  });

  it('students submit their selections in priority order', async () => {
    await submitSelection(
      portal,
      students.amaya.token,
      [choose(company(robotics), 'Software Engineering'), choose(company(power))],
      'Automation',
    );
    await submitSelection(
      portal,
      students.nimal.token,
      [choose(company(power)), choose(company(robotics))],
      'Power Systems',
    );
    await submitSelection(portal, students.kavya.token, [choose(company(robotics))], 'Management');
    const single = await portal.api.get<{ slotsFilled: number }>('/company/single', robotics.companyToken);
    expect(single.body.data.slotsFilled).to.equal(3);
  });

  it('a student sends a copy of her CV meant for one company', async () => {
    const answer = await uploadInterviewCv(portal, students.amaya.token, pdfFile('amaya for robotics'), {
      company: company(robotics).id,
    });
    expect(answer.status).to.equal(200);
  });

  it('the admin downloads the allocation spreadsheet, rows in allocation order', async () => {
    const answer = await portal.api.download('/admin/allocation.xlsx', admin);
    expect(answer.status).to.equal(200);
    expect(attachmentName(answer.headers)).to.equal('selected_companies_sorted.xlsx');
    const sheet = await readSheet(answer.bytes, 'Sorted Allocation');
    expect(sheet.rows[0]).to.deep.equal([...ALLOCATION_COLUMNS]);
    expect(sheet.rows.slice(1).map((row) => [row[0], row[1], row[3], row[6]])).to.deep.equal([
      ['Ceylon Power', 'Power and Energy', '1900002', 1],
      ['Ceylon Power', 'Power and Energy', '1900001', 2],
      ['Robotics Lanka', 'Robotics and Automation', '1900003', 1],
      ['Robotics Lanka', 'Robotics and Automation', '1900002', 2],
      ['Robotics Lanka', 'Software Engineering', '1900001', 1],
    ]);
  });

  it('the admin creates interviews for selected companies; they start selected, without a panel', async () => {
    for (const [key, student, staffed] of [
      ['amaya@robotics', students.amaya, robotics],
      ['nimal@robotics', students.nimal, robotics],
      ['kavya@robotics', students.kavya, robotics],
      ['nimal@power', students.nimal, power],
    ] as const) {
      interviews[key] = await createInterview(portal, admin, student.id, company(staffed).id);
      expect(interviews[key]).to.include({ status: 'selected', panelID: null, walkIn: false });
    }
    const forbidden = await portal.api.post(
      '/interview/create',
      { student: students.kavya.id, company: company(power).id },
      admin,
    );
    expect(forbidden.status).to.be.oneOf([403, 409]);
  });

  it('coordinators add panels, assign interviewees and set their times', async () => {
    panels.software = await createPanel(
      portal,
      robotics.coordinatorToken,
      company(robotics).id,
      'Software Engineering',
    );
    panels.robots = await createPanel(
      portal,
      robotics.coordinatorToken,
      company(robotics).id,
      'Robotics and Automation',
    );
    panels.power = await createPanel(portal, power.coordinatorToken, company(power).id, 'Power and Energy');
    // 25-minute interviews: one panel's times are at least 25 minutes apart, one student's 30 (docs/fair-operations.md).
    const plan = [
      ['amaya@robotics', robotics, panels.software, '2026-03-01T09:00:00+05:30'],
      ['nimal@robotics', robotics, panels.robots, '2026-03-01T09:20:00+05:30'],
      ['kavya@robotics', robotics, panels.robots, '2026-03-01T09:50:00+05:30'],
      ['nimal@power', power, panels.power, '2026-03-01T10:00:00+05:30'],
    ] as const;
    for (const [key, staffed, panel, time] of plan) {
      const assigned = await assignPanel(portal, staffed.coordinatorToken, interviews[key]!._id, panel!._id);
      expect(assigned.status).to.equal('assigned');
      expect(assigned.panelID?._id).to.equal(panel!._id);
      interviews[key] = await setInterviewTime(portal, staffed.coordinatorToken, interviews[key]!._id, time);
    }
    expect(interviews['amaya@robotics']!.time).to.equal('2026-03-01T03:30:00.000Z');
    const queues = ['amaya@robotics', 'nimal@robotics', 'kavya@robotics'].map((key) => interviews[key]!.queue);
    expect(queues).to.deep.equal([1, 2, 3]);
  });

  it('interviews move: Make Ongoing, Mark As Done, Back to queue; a wrong move is refused', async () => {
    const [amaya, nimal] = [interviews['amaya@robotics']!, interviews['nimal@robotics']!];
    expect((await moveStatus(portal, robotics.companyToken, amaya._id, 'ongoing')).status).to.equal('ongoing');
    expect((await moveStatus(portal, robotics.coordinatorToken, nimal._id, 'ongoing')).status).to.equal('ongoing');
    const board = await portal.api.get<BoardAnswer>('/interview/all-company', robotics.companyToken);
    expect(board.body.data.current?._id).to.equal(amaya._id);
    expect((await moveStatus(portal, robotics.companyToken, amaya._id, 'finished')).status).to.equal('finished');
    expect((await moveStatus(portal, robotics.coordinatorToken, amaya._id, 'assigned')).status).to.equal('assigned');
    expect((await moveStatus(portal, robotics.coordinatorToken, amaya._id, 'ongoing')).status).to.equal('ongoing');
    expect((await moveStatus(portal, robotics.coordinatorToken, amaya._id, 'finished')).status).to.equal('finished');
    const wrong = await portal.api.post(
      `/interview/update-status/${interviews['kavya@robotics']!._id}`,
      { status: 'finished' },
      robotics.companyToken,
    );
    expect(wrong.status).to.equal(409);
    const after = await portal.api.get<BoardAnswer>('/interview/all-company', robotics.companyToken);
    expect(after.body.data.current?._id).to.equal(nimal._id);
    expect(after.body.data.finished.map((interview) => interview._id)).to.deep.equal([amaya._id]);
  });

  it('walk-ins: the coordinator opens them, a student joins, the company sees and schedules him', async () => {
    await portal.api.post(
      `/company/change-walking-status/${company(robotics).id}`,
      { walkingStatus: true },
      robotics.coordinatorToken,
    );
    const open = await portal.api.get<Array<{ _id: string }>>('/company/get-walk-in-companies/', students.walker.token);
    expect(open.body.data.map((listed) => listed._id)).to.deep.equal([company(robotics).id]);
    const joined = await portal.api.post<InterviewAnswer>(
      '/interview/create-walk-in/',
      { company: company(robotics).id },
      students.walker.token,
    );
    expect(joined.status).to.equal(201);
    expect(joined.body.data).to.include({ walkIn: true, status: 'selected' });
    interviews['walker@robotics'] = joined.body.data;
    const refused = await portal.api.post(
      '/interview/create-walk-in/',
      { company: company(power).id },
      students.walker.token,
    );
    expect(refused.status).to.equal(409);
    const forCompany = await portal.api.get<InterviewAnswer[]>('/interview/all-com-walking/', robotics.companyToken);
    expect(forCompany.body.data.map((interview) => interview._id)).to.deep.equal([joined.body.data._id]);
    const assigned = await assignPanel(portal, robotics.coordinatorToken, joined.body.data._id, panels.software!._id);
    expect(assigned).to.include({ status: 'assigned', walkIn: true, queue: 4 });
    const forCoordinator = await portal.api.get<InterviewAnswer[]>(
      `/interview/all-cc-walking/${company(robotics).id}`,
      robotics.coordinatorToken,
    );
    expect(forCoordinator.body.data[0]?.panelID?.panelName).to.equal('Software Engineering');
    const own = await portal.api.get<InterviewAnswer[]>('/interview/all-st', students.walker.token);
    expect(own.body.data.map((interview) => interview.walkIn)).to.deep.equal([true]);
  });

  it('the company collects a paper CV at the desk from the walk-in student', async () => {
    const answer = await uploadInterviewCv(portal, robotics.companyToken, pdfFile('walker paper'), {
      id: interviews['walker@robotics']!._id,
    });
    expect(answer.status).to.equal(200);
  });

  it("the company downloads each interviewee's CV: its own copy, else the general one, else a 404", async () => {
    const cvOf = (key: string, token: string) =>
      portal.api.download('/interview/get-cv', token, { id: interviews[key]!._id });
    const amaya = await cvOf('amaya@robotics', robotics.companyToken);
    expect(attachmentName(amaya.headers)).to.equal('1900001-A.M. Perera.pdf');
    expect(pdfText(amaya.bytes)).to.equal('amaya for robotics');
    expect(pdfText((await cvOf('nimal@robotics', robotics.coordinatorToken)).bytes)).to.equal('nimal general');
    expect(pdfText((await cvOf('walker@robotics', robotics.companyToken)).bytes)).to.equal('walker paper');
    expect((await cvOf('kavya@robotics', robotics.companyToken)).status).to.equal(404);
    expect((await cvOf('nimal@power', robotics.companyToken)).status).to.equal(403);
  });

  it("the admin downloads each company's CV bundle, named after its username, one PDF per interviewee with a CV", async () => {
    const bundle = await portal.api.download('/interview/get-cv-company', admin, { id: company(robotics).id });
    expect(bundle.status).to.equal(200);
    expect(attachmentName(bundle.headers)).to.equal('robotics.zip');
    const entries = await readZip(bundle.bytes);
    expect(entries.map((entry) => [entry.name, pdfText(entry.bytes)])).to.deep.equal([
      ['1900001-A.M. Perera.pdf', 'amaya for robotics'],
      ['1900002-N.K. Silva.pdf', 'nimal general'],
      ['1900004-W. Walker.pdf', 'walker paper'],
    ]);
    const powerBundle = await portal.api.download('/interview/get-cv-company', power.coordinatorToken, {
      id: company(power).id,
    });
    expect((await readZip(powerBundle.bytes)).map((entry) => entry.name)).to.deep.equal(['1900002-N.K. Silva.pdf']);
  });

  it('the admin sees every interview of the fair, walk-ins included', async () => {
    const all = await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin);
    expect(all.body.data).to.have.length(5);
    expect(all.body.data.filter((interview) => interview.walkIn)).to.have.length(1);
    expect(new Set(all.body.data.map((interview) => interview.status))).to.deep.equal(
      new Set(['finished', 'ongoing', 'assigned']),
    );
  });
});
