import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { FIRST_ADMIN, startPortalWithFirstAdmin, TEST_JWT_SECRET, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

const someId = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('Admin slice over HTTP', () => {
  let portal: TestPortal, token: string;

  before(async () => ({ portal, admin: token } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  describe('signing in', () => {
    it('gives the first admin from ADMIN_EMAIL/ADMIN_PASSWORD a session with token and role, and no password', async () => {
      const answer = await portal.api.post<Record<string, unknown>>('/admin/sign-in', FIRST_ADMIN);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, error: null });
      expect(answer.body.data).to.include({ email: FIRST_ADMIN.email, role: 'admin' });
      expect(answer.body.data.token).to.be.a('string');
      expect(answer.body.data).to.not.have.any.keys('password', 'passwordHash');
    });

    it('refuses a wrong password with 401 in the envelope', async () => {
      const answer = await portal.api.post('/admin/sign-in', {
        email: FIRST_ADMIN.email,
        password: 'not-the-password',
      });
      expect(answer.status).to.equal(401);
      expect(answer.body).to.deep.include({ success: false, data: null, error: 'UNAUTHENTICATED' });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const unknown = await portal.api.post('/admin/sign-in', { email: 'nobody@fair.test', password: 'whatever1' });
      const wrong = await portal.api.post('/admin/sign-in', { email: FIRST_ADMIN.email, password: 'whatever1' });
      expect(unknown.status).to.equal(wrong.status);
      expect(unknown.body).to.deep.equal(wrong.body);
    });

    it('refuses an invalid e-mail and a short password with the spec messages, all at once', async () => {
      const answer = await portal.api.post<{ fields: Record<string, string> }>('/admin/sign-in', {
        email: 'nope',
        password: '123',
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        password: 'Password should contain at least 6 characters',
      });
    });

    it('refuses an operator object where the e-mail string belongs', async () => {
      const answer = await portal.api.post('/admin/sign-in', { email: { $ne: null }, password: FIRST_ADMIN.password });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    });

    it('refuses malformed JSON with 400 in the envelope', async () => {
      const answer = await portal.api.postRaw('/admin/sign-in', '{"email": ', 'application/json');
      expect(answer.status).to.equal(400);
      expect(answer.body).to.include({ success: false, error: 'VALIDATION' });
    });

    it('refuses a body over the JSON size limit with 413', async () => {
      const answer = await portal.api.post('/admin/sign-in', { email: 'a@b.c', password: 'x'.repeat(200_000) });
      expect(answer.status).to.equal(413);
      expect(answer.body.error).to.equal('PAYLOAD_TOO_LARGE');
    });

    it('limits repeated failed sign-ins for one account with 429', async () => {
      const attempt = () => portal.api.post('/admin/sign-in', { email: 'target@fair.test', password: 'guess-123' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await attempt()).status);
      expect(statuses.slice(0, 10).every((status) => status === 401)).to.equal(true);
      expect(statuses.at(-1)).to.equal(429);
    });
  });

  describe('the bearer token', () => {
    const profile = (bearer?: string) => portal.api.get('/admin/single', bearer);

    it('opens the profile call when valid', async () => {
      const answer = await profile(token);
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({ email: FIRST_ADMIN.email, role: 'admin' });
    });

    it('is required: no token is 401', async () => {
      expect((await profile()).status).to.equal(401);
    });

    it('must be well-formed', async () => {
      expect((await profile('not.a.jwt')).status).to.equal(401);
    });

    it('must not be expired', async () => {
      const adminId = (jwt.decode(token) as { sub: string }).sub;
      const expired = jwt.sign(
        { sub: adminId, role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 },
        TEST_JWT_SECRET,
      );
      expect((await profile(expired)).status).to.equal(401);
    });

    it('must not be tampered with', async () => {
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: someId, role: 'admin' })).toString('base64url');
      expect((await profile(`${header}.${forgedPayload}.${signature}`)).status).to.equal(401);
    });

    it('must be signed: alg none is refused', async () => {
      const adminId = (jwt.decode(token) as { sub: string }).sub;
      const unsigned = jwt.sign({ sub: adminId, role: 'admin' }, null, { algorithm: 'none' });
      expect((await profile(unsigned)).status).to.equal(401);
    });

    it('of another role is 403', async () => {
      const studentToken = (await registerConfirmedStudent(portal)).token;
      const answer = await profile(studentToken);
      expect(answer.status).to.equal(403);
      expect(answer.body.error).to.equal('FORBIDDEN');
    });
  });

  describe('managing admins', () => {
    it('adds an admin who can then sign in, and lists both', async () => {
      const added = await portal.api.post<{ _id: string }>(
        '/admin/add',
        { email: 'second@fair.test', password: 'second-pass', confirmpassword: 'second-pass' },
        token,
      );
      expect(added.status).to.equal(201);
      expect(added.body.data).to.include({ email: 'second@fair.test' });
      expect(added.body.data._id).to.match(/^[0-9a-f]{24}$/);

      await portal.api.signIn('admin', 'second@fair.test', 'second-pass');
      const list = await portal.api.get<{ email: string }[]>('/admin/', token);
      expect(list.body.data.map((admin) => admin.email)).to.include.members([FIRST_ADMIN.email, 'second@fair.test']);
    });

    it('refuses a confirmation that does not match with "Passwords do not match"', async () => {
      const answer = await portal.api.post<{ fields: Record<string, string> }>(
        '/admin/add',
        { email: 'third@fair.test', password: 'third-pass', confirmpassword: 'other-pass' },
        token,
      );
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.confirmpassword).to.equal('Passwords do not match');
    });

    it('refuses a second admin with the same e-mail with 409 and stores nothing', async () => {
      const before = await portal.api.get<unknown[]>('/admin/', token);
      const answer = await portal.api.post(
        '/admin/add',
        { email: FIRST_ADMIN.email.toUpperCase(), password: 'another-pass', confirmpassword: 'another-pass' },
        token,
      );
      expect(answer.status).to.equal(409);
      expect(answer.body.error).to.equal('CONFLICT');
      const after = await portal.api.get<unknown[]>('/admin/', token);
      expect(after.body.data).to.have.length(before.body.data.length);
    });

    it('deletes an admin by id, and answers 404 for an unknown id and 400 for a malformed one', async () => {
      const added = await portal.api.post<{ _id: string }>(
        '/admin/add',
        { email: 'temporary@fair.test', password: 'temporary', confirmpassword: 'temporary' },
        token,
      );
      expect((await portal.api.delete(`/admin/delete/${added.body.data._id}`, token)).status).to.equal(200);
      expect((await portal.api.delete(`/admin/delete/${added.body.data._id}`, token)).status).to.equal(404);
      expect((await portal.api.delete(`/admin/delete/${someId}`, token)).status).to.equal(404);
      expect((await portal.api.delete('/admin/delete/not-an-id', token)).status).to.equal(400);
    });

    it('never deletes the last admin', async () => {
      const list = await portal.api.get<{ _id: string; email: string }[]>('/admin/', token);
      for (const admin of list.body.data.filter((a) => a.email !== FIRST_ADMIN.email)) {
        await portal.api.delete(`/admin/delete/${admin._id}`, token);
      }
      const [last] = (await portal.api.get<{ _id: string }[]>('/admin/', token)).body.data;
      const answer = await portal.api.delete(`/admin/delete/${last!._id}`, token);
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('The last admin cannot be deleted');
    });
  });

  describe('the API as a whole', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      const answer = await portal.api.get('/no/such/route');
      expect(answer.status).to.equal(404);
      expect(answer.body).to.include({ success: false, error: 'NOT_FOUND' });
    });

    it('describes every route in an OpenAPI document', async () => {
      const response = await fetch(`${portal.api.base}/openapi.json`);
      const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).to.match(/^3\./);
      expect(document.paths['/admin/add']).to.have.key('post');
      expect(document.paths['/admin/delete/{id}']).to.have.key('delete');
    });

    it('tells the browser the event time zone', async () => {
      const answer = await portal.api.get<{ eventTimezone: string }>('/settings');
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.deep.equal({ eventTimezone: 'Asia/Colombo' });
    });

    it('sends security headers', async () => {
      const answer = await portal.api.get('/admin/single', token);
      expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(answer.headers.get('content-security-policy')).to.include("default-src 'self'");
      expect(answer.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    });
  });
});
