import { expect } from 'chai';
import {
  coordinatorFormData,
  coordinatorFormFields,
  createCompany,
  createCoordinator,
  type CreatedCompany,
  type FormFields,
} from '../support/company-accounts.js';
import { FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type CoordinatorJson = Record<string, unknown> & { _id: string; email: string };

const someId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** A signed-in student's token: a token holds only while its account exists. */
let aStudentsToken = '';
const studentToken = () => aStudentsToken;

describe('Coordinator accounts over HTTP', () => {
  let portal: TestPortal, admin: string;
  let company: CreatedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    company = await createCompany(portal, admin);
    aStudentsToken = (await registerConfirmedStudent(portal)).token;
  });
  after(() => portal.dispose());

  const create = (fields: FormFields, token = admin) =>
    portal.api.postForm<CoordinatorJson & Fields>('/coordinator/create', coordinatorFormData(fields), token);
  const listEmails = async () =>
    (await portal.api.get<CoordinatorJson[]>('/coordinator/all', admin)).body.data.map((c) => c.email);

  describe('POST /coordinator/create', () => {
    it('adds a coordinator bound to the company, answering its JSON with the company name and no password', async () => {
      const fields = coordinatorFormFields(company.id, { email: 'Kamal@Fair.Test', name: '  Kamal Silva ' });
      const answer = await create({ ...fields });
      expect(answer.status).to.equal(201);
      expect(answer.body).to.include({ success: true, error: null, message: 'Coordinator added' });
      expect(answer.body.data).to.include({
        email: 'kamal@fair.test',
        name: 'Kamal Silva',
        commonName: 'Kamal Silva',
        contactNumber: '0771234567',
        company: company.id,
        companyName: company.companyName,
        role: 'coordinator',
      });
      expect(answer.body.data._id).to.match(/^[0-9a-f]{24}$/);
      expect(answer.body.data).to.not.have.any.keys('password', 'passwordHash', 'confirmpassword');
    });

    it('refuses every missing field at once with its message', async () => {
      const answer = await create({});
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Email is required',
        name: 'Name is required',
        contactNumber: 'Contact number is required',
        company: 'Company is required',
        password: 'Password is required',
      });
    });

    it('refuses an invalid e-mail, a short password and a confirmation that does not match', async () => {
      const answer = await create({
        ...coordinatorFormFields(company.id),
        email: 'not an email',
        password: '12345',
        confirmpassword: '54321',
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        password: 'Password should contain at least 6 characters',
        confirmpassword: 'Passwords do not match',
      });
    });

    it('refuses a company that does not exist, naming the company field', async () => {
      for (const unknown of [someId, 'not-an-id']) {
        const answer = await create(coordinatorFormFields(unknown));
        expect(answer.status).to.equal(400);
        expect(answer.body.data.fields).to.deep.equal({ company: 'Company not found' });
      }
    });

    it('refuses a field sent twice (a list where text belongs) and a field it does not know', async () => {
      const fields = coordinatorFormFields(company.id);
      const twice = coordinatorFormData(fields);
      twice.append('email', 'second@fair.test');
      const answer = await portal.api.postForm<Fields>('/coordinator/create', twice, admin);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.email).to.equal('email must be text');

      const unknown = await create({ ...coordinatorFormFields(company.id), role: 'admin' });
      expect(unknown.status).to.equal(400);
      expect(unknown.body.message).to.equal('Unknown field: role');
      expect(await listEmails()).to.not.include(fields.email);
    });

    it('wants form data, not JSON', async () => {
      const answer = await portal.api.post('/coordinator/create', coordinatorFormFields(company.id), admin);
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    });

    it('refuses a second coordinator with the same e-mail, in any case, with 409 and stores nothing', async () => {
      const first = coordinatorFormFields(company.id);
      expect((await create({ ...first })).status).to.equal(201);
      const before = await listEmails();
      const answer = await create(coordinatorFormFields(company.id, { email: first.email.toUpperCase() }));
      expect(answer.status).to.equal(409);
      expect(answer.body).to.include({
        error: 'CONFLICT',
        message: 'An account with this email already exists',
      });
      expect(await listEmails()).to.deep.equal(before);
    });

    it('is for administrators only', async () => {
      const coordinator = await createCoordinator(portal, admin, company.id);
      const companyToken = await portal.api.signInCompany(company.username, company.password);
      for (const token of [coordinator.token, companyToken, studentToken()]) {
        expect((await create(coordinatorFormFields(company.id), token)).status).to.equal(403);
      }
      expect((await create(coordinatorFormFields(company.id), '')).status).to.equal(401);
    });
  });

  describe('GET /coordinator/all', () => {
    it('lists every coordinator with its company name, oldest first', async () => {
      const other = await createCompany(portal, admin);
      const first = await createCoordinator(portal, admin, company.id);
      const second = await createCoordinator(portal, admin, other.id);
      const answer = await portal.api.get<CoordinatorJson[]>('/coordinator/all', admin);
      expect(answer.status).to.equal(200);
      const listed = answer.body.data.filter((c) => [first.id, second.id].includes(c._id));
      expect(listed.map((c) => [c.email, c.companyName])).to.deep.equal([
        [first.email, company.companyName],
        [second.email, other.companyName],
      ]);
      expect(answer.body.data.every((c) => !('passwordHash' in c))).to.equal(true);
    });

    it('is refused to coordinators, companies and students', async () => {
      const coordinator = await createCoordinator(portal, admin, company.id);
      const companyToken = await portal.api.signInCompany(company.username, company.password);
      for (const token of [coordinator.token, companyToken, studentToken()]) {
        const answer = await portal.api.get('/coordinator/all', token);
        expect(answer.status).to.equal(403);
        expect(answer.body.error).to.equal('FORBIDDEN');
      }
    });
  });

  describe('GET /coordinator/single', () => {
    it("answers the signed-in coordinator's own account, its name as commonName and its company", async () => {
      const coordinator = await createCoordinator(portal, admin, company.id, { name: 'Nimal Perera' });
      const answer = await portal.api.get<CoordinatorJson>('/coordinator/single', coordinator.token);
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({
        _id: coordinator.id,
        email: coordinator.email,
        commonName: 'Nimal Perera',
        company: company.id,
        companyName: company.companyName,
        role: 'coordinator',
      });
      expect(answer.body.data).to.not.have.any.keys('token', 'passwordHash');
    });

    it('is the coordinator profile call only: an admin gets 403, no token 401', async () => {
      expect((await portal.api.get('/coordinator/single', admin)).status).to.equal(403);
      expect((await portal.api.get('/coordinator/single')).status).to.equal(401);
    });
  });

  describe('POST /coordinator/sign-in', () => {
    it('answers the session user: the coordinator JSON with token and role', async () => {
      const fields = coordinatorFormFields(company.id);
      await create({ ...fields });
      const answer = await portal.api.post<CoordinatorJson & { token: string }>('/coordinator/sign-in', {
        email: fields.email,
        password: fields.password,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({
        email: fields.email,
        commonName: fields.name,
        companyName: company.companyName,
        role: 'coordinator',
      });
      expect(answer.body.data.token).to.be.a('string');
      const profile = await portal.api.get<CoordinatorJson>('/coordinator/single', answer.body.data.token);
      expect(profile.body.data._id).to.equal(answer.body.data._id);
    });

    it('answers a wrong password and an unknown e-mail alike, with 401', async () => {
      const coordinator = await createCoordinator(portal, admin, company.id);
      const wrong = await portal.api.post('/coordinator/sign-in', { email: coordinator.email, password: 'wrong-pass' });
      const unknown = await portal.api.post('/coordinator/sign-in', {
        email: 'nobody@fair.test',
        password: 'wrong-pass',
      });
      expect(wrong.status).to.equal(401);
      expect(wrong.body).to.deep.equal(unknown.body);
    });

    it('does not open a coordinator session with an admin account', async () => {
      const answer = await portal.api.post('/coordinator/sign-in', FIRST_ADMIN);
      expect(answer.status).to.equal(401);
    });

    it('refuses an invalid e-mail and a short password with the sign-in messages', async () => {
      const answer = await portal.api.post<Fields>('/coordinator/sign-in', { email: 'nope', password: '123' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        password: 'Password should contain at least 6 characters',
      });
    });

    it('refuses an operator object where the e-mail belongs', async () => {
      const answer = await portal.api.post('/coordinator/sign-in', { email: { $ne: null }, password: 'whatever1' });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    });

    it('limits repeated failed sign-ins for one account with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await portal.api.post('/coordinator/sign-in', { email: 'target@fair.test', password: 'guess-123' })).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).to.equal(true);
      expect(statuses.at(-1)).to.equal(429);
    });
  });

  describe('DELETE /coordinator/delete/{id}', () => {
    it('deletes the coordinator, whose session then ends and who can no longer sign in', async () => {
      const coordinator = await createCoordinator(portal, admin, company.id);
      const answer = await portal.api.delete(`/coordinator/delete/${coordinator.id}`, admin);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, message: 'Coordinator deleted' });
      expect(await listEmails()).to.not.include(coordinator.email);
      expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(401);
      const signIn = await portal.api.post('/coordinator/sign-in', {
        email: coordinator.email,
        password: coordinator.password,
      });
      expect(signIn.status).to.equal(401);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await portal.api.delete(`/coordinator/delete/${someId}`, admin);
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.include({ error: 'NOT_FOUND', message: 'Coordinator not found' });
      expect((await portal.api.delete('/coordinator/delete/not-an-id', admin)).status).to.equal(400);
    });

    it('is for administrators only, and leaves the coordinator in place when refused', async () => {
      const coordinator = await createCoordinator(portal, admin, company.id);
      const answer = await portal.api.delete(`/coordinator/delete/${coordinator.id}`, coordinator.token);
      expect(answer.status).to.equal(403);
      expect(await listEmails()).to.include(coordinator.email);
    });
  });
});
