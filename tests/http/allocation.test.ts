import { expect } from 'chai';
import { formatEventDateTime } from '../../domain/event-time.js';
import { readOutbox } from '../e2e/support/outbox.js';
import { createCompany, type CreatedCompany } from '../support/company-accounts.js';
import { choose, createInterview, submitSelection, type InterviewAnswer } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import {
  aStudentSignUp,
  registerConfirmedStudent,
  registerStudent,
  signUpFormData,
  type ConfirmedStudent,
} from '../support/student-accounts.js';

interface AllocatedStudent {
  readonly studentId: string;
  readonly name: string;
}
interface AllocationAnswer {
  readonly dryRun: boolean;
  readonly created: number;
  readonly companies: readonly {
    readonly companyId: string;
    readonly places: number;
    readonly held: number;
    readonly placed: readonly AllocatedStudent[];
    readonly reserves: readonly AllocatedStudent[];
  }[];
  readonly students: readonly { readonly studentId: string; readonly held: number; readonly placed: number }[];
}

const minuteFromNow = (minutes: number): Date => new Date(Math.floor(Date.now() / 60_000 + minutes) * 60_000);

describe('Fair settings: the selection window and the e-mail domains allowed to sign up', () => {
  let portal: TestPortal, admin: string;
  let acme: CreatedCompany;
  let student: ConfirmedStudent;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    acme = await createCompany(portal, admin);
    student = await registerConfirmedStudent(portal);
  });
  after(() => portal?.dispose());

  const save = (body: unknown, token = admin) => portal.api.post('/admin/fair-settings', body, token);
  const submit = () =>
    portal.api.post(
      '/student/selected-companies',
      { selectedCompaniesbyStudent: [{ ...choose(acme), companyName: '', order: 1 }], interestedArea: 'Automation' },
      student.token,
    );

  it('answers no window and any domain until an admin saves them, and only to admins', async () => {
    const answer = await portal.api.get('/admin/fair-settings', admin);
    expect(answer.body.data).to.deep.equal({
      selectionOpensAt: null,
      selectionClosesAt: null,
      allowedEmailDomains: [],
      fairDays: [],
      interviewMinutes: 25,
      bufferMinutes: 5,
      offerHoursBeforeFair: 2,
      offerMinutesOnFairDay: 10,
      strikeDays: 365,
      retentionDays: 180,
      cvDownloadDays: 14,
    });
    expect((await portal.api.get('/admin/fair-settings', student.token)).status).to.equal(403);
    expect((await save({ allowedEmailDomains: [] }, student.token)).status).to.equal(403);
  });

  it("keeps the students' data retention and the CV download days when a save leaves them out", async () => {
    expect((await save({ retentionDays: 30, cvDownloadDays: 5 })).status).to.equal(200);
    const saved = await save({ allowedEmailDomains: ['uni.test'] });
    expect(saved.body.data).to.include({ retentionDays: 30, cvDownloadDays: 5 });
    const refused = await save({ retentionDays: 30, cvDownloadDays: 31 });
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(refused.body)).to.include("CV downloads cannot last longer than students' data is kept");
  });

  it('refuses a selection before the window opens with a 409 saying when it opens, and tells the student the window', async () => {
    const opensAt = minuteFromNow(60);
    const saved = await save({
      selectionOpensAt: opensAt.toISOString(),
      selectionClosesAt: null,
      allowedEmailDomains: [],
    });
    expect(saved.status).to.equal(200);

    const refused = await submit();

    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal(`Selections open at ${formatEventDateTime(opensAt)} (Asia/Colombo)`);
    const window = await portal.api.get<{ state: string; opensAt: string }>('/student/selection-window', student.token);
    expect(window.body.data).to.deep.include({ state: 'not-yet-open', opensAt: opensAt.toISOString(), closesAt: null });
  });

  it('refuses a selection once the window closed, saying when; an admin still creates interviews', async () => {
    const closesAt = minuteFromNow(-1);
    await save({ selectionOpensAt: minuteFromNow(-120).toISOString(), selectionClosesAt: closesAt.toISOString() });

    const refused = await submit();

    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal(`Selections closed at ${formatEventDateTime(closesAt)} (Asia/Colombo)`);
    await save({ selectionOpensAt: null, selectionClosesAt: null });
    const accepted = await submit();
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    await save({ selectionOpensAt: null, selectionClosesAt: closesAt.toISOString() });
    expect((await createInterview(portal, admin, student.id, acme.id)).status).to.equal('selected');
  });

  it('refuses a window closing before it opens, and anything but ISO instants', async () => {
    const backwards = await save({
      selectionOpensAt: minuteFromNow(10).toISOString(),
      selectionClosesAt: minuteFromNow(5).toISOString(),
    });
    expect(backwards.status).to.equal(400);
    expect(backwards.body.data).to.deep.equal({
      fields: { selectionClosesAt: 'The selection window must close after it opens' },
    });
    expect((await save({ selectionOpensAt: 'tomorrow' })).status).to.equal(400);
  });

  it("keeps the reserve offers' window an admin sets, and refuses one out of range with a message, changing nothing", async () => {
    expect((await save({ offerHoursBeforeFair: 3, offerMinutesOnFairDay: 15 })).status).to.equal(200);

    const refused = await save({ offerHoursBeforeFair: 0, offerMinutesOnFairDay: 2.5 });

    expect(refused.status).to.equal(400);
    expect(refused.body.data).to.deep.equal({
      fields: {
        offerHoursBeforeFair: 'Enter whole hours from 1 to 72',
        offerMinutesOnFairDay: 'Enter whole minutes from 1 to 240',
      },
    });
    const kept = await portal.api.get('/admin/fair-settings', admin);
    expect(kept.body.data).to.deep.include({ offerHoursBeforeFair: 3, offerMinutesOnFairDay: 15 });
    expect((await save({ offerHoursBeforeFair: 'two' })).status).to.equal(400);
    await save({});
  });

  it('keeps the strike length an admin sets when other settings are saved without it, and refuses one out of range', async () => {
    expect((await save({ strikeDays: 90 })).status).to.equal(200);
    expect((await save({ allowedEmailDomains: [] })).status).to.equal(200);
    expect((await portal.api.get('/admin/fair-settings', admin)).body.data).to.deep.include({ strikeDays: 90 });

    const refused = await save({ strikeDays: 0 });
    expect([refused.status, refused.body.data]).to.deep.equal([
      400,
      { fields: { strikeDays: 'A strike lasts a whole number of days from 1 to 3650' } },
    ]);
    expect((await portal.api.get('/admin/fair-settings', admin)).body.data).to.deep.include({ strikeDays: 90 });
    await save({ strikeDays: 365 });
  });

  it('refuses a sign-up outside the allowed domains with a 400 on email, and takes one inside', async () => {
    await save({ allowedEmailDomains: ['Uni.Test'] });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: 'someone@gmail.com',
      fullName: 'A.B. Outsider',
      title: 'Mr',
      commonName: 'Outsider',
      indexNumber: '1999999',
      password: 'student-secret',
    })) {
      form.append(name, value);
    }

    const refused = await portal.api.postForm('/student/create', form);

    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal('Sign-up is open to uni.test e-mail addresses only');
    expect(refused.body.data).to.deep.equal({ fields: { email: 'Sign-up is open to uni.test e-mail addresses only' } });
    await registerConfirmedStudent(portal);
    await save({ allowedEmailDomains: [] });
  });

  for (const email of [
    'mallory@evil.test,m1@uni.test',
    '<mallory@evil.test>@uni.test',
    'mallory@evil.test;m3@uni.test',
  ]) {
    it(`refuses ${email} when sign-up is limited to uni.test: one mailbox only, nothing stored or mailed`, async () => {
      await save({ allowedEmailDomains: ['uni.test'] });
      const outboxBefore = (await readOutbox(portal.dataDir)).length;
      const form = aStudentSignUp({ email });

      const refused = await portal.api.postForm('/student/create', signUpFormData(form));

      expect(refused.status).to.equal(400);
      expect(refused.body.message).to.equal('Enter one e-mail address only');
      expect(refused.body.data).to.deep.equal({ fields: { email: 'Enter one e-mail address only' } });
      expect((await readOutbox(portal.dataDir)).length).to.equal(outboxBefore);
      // Nothing was kept: the same index number signs up at once with a proper address.
      await registerStudent(portal, { indexNumber: form.indexNumber });
      await save({ allowedEmailDomains: [] });
    });
  }

  it('lets in the sub-domains of a "*." entry, and refuses the domain itself unless it is listed too', async () => {
    await save({ allowedEmailDomains: ['*.uni.test'] });
    const saved = await portal.api.get<{ allowedEmailDomains: string[] }>('/admin/fair-settings', admin);
    expect(saved.body.data.allowedEmailDomains).to.deep.equal(['*.uni.test']);
    const refused = await portal.api.postForm(
      '/student/create',
      signUpFormData(aStudentSignUp({ email: 'a@uni.test' })),
    );
    expect(refused.body.data).to.deep.equal({
      fields: { email: 'Sign-up is open to e-mail addresses of any sub-domain of uni.test only' },
    });
    await registerConfirmedStudent(portal, { email: 'kasun@eng.uni.test' });
    await save({ allowedEmailDomains: ['uni.test', '*.uni.test'] });
    await registerStudent(portal, { email: 'nimal@uni.test' });
    await save({ allowedEmailDomains: [] });
  });
});

