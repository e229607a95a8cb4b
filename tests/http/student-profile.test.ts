import { expect } from 'chai';
import { PASSWORD_CHANGED, PROFILE_UPDATED } from '../../domain/messages.js';
import { aPng, createCompany, createCoordinator, signInCompany } from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import {
  companyInterviewing,
  registerConfirmedStudent,
  uploadForm,
  type ConfirmedStudent,
} from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type StudentJson = Record<string, unknown>;

describe("A student's profile over HTTP", () => {
  let portal: TestPortal, adminToken: string;

  before(async () => ({ portal, admin: adminToken } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  const update = (student: ConfirmedStudent, body: unknown) =>
    portal.api.post<StudentJson & Fields>('/student/update/', body, student.token);
  const profileOf = async (student: ConfirmedStudent) =>
    (await portal.api.get<StudentJson>('/student/single', student.token)).body.data;

  describe('GET /student/single', () => {
    it("answers the signed-in student's own profile", async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await portal.api.get<StudentJson>('/student/single', student.token);
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({ _id: student.id, email: student.email, indexNumber: student.indexNumber });
    });

    it('names the picture displayImage as spec §3 does, in the session user and the profile: its path, or null', async () => {
      const student = await registerConfirmedStudent(portal);
      expect(await profileOf(student)).to.include({ image: null, displayImage: null });
      const uploaded = await portal.api.postForm(
        '/student/upload-profile/',
        uploadForm('image', aPng()),
        student.token,
      );
      expect(uploaded.status).to.equal(200);
      const path = `/rest/api/v1/student/get-profile-img?id=${student.id}`;
      expect(await profileOf(student)).to.include({ image: path, displayImage: path });
      const session = await portal.api.post<StudentJson>('/student/sign-in', {
        email: student.email,
        password: student.password,
      });
      expect(session.body.data).to.include({ image: path, displayImage: path });
    });

    it('refuses a caller without a token with 401 and an admin with 403', async () => {
      expect((await portal.api.get('/student/single')).status).to.equal(401);
      expect((await portal.api.get('/student/single', adminToken)).status).to.equal(403);
    });
  });

  describe('GET /student/single-info?id=', () => {
    const info = (id: string, token: string) => portal.api.get<StudentJson>('/student/single-info', token, { id });

    it('shows a student to the student and to an admin', async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await info(student.id, student.token)).body.data).to.include({ _id: student.id });
      expect((await info(student.id, adminToken)).body.data).to.include({ _id: student.id });
    });

    it("refuses another student's id with 403", async () => {
      const student = await registerConfirmedStudent(portal);
      const other = await registerConfirmedStudent(portal);
      const answer = await info(other.id, student.token);
      expect(answer.status).to.equal(403);
      expect(answer.body).to.include({ error: 'FORBIDDEN', data: null });
    });

    it('shows a student to the company interviewing them and its coordinator, and to no other company', async () => {
      const student = await registerConfirmedStudent(portal);
      const interviewing = await companyInterviewing(portal, adminToken, student);
      const coordinator = await createCoordinator(portal, adminToken, interviewing.id);
      const companyToken = await signInCompany(portal, interviewing);
      expect((await info(student.id, coordinator.token)).status).to.equal(200);
      expect((await info(student.id, companyToken)).body.data).to.include({ _id: student.id });

      const elsewhere = await createCompany(portal, adminToken);
      const otherCoordinator = await createCoordinator(portal, adminToken, elsewhere.id);
      expect((await info(student.id, otherCoordinator.token)).status).to.equal(403);
      expect((await info(student.id, await signInCompany(portal, elsewhere))).status).to.equal(403);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await info('aaaaaaaaaaaaaaaaaaaaaaaa', adminToken)).status).to.equal(404);
      const malformed = await portal.api.get<Fields>('/student/single-info', adminToken, { id: '{"$ne":null}' });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.data.fields.id).to.equal('id: must be a 24-hex id');
    });
  });

  describe('POST /student/update/ with profile fields', () => {
    const fullProfile = {
      title: 'Mrs',
      fullName: 'K.A. Perera',
      commonName: 'Kamala',
      indexNumber: '180555x',
      description: 'Final-year student of electrical engineering',
      linkedInURL: 'https://www.linkedin.com/in/kamala',
      githubURL: 'https://github.com/kamala',
      personalURL: 'http://kamala.example',
    };

    it('saves the profile form and answers the updated student', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, fullProfile);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal(PROFILE_UPDATED);
      expect(answer.body.data).to.include({ ...fullProfile, indexNumber: '180555X', email: student.email });
      expect(await profileOf(student)).to.include({ ...fullProfile, indexNumber: '180555X' });
    });

    it('changes only the fields sent and keeps the rest', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await profileOf(student);
      const answer = await update(student, { description: 'Likes robots' });
      expect(answer.status).to.equal(200);
      expect(await profileOf(student)).to.deep.equal({ ...before, description: 'Likes robots' });
    });

    it('accepts the read-only e-mail when it is unchanged, and refuses a new one', async () => {
      const student = await registerConfirmedStudent(portal);
      expect((await update(student, { email: student.email.toUpperCase(), commonName: 'Same' })).status).to.equal(200);
      const changed = await update(student, { email: 'new-address@uni.test' });
      expect(changed.status).to.equal(400);
      expect(changed.body.data.fields.email).to.equal('The e-mail of an account cannot be changed');
      expect((await profileOf(student)).email).to.equal(student.email);
    });

    it("refuses blank required fields with design §5.2's messages, all at once, and changes nothing", async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await profileOf(student);
      const answer = await update(student, { fullName: ' ', commonName: '', indexNumber: '', description: 'new' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        fullName: 'Full name is required',
        commonName: 'Common name is required',
        indexNumber: 'Index number is required',
      });
      expect(await profileOf(student)).to.deep.equal(before);
    });

    it('refuses an unknown title, a long index number and links that are not http(s) addresses', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, {
        title: 'Dr',
        indexNumber: '18055512',
        linkedInURL: 'javascript:alert(1)',
        githubURL: 'github.com/kamala',
        personalURL: 'ftp://kamala.example',
      });
      expect(answer.body.data.fields).to.deep.equal({
        title: 'Title must be Mr, Mrs or Miss',
        indexNumber: 'Invalid Index Number!',
        linkedInURL: 'Enter a full link starting with http:// or https://',
        githubURL: 'Enter a full link starting with http:// or https://',
        personalURL: 'Enter a full link starting with http:// or https://',
      });
    });

    it("refuses another student's index number with 409 and keeps the own one", async () => {
      const student = await registerConfirmedStudent(portal);
      const other = await registerConfirmedStudent(portal);
      const answer = await update(student, { indexNumber: other.indexNumber.toLowerCase() });
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('An account with this index number already exists');
      expect((await profileOf(student)).indexNumber).to.equal(student.indexNumber);
    });

    for (const field of ['role', 'passwordHash', 'slotsFilled', 'selection', 'emailConfirmed', '_id']) {
      it(`refuses the field ${field} by name and changes nothing`, async () => {
        const student = await registerConfirmedStudent(portal);
        const before = await profileOf(student);
        const answer = await update(student, { commonName: 'Changed', [field]: 'x' });
        expect(answer.status).to.equal(400);
        expect(answer.body.data.fields.body).to.equal(`Unknown field: ${field}`);
        expect(await profileOf(student)).to.deep.equal(before);
      });
    }

    it('refuses an operator object or a number where a text belongs', async () => {
      const student = await registerConfirmedStudent(portal);
      const object = await update(student, { indexNumber: { $ne: null } });
      expect(object.status).to.equal(400);
      expect(object.body.data.fields.indexNumber).to.equal('indexNumber must be text');
      expect((await update(student, { commonName: 42 })).status).to.equal(400);
    });

    it('refuses an empty body', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, {});
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.body).to.equal('Send a new password or the profile fields to change');
    });

    it('is for students only', async () => {
      const answer = await portal.api.post('/student/update/', { commonName: 'Admin' }, adminToken);
      expect(answer.status).to.equal(403);
    });
  });

  describe('POST /student/update/ with a new password', () => {
    /** The old password no longer signs the student in; `password` does. */
    const expectSignsInOnlyWith = async (student: { email: string; password: string }, password: string) => {
      const old = await portal.api.post('/student/sign-in', { email: student.email, password: student.password });
      expect(old.status).to.equal(401);
      const fresh = await portal.api.post('/student/sign-in', { email: student.email, password });
      expect(fresh.status).to.equal(200);
    };

    it('changes the password: the old one no longer signs in, the new one does', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, { password: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, message: PASSWORD_CHANGED, data: null });
      await expectSignsInOnlyWith(student, 'brand-new-secret');
    });

    it('takes the confirmation as confirmpassword too, like the other forms of the portal', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, { password: 'another-secret', confirmpassword: 'another-secret' });
      expect(answer.status).to.equal(200);
    });

    it("refuses empty fields with 'Please input password!' on both", async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, { password: '', confirmPassword: '' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        password: 'Please input password!',
        confirmPassword: 'Please input password!',
      });
    });

    it('changes the password sent alone, without a confirmation (spec §7), and ends the other sessions', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, { password: 'only-the-password' });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, message: PASSWORD_CHANGED, data: null });
      expect((await portal.api.get('/student/single', student.token)).status).to.equal(401);
      await expectSignsInOnlyWith(student, 'only-the-password');
    });

    it('refuses a password sent alone that is empty or short, and keeps the old one', async () => {
      const student = await registerConfirmedStudent(portal);
      const empty = await update(student, { password: '' });
      expect(empty.status).to.equal(400);
      expect(empty.body.data.fields).to.deep.equal({ password: 'Please input password!' });
      const short = await update(student, { password: '12345' });
      expect(short.status).to.equal(400);
      expect(short.body.data.fields).to.deep.equal({ password: 'Password should contain at least 6 digits' });
      const still = await portal.api.post('/student/sign-in', { email: student.email, password: student.password });
      expect(still.status).to.equal(200);
    });

    it("refuses a mismatch with 'Password does not match!' and a short one with '... at least 6 digits'", async () => {
      const student = await registerConfirmedStudent(portal);
      const mismatch = await update(student, { password: 'first-secret', confirmPassword: 'second-secret' });
      expect(mismatch.body.data.fields).to.deep.equal({ confirmPassword: 'Password does not match!' });
      const short = await update(student, { password: '12345', confirmPassword: '12345' });
      expect(short.body.data.fields).to.deep.equal({ password: 'Password should contain at least 6 digits' });
      const still = await portal.api.post('/student/sign-in', { email: student.email, password: student.password });
      expect(still.status).to.equal(200);
    });

    it('refuses a password change mixed with profile fields', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await update(student, {
        password: 'mixed-secret',
        confirmPassword: 'mixed-secret',
        commonName: 'X',
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.body).to.equal('Change the password and the profile separately');
      expect((await profileOf(student)).commonName).to.not.equal('X');
    });
  });
});
