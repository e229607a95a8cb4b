import { expect } from 'chai';
import { ACCOUNT_EMAIL_TAKEN } from '../../application/account-emails.js';
import {
  companyFormData,
  companyFormFields,
  coordinatorFormData,
  coordinatorFormFields,
  createCompany,
  createCoordinator,
  signInCompany,
  type CreatedCompany,
  type CreatedCoordinator,
} from '../support/company-accounts.js';
import { type ApiAnswer, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { aStudentSignUp, linkInMail, readOutboxMail, signUpFormData } from '../support/student-accounts.js';

type Listed = { _id: string; email: string }[];

describe('One account per e-mail address over HTTP: an address a recruiter (or any account) has is refused everywhere an account takes one', () => {
  let portal: TestPortal, admin: string;
  let acme: CreatedCompany, coordinator: CreatedCoordinator;
  const recruiterEmail = 'nadia.silva@acme-people.test';

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    acme = await createCompany(portal, admin);
    coordinator = await createCoordinator(portal, admin, acme.id);
    const owner = await signInCompany(portal, acme);
    const invited = await portal.api.post(
      '/company/recruiters/invite',
      { name: 'Nadia Silva', email: recruiterEmail },
      owner,
    );
    expect(invited.status).to.equal(201);
    const token =
      linkInMail(await readOutboxMail(portal, recruiterEmail), '/recruiter/accept').searchParams.get('token') ?? '';
    const accepted = await portal.api.post('/recruiter/accept', { token, password: 'recruiter-pass' });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(201);
  });
  after(() => portal.dispose());

  /** The recruiter's address as someone might type it: other case, spaces around. */
  const typed = ` ${recruiterEmail.toUpperCase()} `;
  const count = async (path: string) => (await portal.api.get<Listed>(path, admin)).body.data.length;
  const expectTaken = (answer: ApiAnswer, what: string) => {
    expect(answer.status, what).to.equal(409);
    expect(answer.body, what).to.include({ error: 'CONFLICT', message: ACCOUNT_EMAIL_TAKEN });
  };

  it("refuses a student's sign-up with a recruiter's e-mail, and with a coordinator's, creating no student", async () => {
    const before = await count('/student/all');
    for (const email of [typed, coordinator.email]) {
      const answer = await portal.api.postForm('/student/create', signUpFormData(aStudentSignUp({ email })));
      expectTaken(answer, email);
    }
    expect(await count('/student/all')).to.equal(before);
  });

  it("refuses Add Admin with a recruiter's e-mail, adding no administrator", async () => {
    const before = await count('/admin/');
    const answer = await portal.api.post(
      '/admin/add',
      { email: typed, password: 'second-pass', confirmpassword: 'second-pass' },
      admin,
    );
    expectTaken(answer, 'Add Admin');
    expect(await count('/admin/')).to.equal(before);
  });

  it("refuses Add Coordinator with a recruiter's e-mail, adding no coordinator", async () => {
    const before = await count('/coordinator/all');
    const fields = coordinatorFormFields(acme.id, { email: typed });
    expectTaken(
      await portal.api.postForm('/coordinator/create', coordinatorFormData(fields), admin),
      'Add Coordinator',
    );
    expect(await count('/coordinator/all')).to.equal(before);
  });

  it("refuses Edit Coordinator to a recruiter's e-mail, and keeps the coordinator's own", async () => {
    const body = { ...coordinatorFormFields(acme.id, { email: typed }), password: '', confirmpassword: '' };
    expectTaken(await portal.api.post(`/coordinator/update/${coordinator.id}`, body, admin), 'Edit Coordinator');
    const listed = (await portal.api.get<Listed>('/coordinator/all', admin)).body.data;
    expect(listed.find((c) => c._id === coordinator.id)?.email).to.equal(coordinator.email);
  });

  it("refuses a company created with a recruiter's e-mail, adding no company", async () => {
    const before = await count('/company/');
    const fields = companyFormFields({ email: typed });
    expectTaken(await portal.api.postForm('/company/create', companyFormData(fields), admin), 'Add Company');
    expect(await count('/company/')).to.equal(before);
  });

  it("refuses an administrator's edit of a company to a recruiter's e-mail, and keeps the one it had", async () => {
    const other = await createCompany(portal, admin);
    const emailOf = async () =>
      (await portal.api.get<{ email: string }>('/company/single', admin, { id: other.id })).body.data.email;
    const before = await emailOf();
    const fields = companyFormFields({
      username: other.username,
      companyName: other.companyName,
      email: typed,
      password: '',
      confirmpassword: '',
    });
    const answer = await portal.api.postForm(`/company/update/${other.id}`, companyFormData(fields), admin);
    expectTaken(answer, 'Edit Company');
    expect(await emailOf()).to.equal(before);
  });

  it('lets an edit keep the account its own e-mail', async () => {
    const body = { ...coordinatorFormFields(acme.id, { email: coordinator.email }), password: '', confirmpassword: '' };
    const answer = await portal.api.post(`/coordinator/update/${coordinator.id}`, body, admin);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  });
});
