import { expect } from 'chai';
import {
  aJpeg,
  aPng,
  companyFormData,
  companyFormFields,
  createCompany,
  createCoordinator,
  signInCompany,
  type CreatedCompany,
  type FormFields,
  type LogoFile,
  storedFiles,
} from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type CompanyJson = Record<string, unknown> & { _id: string; username: string; image: string | null };

const someId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** A signed-in student's token: a token holds only while its account exists. */
let aStudentsToken = '';
const studentToken = () => aStudentsToken;

const PUBLIC_KEYS = ['_id', 'companyName', 'username', 'tags', 'description', 'panels', 'areas', 'image'];

describe('Company accounts over HTTP: create, read, sign in', () => {
  let portal: TestPortal, admin: string;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    aStudentsToken = (await registerConfirmedStudent(portal)).token;
  });
  after(() => portal.dispose());

  const create = (fields: FormFields, image?: LogoFile, token = admin) =>
    portal.api.postForm<CompanyJson & Fields>('/company/create', companyFormData(fields, image), token);
  const usernames = async () =>
    (await portal.api.get<CompanyJson[]>('/company/', admin)).body.data.map((company) => company.username);

  describe('POST /company/create', () => {
    it('adds a company from the form, answering its JSON without the password', async () => {
      const fields = companyFormFields({ email: 'HR@Acme.Test', tags: ['Embedded', ' Cloud ', 'Embedded'] });
      const answer = await create(fields);
      expect(answer.status).to.equal(201);
      expect(answer.body).to.include({ success: true, error: null, message: 'Company created' });
      expect(answer.body.data).to.deep.include({
        username: fields.username,
        email: 'hr@acme.test',
        companyName: fields.companyName,
        description: fields.description,
        tags: ['Embedded', 'Cloud'],
        contactPerson: 'Ruwan Perera',
        contactPersonTP: '0112345678',
        numberOfInterviews: 10,
        session: 'both',
        panelsCount: 2,
        areas: ['Automation', 'AI / SE'],
        panels: ['Software Engineering', 'DevOps'],
        image: null,
        slotsFilled: 0,
        walkingStatus: false,
        role: 'company',
      });
      expect(answer.body.data._id).to.match(/^[0-9a-f]{24}$/);
      expect(answer.body.data).to.not.have.any.keys('password', 'passwordHash', 'confirmpassword', 'logoKey');
    });

    it('starts session, number of interviews and panels count at their defaults when they are not sent', async () => {
      const answer = await create(
        companyFormFields({ session: undefined, numberOfInterviews: undefined, panelsCount: undefined }),
      );
      expect(answer.status).to.equal(201);
      expect(answer.body.data).to.include({ session: 'both', numberOfInterviews: 0, panelsCount: 0 });
    });

    it('refuses an empty form with every required field at once', async () => {
      const answer = await create({});
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        username: 'Username is required',
        email: 'Email is required',
        companyName: 'Company name is required',
        contactPerson: 'Contact person is required',
        contactPersonTP: 'Contact person telephone is required',
        password: 'Password is required',
        areas: 'Choose at least one job area',
        panels: 'Choose at least one panel',
      });
    });

    it('refuses a count that is empty, not a number or negative with "Invalid number"', async () => {
      for (const count of ['', 'ten', '-1', '2.5']) {
        const answer = await create(companyFormFields({ numberOfInterviews: count, panelsCount: count }));
        expect(answer.status, count).to.equal(400);
        expect(answer.body.data.fields, count).to.deep.equal({
          numberOfInterviews: 'Invalid number',
          panelsCount: 'Invalid number',
        });
      }
    });

    it('refuses an invalid e-mail, passwords that do not match, an unknown session, area or panel', async () => {
      const answer = await create(
        companyFormFields({
          email: 'hr at acme',
          password: 'secret77',
          confirmpassword: 'secret78',
          session: 'night',
          areas: ['Automation', 'Astrology'],
          panels: ['Cooking'],
        }),
      );
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        confirmpassword: 'Passwords do not match',
        session: 'Session must be morning, evening or both',
        areas: 'Job areas must come from the list: "Astrology" is not on it',
        panels: 'Panels must come from the list: "Cooking" is not on it',
      });
    });

    it('never lets the form set slotsFilled or walkingStatus: an unknown field is refused and nothing is stored', async () => {
      for (const extra of [{ slotsFilled: '40' }, { walkingStatus: 'true' }]) {
        const fields = companyFormFields();
        const answer = await create({ ...fields, ...extra });
        expect(answer.status).to.equal(400);
        expect(answer.body.message).to.equal(`Unknown field: ${Object.keys(extra)[0]}`);
        expect(await usernames()).to.not.include(fields.username);
      }
    });

    it('refuses a field sent twice where one text belongs', async () => {
      const fields = companyFormFields();
      const form = companyFormData(fields);
      form.append('username', 'second-name');
      const answer = await portal.api.postForm<Fields>('/company/create', form, admin);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.username).to.equal('username must be text');
    });

    it('keeps a PNG or JPEG logo and serves it publicly with its content type', async () => {
      for (const [logo, type] of [
        [aPng(), 'image/png'],
        [aJpeg(), 'image/jpeg'],
      ] as const) {
        const answer = await create(companyFormFields(), { bytes: logo, type: 'application/octet-stream' });
        expect(answer.status).to.equal(201);
        const id = answer.body.data._id;
        expect(answer.body.data.image).to.match(new RegExp(`^/rest/api/v1/company/logo/${id}\\?v=[0-9a-f]{24}$`));
        const served = await portal.api.download(answer.body.data.image!.replace('/rest/api/v1', ''));
        expect(served.status).to.equal(200);
        expect(served.headers.get('content-type')).to.equal(type);
        expect(served.headers.get('cache-control')).to.include('max-age=');
        expect(served.bytes.equals(Buffer.from(logo))).to.equal(true);
      }
    });

    it('refuses a logo over 2 MB with 413 and stores neither the company nor the file', async () => {
      const before = await storedFiles(portal);
      const fields = companyFormFields();
      const answer = await create(fields, { bytes: aPng(2 * 1024 * 1024 + 1) });
      expect(answer.status).to.equal(413);
      expect(answer.body).to.include({ error: 'PAYLOAD_TOO_LARGE', message: 'Logo must be at most 2 MB' });
      expect(await usernames()).to.not.include(fields.username);
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('refuses a logo that is not a PNG or JPEG by its bytes with 415, whatever its declared type', async () => {
      const before = await storedFiles(portal);
      const fields = companyFormFields();
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
      const answer = await create(fields, { bytes: gif, type: 'image/png', name: 'logo.png' });
      expect(answer.status).to.equal(415);
      expect(answer.body).to.include({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Image must be a PNG or JPEG file',
      });
      expect(await usernames()).to.not.include(fields.username);
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('refuses a taken username with 409 and leaves no logo file behind', async () => {
      const taken = await createCompany(portal, admin);
      const before = await storedFiles(portal);
      const answer = await create(companyFormFields({ username: taken.username }), { bytes: aPng() });
      expect(answer.status).to.equal(409);
      expect(answer.body).to.include({ error: 'CONFLICT', message: 'A company with this username already exists' });
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('is for administrators only', async () => {
      const company = await createCompany(portal, admin);
      const coordinator = await createCoordinator(portal, admin, company.id);
      for (const token of [await signInCompany(portal, company), coordinator.token, studentToken()]) {
        expect((await create(companyFormFields(), undefined, token)).status).to.equal(403);
      }
    });
  });

  describe('reading companies', () => {
    let acme: CreatedCompany;
    let globex: CreatedCompany;
    let acmeToken: string;
    let acmeCoordinator: string;

    before(async () => {
      acme = await createCompany(portal, admin, { companyName: 'Acme' });
      globex = await createCompany(portal, admin, { companyName: 'Globex' });
      acmeToken = await signInCompany(portal, acme);
      acmeCoordinator = (await createCoordinator(portal, admin, acme.id)).token;
    });

    it('GET /company/ gives an administrator every company with contacts and counts', async () => {
      const answer = await portal.api.get<CompanyJson[]>('/company/', admin);
      expect(answer.status).to.equal(200);
      const found = answer.body.data.find((company) => company._id === acme.id);
      expect(found).to.include({ companyName: 'Acme', contactPerson: 'Ruwan Perera', slotsFilled: 0 });
      expect(answer.body.data.map((company) => company._id)).to.include(globex.id);
    });

    it('GET /company/ is refused to companies, coordinators and students', async () => {
      for (const token of [acmeToken, acmeCoordinator, studentToken()]) {
        expect((await portal.api.get('/company/', token)).status).to.equal(403);
      }
    });

    it('GET /company/all-short gives any signed-in role the public profile of every company', async () => {
      for (const token of [admin, acmeToken, acmeCoordinator, studentToken()]) {
        const answer = await portal.api.get<CompanyJson[]>('/company/all-short', token);
        expect(answer.status).to.equal(200);
        const found = answer.body.data.find((company) => company._id === acme.id)!;
        expect(found).to.have.all.keys(...PUBLIC_KEYS);
        expect(found).to.deep.include({ companyName: 'Acme', username: acme.username, panels: acme.panels });
      }
      expect((await portal.api.get('/company/all-short')).status).to.equal(401);
    });

    it("GET /company/single gives a company its own account, and a coordinator its company's", async () => {
      for (const token of [acmeToken, acmeCoordinator]) {
        const answer = await portal.api.get<CompanyJson>('/company/single', token);
        expect(answer.status).to.equal(200);
        expect(answer.body.data).to.include({ _id: acme.id, contactPerson: 'Ruwan Perera', role: 'company' });
        expect(answer.body.data).to.include.keys('email', 'contactPersonTP', 'slotsFilled', 'walkingStatus');
        expect(answer.body.data).to.not.have.any.keys('token', 'passwordHash');
      }
    });

    it('GET /company/single?id= shows everything to an admin and to the company and its coordinators', async () => {
      for (const token of [admin, acmeToken, acmeCoordinator]) {
        const answer = await portal.api.get<CompanyJson>('/company/single', token, { id: acme.id });
        expect(answer.status).to.equal(200);
        expect(answer.body.data).to.include({ _id: acme.id, contactPerson: 'Ruwan Perera' });
      }
    });

    it('GET /company/single?id= shows only the public profile to students, other companies and their coordinators', async () => {
      const globexToken = await signInCompany(portal, globex);
      for (const token of [studentToken(), globexToken]) {
        const answer = await portal.api.get<CompanyJson>('/company/single', token, { id: acme.id });
        expect(answer.status).to.equal(200);
        expect(answer.body.data).to.have.all.keys(...PUBLIC_KEYS);
      }
      const other = await portal.api.get<CompanyJson>('/company/single', acmeCoordinator, { id: globex.id });
      expect(other.body.data).to.have.all.keys(...PUBLIC_KEYS);
    });

    it('GET /company/single answers 404 for an unknown id, 400 for a malformed or repeated one', async () => {
      const unknown = await portal.api.get('/company/single', admin, { id: someId });
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.include({ error: 'NOT_FOUND', message: 'Company not found' });
      expect((await portal.api.get('/company/single', admin, { id: 'not-an-id' })).status).to.equal(400);
      const repeated = await fetch(`${portal.api.base}/company/single?id=${acme.id}&id=${globex.id}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(repeated.status).to.equal(400);
    });

    it('GET /company/single without an id asks an admin or a student to choose a company', async () => {
      for (const token of [admin, studentToken()]) {
        const answer = await portal.api.get<Fields>('/company/single', token);
        expect(answer.status).to.equal(400);
        expect(answer.body.data.fields).to.deep.equal({ id: 'Choose a company' });
      }
    });

    it('GET /company/logo/{id} answers a 404 envelope for a company without a logo or an unknown company', async () => {
      for (const id of [acme.id, someId]) {
        const answer = await portal.api.get('/company/logo/' + id);
        expect(answer.status).to.equal(404);
        expect(answer.body.error).to.equal('NOT_FOUND');
      }
      expect((await portal.api.get('/company/logo/not-an-id')).status).to.equal(400);
    });
  });

  describe('POST /company/sign-in', () => {
    it('answers the session user: the company JSON with token and role', async () => {
      const company = await createCompany(portal, admin, { companyName: 'Initech', description: 'Software' });
      const answer = await portal.api.post<CompanyJson & { token: string }>('/company/sign-in', {
        username: company.username,
        password: company.password,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.deep.include({
        _id: company.id,
        username: company.username,
        companyName: 'Initech',
        description: 'Software',
        tags: ['Embedded', 'Cloud'],
        role: 'company',
      });
      expect(answer.body.data).to.not.have.any.keys('passwordHash', 'password');
      const profile = await portal.api.get<CompanyJson>('/company/single', answer.body.data.token);
      expect(profile.body.data._id).to.equal(company.id);
    });

    it("names the logo displayImage as spec §3 does, in the session user and the profile: the logo's URL, or null", async () => {
      const plain = await createCompany(portal, admin);
      const plainSession = await portal.api.post<CompanyJson & { token: string }>('/company/sign-in', {
        username: plain.username,
        password: plain.password,
      });
      expect(plainSession.body.data).to.include({ image: null, displayImage: null });
      const withLogo = await createCompany(portal, admin, { image: { bytes: aPng() } });
      const session = await portal.api.post<CompanyJson & { token: string }>('/company/sign-in', {
        username: withLogo.username,
        password: withLogo.password,
      });
      const url = session.body.data.image;
      expect(url).to.match(new RegExp(`^/rest/api/v1/company/logo/${withLogo.id}\\?v=`));
      expect(session.body.data.displayImage).to.equal(url);
      const profile = await portal.api.get<CompanyJson>('/company/single', session.body.data.token);
      expect(profile.body.data).to.include({ image: url, displayImage: url });
    });

    it('answers a wrong password and an unknown username alike, with 401', async () => {
      const company = await createCompany(portal, admin);
      const wrong = await portal.api.post('/company/sign-in', { username: company.username, password: 'wrong-pass' });
      const unknown = await portal.api.post('/company/sign-in', { username: 'nobody-here', password: 'wrong-pass' });
      expect(wrong.status).to.equal(401);
      expect(wrong.body).to.deep.equal(unknown.body);
      expect(wrong.body.message).to.equal('Invalid username or password');
    });

    it('wants both username and password', async () => {
      const answer = await portal.api.post<Fields>('/company/sign-in', { username: ' ', password: '' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        username: 'Username is required',
        password: 'Password is required',
      });
    });

    it('refuses a password shorter than 6 characters with 400 before checking it (spec §5, §9)', async () => {
      const company = await createCompany(portal, admin);
      const answer = await portal.api.post<Fields>('/company/sign-in', {
        username: company.username,
        password: '12345',
      });
      expect(answer.status).to.equal(400);
      expect(answer.body).to.include({ success: false, error: 'VALIDATION' });
      expect(answer.body.data.fields).to.deep.equal({ password: 'Password should contain at least 6 characters' });
      const still = await portal.api.post('/company/sign-in', {
        username: company.username,
        password: company.password,
      });
      expect(still.status).to.equal(200);
    });

    it('refuses an operator object where the username belongs', async () => {
      const answer = await portal.api.post('/company/sign-in', { username: { $gt: '' }, password: 'whatever1' });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    });

    it('limits repeated failed sign-ins for one username with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await portal.api.post('/company/sign-in', { username: 'target', password: 'guess-123' })).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).to.equal(true);
      expect(statuses.at(-1)).to.equal(429);
    });
  });
});
