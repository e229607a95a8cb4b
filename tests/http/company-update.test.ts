import { expect } from 'chai';
import {
  aJpeg,
  aPng,
  companyFormData,
  companyFormFields,
  createCompany,
  createCoordinator,
  signInCompany,
  storedFiles,
  type CompanyFormFields,
  type CreatedCompany,
  type FormFields,
  type LogoFile,
} from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type CompanyJson = Record<string, unknown> & { _id: string; username: string; image: string | null };

const someId = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('Company accounts over HTTP: POST /company/update/{id}', () => {
  let portal: TestPortal, admin: string;

  before(async () => ({ portal, admin } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  const update = (id: string, fields: FormFields, token: string, image?: LogoFile) =>
    portal.api.postForm<CompanyJson & Fields>(`/company/update/${id}`, companyFormData(fields, image), token);
  const stored = async (id: string) => (await portal.api.get<CompanyJson>('/company/single', admin, { id })).body.data;
  const canSignIn = async (username: string, password: string) =>
    (await portal.api.post('/company/sign-in', { username, password })).status === 200;
  /** The full admin form as the Edit modal sends it: every field, the password left empty. */
  const editForm = (company: CreatedCompany, overrides: Partial<CompanyFormFields> = {}) =>
    companyFormFields({
      username: company.username,
      companyName: company.companyName,
      password: '',
      confirmpassword: '',
      ...overrides,
    });

  describe('by an administrator', () => {
    it('changes every field of any company and keeps the password when it is left empty', async () => {
      const company = await createCompany(portal, admin);
      const renamed = {
        username: `${company.username}-renamed`,
        email: 'talent@renamed.test',
        companyName: 'Renamed Ltd',
        description: 'New description',
        tags: ['Robotics'],
        contactPerson: 'Saman',
        contactPersonTP: '0719999999',
        session: 'morning',
        areas: ['Power Systems'],
        panels: ['Power and Energy', 'Quality Assurance'],
      };
      const answer = await update(
        company.id,
        editForm(company, { ...renamed, numberOfInterviews: '25', panelsCount: '3' }),
        admin,
      );
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Company updated');
      const expected = { ...renamed, numberOfInterviews: 25, panelsCount: 3 };
      expect(answer.body.data).to.deep.include(expected);
      expect(await stored(company.id)).to.deep.include(expected);
      expect(await canSignIn(`${company.username}-renamed`, company.password)).to.equal(true);
    });

    it('sets a new password when one is given, with its confirmation', async () => {
      const company = await createCompany(portal, admin);
      const answer = await update(
        company.id,
        editForm(company, { password: 'brand-new-pass', confirmpassword: 'brand-new-pass' }),
        admin,
      );
      expect(answer.status).to.equal(200);
      expect(await canSignIn(company.username, 'brand-new-pass')).to.equal(true);
      expect(await canSignIn(company.username, company.password)).to.equal(false);
    });

    it('takes a panels count left empty as 1', async () => {
      const company = await createCompany(portal, admin);
      const answer = await update(company.id, editForm(company, { panelsCount: '' }), admin);
      expect(answer.status).to.equal(200);
      expect(answer.body.data.panelsCount).to.equal(1);
    });

    it("refuses the edit form's broken rules with their messages and changes nothing", async () => {
      const company = await createCompany(portal, admin);
      const before = await stored(company.id);
      const answer = await update(
        company.id,
        editForm(company, {
          companyName: '',
          email: 'nope',
          numberOfInterviews: '-3',
          password: 'secret77',
          confirmpassword: 'secret76',
        }),
        admin,
      );
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        companyName: 'Company name is required',
        email: 'Invalid email',
        numberOfInterviews: 'Invalid number',
        confirmpassword: 'Passwords do not match',
      });
      expect(await stored(company.id)).to.deep.equal(before);
    });

    it('refuses a username another company has with 409', async () => {
      const [first, second] = [await createCompany(portal, admin), await createCompany(portal, admin)];
      const answer = await update(second.id, editForm(second, { username: first.username }), admin);
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('A company with this username already exists');
      expect((await stored(second.id)).username).to.equal(second.username);
    });

    it('never sets slotsFilled or walkingStatus from the form', async () => {
      const company = await createCompany(portal, admin);
      for (const extra of [{ slotsFilled: '99' }, { walkingStatus: 'true' }]) {
        const answer = await update(company.id, { ...editForm(company), ...extra }, admin);
        expect(answer.status).to.equal(400);
        expect(answer.body.message).to.equal(`Unknown field: ${Object.keys(extra)[0]}`);
      }
      expect(await stored(company.id)).to.include({ slotsFilled: 0, walkingStatus: false });
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      const company = await createCompany(portal, admin);
      const unknown = await update(someId, editForm(company), admin);
      expect(unknown.status).to.equal(404);
      expect(unknown.body.message).to.equal('Company not found');
      expect((await update('not-an-id', editForm(company), admin)).status).to.equal(400);
    });
  });

  describe('the logo', () => {
    it('replaces the old logo: the new one is served and the old file is deleted', async () => {
      const before = await storedFiles(portal);
      const company = await createCompany(portal, admin, { image: { bytes: aPng() } });
      const withOldLogo = await storedFiles(portal);
      const oldLogoFiles = withOldLogo.filter((file) => !before.includes(file));
      expect(oldLogoFiles).to.have.length.greaterThan(0);
      const answer = await update(company.id, editForm(company), admin, { bytes: aJpeg(512) });
      expect(answer.status).to.equal(200);
      const served = await portal.api.download(`/company/logo/${company.id}`);
      expect(served.headers.get('content-type')).to.equal('image/jpeg');
      expect(served.bytes.equals(Buffer.from(aJpeg(512)))).to.equal(true);
      const now = await storedFiles(portal);
      expect(now).to.have.length(withOldLogo.length);
      for (const file of oldLogoFiles) expect(now).to.not.include(file);
    });

    it('keeps the logo when the form sends none', async () => {
      const company = await createCompany(portal, admin, { image: { bytes: aPng() } });
      const before = await portal.api.get<{ image: string }>('/company/single', admin, { id: company.id });
      const answer = await update(company.id, editForm(company, { description: 'Only text' }), admin);
      expect(answer.body.data.image).to.equal(before.body.data.image);
      expect((await portal.api.download(`/company/logo/${company.id}`)).status).to.equal(200);
    });

    it('refuses an oversize (413) or non-image (415) logo, keeping the old logo and leaving no new file', async () => {
      const company = await createCompany(portal, admin, { image: { bytes: aPng() } });
      const before = await storedFiles(portal);
      const tooLarge = await update(company.id, editForm(company), admin, { bytes: aPng(2 * 1024 * 1024 + 10) });
      expect(tooLarge.status).to.equal(413);
      const notImage = await update(company.id, editForm(company), admin, {
        bytes: Buffer.from('%PDF-1.7 not a logo'),
        type: 'image/jpeg',
      });
      expect(notImage.status).to.equal(415);
      expect(await storedFiles(portal)).to.deep.equal(before);
      const served = await portal.api.download(`/company/logo/${company.id}`);
      expect(served.bytes.equals(Buffer.from(aPng()))).to.equal(true);
    });

    it('leaves no new file when the record cannot be written (a taken username)', async () => {
      const [first, second] = [await createCompany(portal, admin), await createCompany(portal, admin)];
      const before = await storedFiles(portal);
      const answer = await update(second.id, editForm(second, { username: first.username }), admin, {
        bytes: aPng(),
      });
      expect(answer.status).to.equal(409);
      expect(await storedFiles(portal)).to.deep.equal(before);
    });
  });

  describe('by the company itself', () => {
    let company: CreatedCompany;
    let token: string;

    beforeEach(async () => {
      company = await createCompany(portal, admin, { companyName: 'Own Co', description: 'Before' });
      token = await signInCompany(portal, company);
    });

    it('saves its profile: name, description and tags, and nothing else moves', async () => {
      const before = await stored(company.id);
      const answer = await update(
        company.id,
        { companyName: 'Own Company', description: 'After', tags: ['AI', 'Cloud'] },
        token,
      );
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Account Change Successfully!');
      expect(await stored(company.id)).to.deep.equal({
        ...before,
        companyName: 'Own Company',
        description: 'After',
        tags: ['AI', 'Cloud'],
      });
    });

    it('requires the company name on its profile', async () => {
      const answer = await update(company.id, { companyName: ' ', description: 'After' }, token);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({ companyName: 'Company name is required' });
    });

    it('changes its password sent alone, without a confirmation (spec §7), and its other sessions end', async () => {
      const answer = await update(company.id, { password: 'alone-password' }, token);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Password Change Successfully! Please Login Again.');
      expect(await canSignIn(company.username, 'alone-password')).to.equal(true);
      expect(await canSignIn(company.username, company.password)).to.equal(false);
      expect((await update(company.id, { description: 'After' }, token)).status).to.equal(401);
    });

    it('changes its password with the Change Password messages, then signs in with the new one', async () => {
      const mismatch = await update(company.id, { password: 'new-password', confirmpassword: 'other-pass' }, token);
      expect(mismatch.status).to.equal(400);
      expect(mismatch.body.data.fields).to.deep.equal({ confirmpassword: 'Password does not match!' });
      const short = await update(company.id, { password: '12345', confirmpassword: '12345' }, token);
      expect(short.body.data.fields).to.deep.equal({ password: 'Password should contain at least 6 digits' });
      const empty = await update(company.id, { password: '', confirmpassword: '' }, token);
      expect(empty.body.data.fields).to.deep.equal({
        password: 'Please input password!',
        confirmpassword: 'Please input password!',
      });
      const emptyAlone = await update(company.id, { password: '' }, token);
      expect(emptyAlone.body.data.fields).to.deep.equal({ password: 'Please input password!' });

      const answer = await update(company.id, { password: 'new-password', confirmpassword: 'new-password' }, token);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Password Change Successfully! Please Login Again.');
      expect(await canSignIn(company.username, 'new-password')).to.equal(true);
      expect(await canSignIn(company.username, company.password)).to.equal(false);
    });

    it('changes its logo alone', async () => {
      const before = await portal.api.get<{ image: string | null }>('/company/single', token);
      const answer = await update(company.id, {}, token, { bytes: aPng() });
      expect(answer.status).to.equal(200);
      expect(answer.body.data.image).to.match(new RegExp(`^/rest/api/v1/company/logo/${company.id}\\?v=`));
      expect(answer.body.data.image).to.not.equal(before.body.data.image);
    });

    it('refuses a request that changes nothing', async () => {
      const answer = await update(company.id, {}, token);
      expect(answer.status).to.equal(400);
      expect(answer.body.message).to.equal('Nothing to update');
    });

    it("refuses the admin's fields (username, e-mail, counts, slotsFilled, walkingStatus) and changes nothing", async () => {
      const before = await stored(company.id);
      for (const field of ['username', 'email', 'numberOfInterviews', 'slotsFilled', 'walkingStatus']) {
        const answer = await update(company.id, { companyName: 'Sneaky', [field]: '5' }, token);
        expect(answer.status, field).to.equal(400);
        expect(answer.body.message, field).to.equal(`Unknown field: ${field}`);
      }
      expect(await stored(company.id)).to.deep.equal(before);
    });

    it("refuses another company's id with 403 and changes nothing there", async () => {
      const other = await createCompany(portal, admin);
      const before = await stored(other.id);
      const answer = await update(other.id, { companyName: 'Taken over' }, token, { bytes: aPng() });
      expect(answer.status).to.equal(403);
      expect(answer.body.error).to.equal('FORBIDDEN');
      expect(await stored(other.id)).to.deep.equal(before);
    });
  });

  describe('callers who may not update a company', () => {
    it('refuses coordinators, even of the company, and students with 403', async () => {
      const company = await createCompany(portal, admin);
      const coordinator = await createCoordinator(portal, admin, company.id);
      const { token: student } = await registerConfirmedStudent(portal);
      for (const token of [coordinator.token, student]) {
        expect((await update(company.id, { companyName: 'Changed' }, token)).status).to.equal(403);
      }
      expect((await stored(company.id)).companyName).to.equal(company.companyName);
    });
  });
});
