import { expect } from 'chai';
import { ACCOUNT_EMAIL_TAKEN } from '../../application/account-emails.js';
import { COORDINATOR_NOT_FOUND } from '../../application/coordinators/delete-coordinator.js';
import { NOT_FOUND_MESSAGES } from '../../application/find-records.js';
import { ADD_COORDINATOR_MESSAGES } from '../../domain/coordinator.js';
import { createCompany, createCoordinator, type CreatedCompany } from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

type Fields = { fields: Record<string, string> };
type CoordinatorJson = { _id: string; email: string; name: string; contactNumber: string; company: unknown };

describe('An administrator edits a coordinator over HTTP (POST /coordinator/update/:id)', () => {
  let portal: TestPortal, admin: string;
  let company: CreatedCompany, other: CreatedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    company = await createCompany(portal, admin);
    other = await createCompany(portal, admin);
  });
  after(() => portal.dispose());

  const edit = (id: string, body: unknown, token = admin) =>
    portal.api.post<CoordinatorJson & Fields>(`/coordinator/update/${id}`, body, token);
  const stored = async (id: string) =>
    (await portal.api.get<CoordinatorJson[]>('/coordinator/all', admin)).body.data.find((c) => c._id === id);

  it('writes the e-mail, name, contact number and company; sessions hold while the password stays', async () => {
    const coordinator = await createCoordinator(portal, admin, company.id);
    const answer = await edit(coordinator.id, {
      email: 'Moved.Desk@Fair.Test',
      name: ' Nadee Silva ',
      contactNumber: '0719999999',
      company: other.id,
    });
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.include({
      email: 'moved.desk@fair.test',
      name: 'Nadee Silva',
      contactNumber: '0719999999',
    });
    expect(await stored(coordinator.id)).to.deep.include({ email: 'moved.desk@fair.test' });
    expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(200);
    expect(await portal.api.signIn('coordinator', 'moved.desk@fair.test', coordinator.password)).to.be.a('string');
  });

  it("sets a new password when one is given, ending the coordinator's sessions", async () => {
    const coordinator = await createCoordinator(portal, admin, company.id);
    const fields = { email: coordinator.email, name: 'Desk', contactNumber: '0771234567', company: company.id };
    expect(
      (await edit(coordinator.id, { ...fields, password: 'set-by-admin', confirmpassword: 'set-by-admin' })).status,
    ).to.equal(200);
    expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(401);
    expect(await portal.api.signIn('coordinator', coordinator.email, 'set-by-admin')).to.be.a('string');
  });

  describe('bad input: each refused with a clear message, nothing changed', () => {
    let coordinator: Awaited<ReturnType<typeof createCoordinator>>;
    let fields: Record<string, string>;
    before(async () => {
      coordinator = await createCoordinator(portal, admin, company.id, { name: 'Unchanged Desk' });
      fields = { email: coordinator.email, name: 'Unchanged Desk', contactNumber: '0771234567', company: company.id };
    });
    afterEach(async () => {
      expect(await stored(coordinator.id)).to.deep.include({ email: coordinator.email, name: 'Unchanged Desk' });
      expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(200);
    });

    it('missing fields and a malformed e-mail', async () => {
      const answer = await edit(coordinator.id, { email: 'not-an-email', name: '', contactNumber: '', company: '' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.include({
        email: ADD_COORDINATOR_MESSAGES.invalidEmail,
        name: ADD_COORDINATOR_MESSAGES.nameRequired,
        contactNumber: ADD_COORDINATOR_MESSAGES.contactNumberRequired,
        company: ADD_COORDINATOR_MESSAGES.companyRequired,
      });
    });

    it('a short password and a confirmation that differs', async () => {
      const short = await edit(coordinator.id, { ...fields, name: 'Changed', password: 'abc', confirmpassword: 'abc' });
      expect(short.body.data.fields.password).to.equal(ADD_COORDINATOR_MESSAGES.passwordTooShort);
      const differs = await edit(coordinator.id, {
        ...fields,
        name: 'Changed',
        password: 'abcdef',
        confirmpassword: 'x',
      });
      expect(differs.body.data.fields.confirmpassword).to.equal(ADD_COORDINATOR_MESSAGES.passwordsDoNotMatch);
    });

    it("another coordinator's e-mail, a company that does not exist, an unknown coordinator", async () => {
      const taken = await createCoordinator(portal, admin, company.id);
      const clash = await edit(coordinator.id, { ...fields, name: 'Changed', email: taken.email.toUpperCase() });
      expect(clash.status).to.equal(409);
      expect(clash.body.message).to.equal(ACCOUNT_EMAIL_TAKEN);
      const noCompany = await edit(coordinator.id, { ...fields, name: 'Changed', company: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
      expect(noCompany.status).to.equal(400);
      expect(noCompany.body.data.fields.company).to.equal(NOT_FOUND_MESSAGES.company);
      const unknown = await edit('bbbbbbbbbbbbbbbbbbbbbbbb', fields);
      expect(unknown.status).to.equal(404);
      expect(unknown.body.message).to.equal(COORDINATOR_NOT_FOUND);
    });

    it('a field it does not know, and a caller who is not an administrator', async () => {
      expect((await edit(coordinator.id, { ...fields, name: 'Changed', sessionVersion: 9 })).status).to.equal(400);
      expect((await edit(coordinator.id, { ...fields, name: 'Changed' }, coordinator.token)).status).to.equal(403);
    });
  });
});
