import { expect } from 'chai';
import { CHANGE_PASSWORD_MESSAGES } from '../../domain/change-password.js';
import { PASSWORD_CHANGED } from '../../domain/messages.js';
import { createCompany, createCoordinator } from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };

describe('Change Password of administrators and coordinators over HTTP', () => {
  let portal: TestPortal, admin: string;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
  });
  after(() => portal.dispose());

  const change = (role: 'admin' | 'coordinator', body: unknown, token: string) =>
    portal.api.post<Fields>(`/${role}/change-password`, body, token);

  it('a coordinator sets a new password: every session of the account ends, the new password signs in', async () => {
    const company = await createCompany(portal, admin);
    const coordinator = await createCoordinator(portal, admin, company.id);
    const otherDevice = await portal.api.signIn('coordinator', coordinator.email, coordinator.password);
    const answer = await change(
      'coordinator',
      { password: 'fresh-pass', confirmpassword: 'fresh-pass' },
      coordinator.token,
    );
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(PASSWORD_CHANGED);
    for (const token of [coordinator.token, otherDevice]) {
      expect((await portal.api.get('/coordinator/single', token)).status).to.equal(401);
    }
    const signIn = (password: string) =>
      portal.api.post('/coordinator/sign-in', { email: coordinator.email, password });
    expect((await signIn(coordinator.password)).status).to.equal(401);
    expect((await signIn('fresh-pass')).status).to.equal(200);
  });

  it('an administrator sets a new password the same way', async () => {
    const added = await portal.api.post(
      '/admin/add',
      { email: 'second@fair.test', password: 'second-pass', confirmpassword: 'second-pass' },
      admin,
    );
    expect(added.status).to.equal(201);
    const second = await portal.api.signIn('admin', 'second@fair.test', 'second-pass');
    expect((await change('admin', { password: 'second-new-pass' }, second)).status).to.equal(200);
    expect((await portal.api.get('/admin/single', second)).status).to.equal(401);
    expect(
      (await portal.api.post('/admin/sign-in', { email: 'second@fair.test', password: 'second-new-pass' })).status,
    ).to.equal(200);
  });

  describe('bad input: each refused with a clear message, nothing changed', () => {
    it('a short password, a confirmation that differs, none at all', async () => {
      const company = await createCompany(portal, admin);
      const coordinator = await createCoordinator(portal, admin, company.id);
      const short = await change('coordinator', { password: 'abc', confirmpassword: 'abc' }, coordinator.token);
      expect(short.status).to.equal(400);
      expect(short.body.data.fields.password).to.equal(CHANGE_PASSWORD_MESSAGES.tooShort);
      const differs = await change('coordinator', { password: 'abcdef', confirmpassword: 'abcdeg' }, coordinator.token);
      expect(differs.body.data.fields.confirmpassword).to.equal(CHANGE_PASSWORD_MESSAGES.doNotMatch);
      const none = await change('coordinator', {}, coordinator.token);
      expect(none.status).to.equal(400);
      expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(200);
      expect(await portal.api.signIn('coordinator', coordinator.email, coordinator.password)).to.be.a('string');
    });

    it("another role's token, or none", async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await change('admin', { password: 'abcdef' }, student.token)).status).to.equal(403);
      expect((await change('coordinator', { password: 'abcdef' }, admin)).status).to.equal(403);
      expect((await portal.api.post('/admin/change-password', { password: 'abcdef' })).status).to.equal(401);
    });
  });
});