describe('Automatic allocation and the reserve lists', () => {
  let portal: TestPortal, admin: string;

  beforeEach(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
  });
  afterEach(() => portal?.dispose());

  const allocate = async (dryRun: boolean): Promise<AllocationAnswer> => {
    const answer = await portal.api.post<AllocationAnswer>('/admin/allocate', { dryRun }, admin);
    if (answer.status !== 200) throw new Error(`allocate refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const interviews = async () => (await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin)).body.data;
  const pairs = (list: readonly { student: { _id: string }; company: { _id: string } }[]) =>
    list.map((interview) => `${interview.student._id}:${interview.company._id}`).sort();

  it('answers the plan on a dry run and changes nothing; applying creates exactly the plan; a second apply creates nothing', async () => {
    const acme = await createCompany(portal, admin, { numberOfInterviews: '2' });
    const beta = await createCompany(portal, admin, { numberOfInterviews: '1' });
    const students: ConfirmedStudent[] = [];
    for (const choices of [[acme, beta], [beta, acme], [acme], [acme, beta]]) {
      const student = await registerConfirmedStudent(portal);
      await submitSelection(
        portal,
        student.token,
        choices.map((company) => choose(company)),
      );
      students.push(student);
    }

    const plan = await allocate(true);

    expect(plan.dryRun).to.equal(true);
    expect(plan.created).to.equal(0);
    expect(await interviews()).to.deep.equal([]);
    const acmePlan = plan.companies.find((company) => company.companyId === acme.id);
    expect(acmePlan?.placed.map((entry) => entry.studentId)).to.deep.equal([students[0]?.id, students[2]?.id]);
    expect(acmePlan?.reserves.map((entry) => entry.studentId)).to.deep.equal([students[3]?.id, students[1]?.id]);
    expect(plan.students.map((student) => student.held + student.placed).reduce((a, b) => a + b, 0)).to.equal(3);

    const applied = await allocate(false);

    expect(applied.created).to.equal(3);
    const planned = plan.companies.flatMap((company) =>
      company.placed.map((entry) => `${entry.studentId}:${company.companyId}`),
    );
    expect(pairs(await interviews())).to.deep.equal(planned.sort());

    const again = await allocate(false);

    expect(again.created).to.equal(0);
    expect(await interviews()).to.have.length(3);
  });
});
