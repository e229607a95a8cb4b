import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import {
  companyFormData,
  companyFormFields,
  createCompany,
  createCoordinator,
  signInCompany,
  type CreatedCompany,
} from '../support/company-accounts.js';
import {
  type ApiAnswer,
  startPortalWithFirstAdmin,
  TEST_JWT_SECRET,
  type TestPortal,
} from '../support/portal-harness.js';
import { readPinMail, registerConfirmedStudent } from '../support/student-accounts.js';

/**
 * A token holds only while its account does: deleting the account, or changing its password,
 * ends every session issued before, on every route of its role, at once (not at the token's expiry).
 */
describe('No stale power: a token stops working once its account is deleted or its password changed', () => {
  let portal: TestPortal, admin: string;

  before(async () => ({ portal, admin } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  /** The answer is the envelope's 401, which the UI answers by signing out. */
  const expectSignedOut = (answer: ApiAnswer, what: string): void => {
    expect(answer.status, what).to.equal(401);
    expect(answer.body, what).to.deep.include({ success: false, data: null, error: 'UNAUTHENTICATED' });
  };

  const addAdmin = async (email: string, password: string): Promise<string> => {
    const added = await portal.api.post<{ _id: string }>(
      '/admin/add',
      { email, password, confirmpassword: password },
      admin,
    );
    expect(added.status).to.equal(201);
    return added.body.data._id;
  };

  const companyWithCoordinator = async (): Promise<{
    company: CreatedCompany;
    companyToken: string;
    coordinator: string;
  }> => {
    const company = await createCompany(portal, admin);
    const coordinator = await createCoordinator(portal, admin, company.id);
    return { company, companyToken: await signInCompany(portal, company), coordinator: coordinator.token };
  };

  describe('after the account is deleted', () => {
    it("an admin's token can neither list the admins nor add one", async () => {
      const removedId = await addAdmin('removed.admin@fair.test', 'removed-password');
      const removed = await portal.api.signIn('admin', 'removed.admin@fair.test', 'removed-password');
      expect((await portal.api.get('/admin/', removed)).status).to.equal(200);

      expect((await portal.api.delete(`/admin/delete/${removedId}`, admin)).status).to.equal(200);

      expectSignedOut(await portal.api.get('/admin/', removed), 'GET /admin/');
      expectSignedOut(await portal.api.get('/admin/single', removed), 'GET /admin/single');
      const sneaked = await portal.api.post(
        '/admin/add',
        { email: 'sneaked@fair.test', password: 'sneaked-password', confirmpassword: 'sneaked-password' },
        removed,
      );
      expectSignedOut(sneaked, 'POST /admin/add');
      const admins = await portal.api.get<Array<{ email: string }>>('/admin/', admin);
      expect(admins.body.data.map((each) => each.email)).to.not.include('sneaked@fair.test');
    });

    it("a student's token no longer reads or changes the student's account", async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await portal.api.get('/student/single', student.token)).status).to.equal(200);

      expect((await portal.api.delete(`/student/delete/${student.id}`, admin)).status).to.equal(200);

      expectSignedOut(await portal.api.get('/student/single', student.token), 'GET /student/single');
      expectSignedOut(await portal.api.get('/company/get-walk-in-companies', student.token), 'the walk-in companies');
      expectSignedOut(await portal.api.get('/company/all-short', student.token), 'the company list');
      expectSignedOut(
        await portal.api.post('/student/update/', { fullName: 'Ghost' }, student.token),
        'POST /student/update/',
      );
    });

    it("a coordinator's token no longer reaches the coordinator's routes", async () => {
      const company = await createCompany(portal, admin);
      const coordinator = await createCoordinator(portal, admin, company.id);
      expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(200);

      expect((await portal.api.delete(`/coordinator/delete/${coordinator.id}`, admin)).status).to.equal(200);

      expectSignedOut(await portal.api.get('/coordinator/single', coordinator.token), 'GET /coordinator/single');
      expectSignedOut(await portal.api.get('/student/all', coordinator.token), 'the student list');
      expectSignedOut(
        await portal.api.post('/panel/create', { company: company.id, panelName: 'DevOps' }, coordinator.token),
        'POST /panel/create',
      );
    });

    it("a company's token, and its coordinators' tokens, end with the company", async () => {
      const { company, companyToken, coordinator } = await companyWithCoordinator();
      expect((await portal.api.get('/company/single', companyToken)).status).to.equal(200);

      expect((await portal.api.delete(`/company/delete/${company.id}`, admin)).status).to.equal(200);

      expectSignedOut(await portal.api.get('/company/single', companyToken), 'GET /company/single as the company');
      expectSignedOut(await portal.api.get('/interview/all-com', companyToken), 'GET /interview/all-com');
      expectSignedOut(await portal.api.get('/coordinator/single', coordinator), 'GET /coordinator/single');
    });

    it('leaves every other account signed in', async () => {
      const student = await registerConfirmedStudent(portal);
      const other = await registerConfirmedStudent(portal);

      expect((await portal.api.delete(`/student/delete/${student.id}`, admin)).status).to.equal(200);

      expect((await portal.api.get('/student/single', other.token)).status).to.equal(200);
      expect((await portal.api.get('/admin/', admin)).status).to.equal(200);
    });
  });

  describe('after the password changes', () => {
    it("the student's earlier token is refused, and the new password signs in", async () => {
      const student = await registerConfirmedStudent(portal);
      const changed = await portal.api.post(
        '/student/update/',
        { password: 'brand-new-secret', confirmpassword: 'brand-new-secret' },
        student.token,
      );
      expect(changed.status).to.equal(200);

      expectSignedOut(await portal.api.get('/student/single', student.token), 'the token used to change it');
      const fresh = await portal.api.signIn('student', student.email, 'brand-new-secret');
      expect((await portal.api.get('/student/single', fresh)).status).to.equal(200);
    });

    it("a forgotten password's reset ends the sessions signed in with the old one", async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await portal.api.post('/student/send-confirmation-code', { email: student.email })).status).to.equal(200);
      const grant = await portal.api.post<{ token: string }>('/student/confirm-code', {
        email: student.email,
        token: await readPinMail(portal, student.email),
      });
      expect(grant.status).to.equal(200);
      const reset = await portal.api.post('/student/reset-password', {
        password: 'reset-secret',
        confirmpassword: 'reset-secret',
        token: grant.body.data.token,
      });
      expect(reset.status).to.equal(200);

      expectSignedOut(await portal.api.get('/student/single', student.token), 'GET /student/single');
      const fresh = await portal.api.signIn('student', student.email, 'reset-secret');
      expect((await portal.api.get('/student/single', fresh)).status).to.equal(200);
    });

    it("the company's earlier tokens are refused, whether it or the admin changed it, and the new one signs in", async () => {
      const { company, companyToken } = await companyWithCoordinator();
      const own = await portal.api.postForm(
        `/company/update/${company.id}`,
        companyFormData({ password: 'company-new-pass', confirmpassword: 'company-new-pass' }),
        companyToken,
      );
      expect(own.status).to.equal(200);
      expectSignedOut(await portal.api.get('/company/single', companyToken), 'after its own change');

      const signedInAgain = await portal.api.signInCompany(company.username, 'company-new-pass');
      expect((await portal.api.get('/company/single', signedInAgain)).status).to.equal(200);

      const byAdmin = await portal.api.postForm(
        `/company/update/${company.id}`,
        companyFormData(companyFormFields({ username: company.username, password: 'admin-set-pass' })),
        admin,
      );
      expect(byAdmin.status).to.equal(200);
      expectSignedOut(await portal.api.get('/company/single', signedInAgain), "after the admin's change");
      const afterAdmin = await portal.api.signInCompany(company.username, 'admin-set-pass');
      expect((await portal.api.get('/company/single', afterAdmin)).status).to.equal(200);
    });

    it('a profile edit that leaves the password alone ends no session', async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await portal.api.post('/student/update/', { fullName: 'A.B. Edited' }, student.token)).status).to.equal(
        200,
      );
      expect((await portal.api.get('/student/single', student.token)).status).to.equal(200);
    });
  });

  it('refuses a signed token whose role names another collection than the one its account is in', async () => {
    const student = await registerConfirmedStudent(portal);
    const asAdmin = jwt.sign({ sub: student.id, role: 'admin', ver: 0 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: 3600,
    });
    expectSignedOut(await portal.api.get('/admin/', asAdmin), 'a student id presented as an admin');
  });
});
