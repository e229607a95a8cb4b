import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../domain/email-confirmation.js';
import { EMAIL_VERIFIED, UNVERIFIED_EMAIL_CODE, VERIFICATION_LINK_INVALID } from '../../domain/messages.js';
import { startTestPortal, type TestPortal } from '../support/portal-harness.js';
import {
  aStudentSignUp,
  confirmFromOutbox,
  linkInMail,
  readOutboxMail,
  registerConfirmedStudent,
  registerStudent,
  signUpFormData,
} from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };

describe('Student sign-up, e-mail confirmation and sign-in over HTTP', () => {
  let portal: TestPortal;

  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.dispose());

  const outboxSize = async () => (await readdir(path.join(portal.dataDir, 'outbox')).catch(() => [])).length;
  const signUp = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return portal.api.postForm<Fields & Record<string, unknown>>('/student/create', form);
  };
  const linkFor = async (email: string) => linkInMail(await readOutboxMail(portal, email), '/verify-email');
  const confirm = (body: unknown) => portal.api.post('/student/confirm-email', body);
  const signIn = (body: unknown) => portal.api.post<Record<string, unknown>>('/student/sign-in', body);

  describe('signing up', () => {
    it('creates an unconfirmed student and answers 201 with the student JSON, without any password', async () => {
      const form = aStudentSignUp({ email: 'Kasun.Perera@Uni.Test', indexNumber: '190123k', title: 'Miss' });
      const answer = await portal.api.postForm<Record<string, unknown>>('/student/create', signUpFormData(form));
      expect(answer.status).to.equal(201);
      expect(answer.body).to.include({ success: true, error: null, message: EMAIL_CONFIRMATION_MESSAGES.signedUp });
      expect(answer.body.data).to.include({
        email: 'kasun.perera@uni.test',
        indexNumber: '190123K',
        title: 'Miss',
        fullName: form.fullName,
        commonName: form.commonName,
        role: 'student',
        image: null,
        hasCv: false,
      });
      expect(answer.body.data._id).to.match(/^[0-9a-f]{24}$/);
      expect(answer.body.data).to.not.have.any.keys('password', 'passwordHash', 'emailConfirmed');
      const refused = await signIn({ email: form.email, password: form.password });
      expect(refused.body.message).to.equal(UNVERIFIED_EMAIL_CODE);
    });

    it('mails a confirmation link to /verify-email on the portal with the token and the URL-encoded e-mail', async () => {
      const student = await registerStudent(portal, { email: 'nimali+fair@uni.test' });
      const mail = await readOutboxMail(portal, student.email);
      expect(mail.to).to.include('nimali+fair@uni.test');
      expect(mail.text).to.include('verify-email?token=').and.include('email=nimali%2Bfair%40uni.test');
      const link = await linkFor(student.email);
      expect(link.origin).to.equal(portal.url);
      expect(link.searchParams.get('email')).to.equal('nimali+fair@uni.test');
      expect(link.searchParams.get('token')).to.match(/^[A-Za-z0-9_-]{43}$/);
    });

    it('refuses an empty form with every required-field message at once', async () => {
      const answer = await signUp({});
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Email is required',
        title: 'Title is required',
        commonName: 'Common name is required',
        indexNumber: 'Index number is required',
        password: 'Password is required',
      });
    });

    it('refuses a malformed e-mail, a profile-only title, a long index number and a 6-character password', async () => {
      const answer = await signUp({
        ...aStudentSignUp(),
        email: 'not an email',
        title: 'Mrs',
        indexNumber: '19012345',
        password: 'sixsix',
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        title: 'Title must be Mr or Miss',
        indexNumber: 'Invalid Index Number!',
        password: 'Password should contain at least 6 characters',
      });
    });

    it('refuses an e-mail that is taken, whatever its case, with 409 and mails nothing', async () => {
      const first = await registerStudent(portal);
      const mails = await outboxSize();
      const again = await signUp({ ...aStudentSignUp(), email: first.email.toUpperCase() });
      expect(again.status).to.equal(409);
      expect(again.body).to.include({ error: 'CONFLICT', message: 'An account with this email already exists' });
      expect(await outboxSize()).to.equal(mails);
    });

    it('refuses an index number that is taken, whatever its case, with 409', async () => {
      await registerStudent(portal, { indexNumber: '190777A' });
      const again = await signUp({ ...aStudentSignUp(), indexNumber: '190777a' });
      expect(again.status).to.equal(409);
      expect(again.body.message).to.equal('An account with this index number already exists');
    });

    it('lets only one of two racing sign-ups with the same e-mail through', async () => {
      const [a, b] = await Promise.all([
        signUp({ ...aStudentSignUp(), email: 'twin@uni.test' }),
        signUp({ ...aStudentSignUp(), email: 'twin@uni.test' }),
      ]);
      expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    });

    it('refuses fields it does not know, such as role, by name', async () => {
      const answer = await signUp({ ...aStudentSignUp(), role: 'admin', emailConfirmed: 'true' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.body).to.equal('Unknown fields: role, emailConfirmed');
    });

    it('refuses a field sent twice (a list where a text belongs)', async () => {
      const form = signUpFormData(aStudentSignUp());
      form.append('email', 'second@uni.test');
      const answer = await portal.api.postForm<Fields>('/student/create', form);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.email).to.equal('email must be text');
    });

    it('wants form data: a JSON body is refused with 400', async () => {
      const answer = await portal.api.post('/student/create', aStudentSignUp());
      expect(answer.status).to.equal(400);
      expect(answer.body).to.include({ success: false, error: 'VALIDATION' });
    });

    it('refuses a file in the sign-up form by its field name with 400 and stores nothing', async () => {
      const form = signUpFormData(aStudentSignUp({ email: 'with-file@uni.test' }));
      form.append('image', new Blob([Buffer.from('%PDF-1.4')]), 'cv.pdf');
      const answer = await portal.api.postForm<{ fields: Record<string, string> }>('/student/create', form);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.image).to.equal('Unexpected file field image');
      const retry = await signUp({ ...aStudentSignUp(), email: 'with-file@uni.test' });
      expect(retry.status).to.equal(201);
    });
  });

  describe('confirming the e-mail', () => {
    it("confirms with the mailed link's e-mail and token, once; the same link again is apologised for", async () => {
      const student = await registerStudent(portal);
      const link = await linkFor(student.email);
      const body = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
      const first = await confirm(body);
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ success: true, message: EMAIL_VERIFIED });
      const again = await confirm(body);
      expect(again.status).to.equal(400);
      expect(again.body).to.include({ error: 'VALIDATION', message: VERIFICATION_LINK_INVALID });
    });

    it('apologises in the same words for a wrong token and for an unknown address, and confirms nothing', async () => {
      const student = await registerStudent(portal);
      const wrong = await confirm({ email: student.email, token: 'A'.repeat(43) });
      const unknown = await confirm({ email: 'nobody@uni.test', token: 'A'.repeat(43) });
      expect(wrong.status).to.equal(400);
      expect(wrong.body).to.deep.equal(unknown.body);
      expect(wrong.body.message).to.equal(VERIFICATION_LINK_INVALID);
      expect((await signIn({ email: student.email, password: student.password })).body.message).to.equal(
        UNVERIFIED_EMAIL_CODE,
      );
    });

    it('apologises for a link without e-mail or token', async () => {
      const answer = await confirm({});
      expect(answer.status).to.equal(400);
      expect(answer.body.message).to.equal(VERIFICATION_LINK_INVALID);
    });

    it('refuses an operator object where the token belongs with 400', async () => {
      const student = await registerStudent(portal);
      const answer = await confirm({ email: student.email, token: { $ne: null } });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
      expect((await signIn({ email: student.email, password: student.password })).status).to.equal(401);
    });
  });

  describe('asking for a new confirmation e-mail', () => {
    const resend = (email: unknown) => portal.api.post('/student/resend-confirm-email', { email });

    it('mails a new link that replaces the old one', async () => {
      const student = await registerStudent(portal);
      const old = await linkFor(student.email);
      const answer = await resend(student.email);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal(EMAIL_CONFIRMATION_MESSAGES.resent);
      const fresh = await linkFor(student.email);
      expect(fresh.searchParams.get('token')).to.not.equal(old.searchParams.get('token'));
      expect((await confirm({ email: student.email, token: old.searchParams.get('token') })).status).to.equal(400);
      expect((await confirm({ email: student.email, token: fresh.searchParams.get('token') })).status).to.equal(200);
    });

    it('answers an unknown and a confirmed address exactly like an unconfirmed one, and mails neither', async () => {
      const waiting = await registerStudent(portal);
      const confirmed = await registerConfirmedStudent(portal);
      const forWaiting = await resend(waiting.email);
      const mails = await outboxSize();
      const forUnknown = await resend('nobody-here@uni.test');
      const forConfirmed = await resend(confirmed.email);
      expect(forUnknown.status).to.equal(forWaiting.status);
      expect(forUnknown.body).to.deep.equal(forWaiting.body);
      expect(forConfirmed.body).to.deep.equal(forWaiting.body);
      expect(await outboxSize()).to.equal(mails);
    });

    it("refuses a malformed address with 'Invalid email' and an object with 400", async () => {
      const malformed = await portal.api.post<Fields>('/student/resend-confirm-email', { email: 'nimal' });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.data.fields.email).to.equal('Invalid email');
      expect((await resend({ $gt: '' })).status).to.equal(400);
    });

    it('answers 429 after five requests for one address in a quarter of an hour', async () => {
      const student = await registerStudent(portal);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await resend(student.email)).status);
      expect(statuses).to.deep.equal([200, 200, 200, 200, 200, 429]);
      const answer = await resend(student.email);
      expect(answer.body.error).to.equal('TOO_MANY_REQUESTS');
    });
  });

  describe('signing in', () => {
    it('answers the session user: the student JSON with token and role student, and no password', async () => {
      const student = await registerStudent(portal);
      await confirmFromOutbox(portal, student.email);
      const answer = await signIn({ email: student.email.toUpperCase(), password: student.password });
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({ _id: student.id, email: student.email, role: 'student' });
      expect(answer.body.data.token).to.be.a('string');
      expect(answer.body.data).to.not.have.any.keys('password', 'passwordHash');
    });

    it('refuses an unconfirmed student with the right password with 401 code:11002', async () => {
      const student = await registerStudent(portal);
      const answer = await signIn({ email: student.email, password: student.password });
      expect(answer.status).to.equal(401);
      expect(answer.body).to.deep.include({
        success: false,
        data: null,
        error: 'UNVERIFIED_EMAIL',
        message: UNVERIFIED_EMAIL_CODE,
      });
    });

    it('tells an unconfirmed student with a wrong password only that the password is wrong', async () => {
      const student = await registerStudent(portal);
      const wrong = await signIn({ email: student.email, password: 'not-the-password' });
      const unknown = await signIn({ email: 'nobody-at-all@uni.test', password: 'not-the-password' });
      expect(wrong.status).to.equal(401);
      expect(wrong.body.error).to.equal('UNAUTHENTICATED');
      expect(wrong.body).to.deep.equal(unknown.body);
    });

    it('refuses a malformed e-mail and a short password with the spec messages, all at once', async () => {
      const answer = await portal.api.post<Fields>('/student/sign-in', { email: 'nimal', password: '12345' });
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({
        email: 'Invalid email',
        password: 'Password should contain at least 6 characters',
      });
    });

    it('refuses an operator object where the e-mail belongs with 400', async () => {
      const answer = await signIn({ email: { $ne: null }, password: 'whatever-password' });
      expect(answer.status).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    });

    it('limits repeated failed sign-ins for one account with 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await signIn({ email: 'target@uni.test', password: 'guess-123' })).status);
      expect(statuses.slice(0, 10).every((status) => status === 401)).to.equal(true);
      expect(statuses.at(-1)).to.equal(429);
    });
  });

  it('journey: sign up, confirm through the mailed link, sign in, and see the own profile', async () => {
    const form = aStudentSignUp({ email: 'journey@uni.test', commonName: 'Journey' });
    expect((await portal.api.postForm('/student/create', signUpFormData(form))).status).to.equal(201);
    expect((await signIn({ email: form.email, password: form.password })).status).to.equal(401);

    const link = await linkFor(form.email);
    const confirmed = await confirm({ email: link.searchParams.get('email'), token: link.searchParams.get('token') });
    expect(confirmed.body.message).to.equal(EMAIL_VERIFIED);

    const session = await signIn({ email: form.email, password: form.password });
    expect(session.status).to.equal(200);
    const profile = await portal.api.get<Record<string, unknown>>('/student/single', session.body.data.token as string);
    expect(profile.status).to.equal(200);
    expect(profile.body.data).to.include({ email: 'journey@uni.test', commonName: 'Journey', role: 'student' });
    expect(profile.body.data).to.not.have.any.keys('token', 'passwordHash');
  });
});
