import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FORGOT_PASSWORD_MESSAGES } from '../../domain/forgot-password.js';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset.js';
import { createCompany, createCoordinator, type CreatedCompany } from '../support/company-accounts.js';
import { FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { readPinMail, registerConfirmedStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type Grant = { id: string; token: string };
type StaffRole = 'admin' | 'coordinator' | 'company';

describe('Forgot password for administrators, coordinators and companies over HTTP', () => {
  let portal: TestPortal, admin: string;
  let company: CreatedCompany;
  const companyEmail = 'hr-recovery@company.test';

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    company = await createCompany(portal, admin, { email: companyEmail });
  });
  after(() => portal.dispose());

  const identity = (role: StaffRole, value: unknown) => (role === 'company' ? { username: value } : { email: value });
  const sendPin = (role: StaffRole, value: unknown) =>
    portal.api.post<Fields>(`/${role}/send-confirmation-code`, identity(role, value));
  const confirmPin = (role: StaffRole, value: unknown, token: unknown) =>
    portal.api.post<Grant & Fields>(`/${role}/confirm-code`, { ...identity(role, value), token });
  const reset = (role: StaffRole, body: unknown) => portal.api.post<Fields>(`/${role}/reset-password`, body);
  const outboxSize = async () => (await readdir(path.join(portal.dataDir, 'outbox')).catch(() => [])).length;

  /** Step 1 to 3 for the account; answers step 3's answer. */
  const recover = async (role: StaffRole, value: string, mailbox: string, password: string) => {
    expect((await sendPin(role, value)).status).to.equal(200);
    const grant = await confirmPin(role, value, await readPinMail(portal, mailbox));
    expect(grant.status).to.equal(200);
    return reset(role, { password, confirmpassword: password, token: grant.body.data.token });
  };

  it('journey, coordinator: the PIN mailed to the e-mail sets a new password; the old one and its sessions end', async () => {
    const coordinator = await createCoordinator(portal, admin, company.id);
    const done = await recover('coordinator', coordinator.email, coordinator.email, 'coordinator-new-pass');
    expect(done.status).to.equal(200);
    expect(done.body.message).to.equal(PASSWORD_RESET_MESSAGES.passwordReset);
    const signIn = (password: string) =>
      portal.api.post('/coordinator/sign-in', { email: coordinator.email, password });
    expect((await signIn(coordinator.password)).status).to.equal(401);
    expect((await signIn('coordinator-new-pass')).status).to.equal(200);
    expect((await portal.api.get('/coordinator/single', coordinator.token)).status).to.equal(401);
  });

  it('journey, administrator: the same three steps under /admin', async () => {
    const done = await recover('admin', FIRST_ADMIN.email.toUpperCase(), FIRST_ADMIN.email, 'admin-new-password');
    expect(done.status).to.equal(200);
    const signIn = (password: string) => portal.api.post('/admin/sign-in', { email: FIRST_ADMIN.email, password });
    expect((await signIn(FIRST_ADMIN.password)).status).to.equal(401);
    expect((await signIn('admin-new-password')).status).to.equal(200);
    admin = await portal.api.signIn('admin', FIRST_ADMIN.email, 'admin-new-password');
  });

  it("journey, company: named by its username, the PIN goes to the company's contact e-mail", async () => {
    const sent = await sendPin('company', company.username);
    expect(sent.body.message).to.equal(PASSWORD_RESET_MESSAGES.companyPinSent);
    expect(sent.body.message).not.to.match(/\bwas sent\b|\bhas been sent\b/);
    const grant = await confirmPin('company', company.username, await readPinMail(portal, companyEmail));
    const done = await reset('company', { password: 'company-new-pass', token: grant.body.data.token });
    expect(done.status).to.equal(200);
    const signIn = (password: string) => portal.api.post('/company/sign-in', { username: company.username, password });
    expect((await signIn(company.password)).status).to.equal(401);
    expect((await signIn('company-new-pass')).status).to.equal(200);
  });

  it('answers an unknown account like a known one, and mails nothing', async () => {
    for (const [role, known, unknown] of [
      ['admin', FIRST_ADMIN.email, 'nobody@fair.test'],
      ['company', company.username, 'no-such-company'],
    ] as const) {
      const knownAnswer = await sendPin(role, known);
      const mails = await outboxSize();
      const unknownAnswer = await sendPin(role, unknown);
      expect(unknownAnswer.status).to.equal(knownAnswer.status);
      expect(unknownAnswer.body).to.deep.equal(knownAnswer.body);
      expect(await outboxSize()).to.equal(mails);
      const guess = await confirmPin(role, unknown, 'ABCDEF');
      expect(guess.status).to.equal(400);
      expect(guess.body.data.fields.token).to.equal(PASSWORD_RESET_MESSAGES.pinWrong);
    }
  });

  it("refuses another role's reset token and leaves it usable where it belongs", async () => {
    const student = await registerConfirmedStudent(portal);
    await portal.api.post('/student/send-confirmation-code', { email: student.email });
    const grant = await portal.api.post<Grant>('/student/confirm-code', {
      email: student.email,
      token: await readPinMail(portal, student.email),
    });
    const token = grant.body.data.token;
    for (const role of ['admin', 'coordinator', 'company'] as const) {
      const refused = await reset(role, { password: 'stolen-pass', token });
      expect(refused.status).to.equal(400);
      expect(refused.body.data.fields.token).to.equal(PASSWORD_RESET_MESSAGES.resetInvalid);
    }
    expect((await portal.api.post('/student/reset-password', { password: 'student-new', token })).status).to.equal(200);
  });

  describe('bad input: each refused with a clear message, nothing changed', () => {
    it('step 1: no e-mail, a malformed e-mail, no username', async () => {
      const mails = await outboxSize();
      expect((await sendPin('admin', '')).body.data.fields.email).to.equal(FORGOT_PASSWORD_MESSAGES.emailRequired);
      expect((await sendPin('coordinator', 'not-an-email')).body.data.fields.email).to.equal(
        FORGOT_PASSWORD_MESSAGES.invalidEmail,
      );
      const noUsername = await sendPin('company', '  ');
      expect(noUsername.status).to.equal(400);
      expect(noUsername.body.data.fields.username).to.equal(FORGOT_PASSWORD_MESSAGES.usernameRequired);
      expect((await sendPin('company', { $ne: '' })).status).to.equal(400);
      expect(await outboxSize()).to.equal(mails);
    });

    it('step 2: a PIN of the wrong length, none, or an identity of the wrong kind', async () => {
      const short = await confirmPin('coordinator', 'someone@fair.test', 'ABC');
      expect(short.status).to.equal(400);
      expect(short.body.data.fields.token).to.equal(FORGOT_PASSWORD_MESSAGES.pinLength);
      const none = await confirmPin('company', company.username, '');
      expect(none.body.data.fields.token).to.equal(FORGOT_PASSWORD_MESSAGES.pinRequired);
      const wrongKind = await portal.api.post<Fields>('/company/confirm-code', {
        email: companyEmail,
        token: 'ABCDEF',
      });
      expect(wrongKind.status).to.equal(400);
      expect(wrongKind.body.data.fields).to.have.property('username');
    });

    it('step 3: a short password, a confirmation that differs, a guessed token', async () => {
      const short = await reset('admin', { password: 'abc', token: 'x' });
      expect(short.status).to.equal(400);
      expect(short.body.data.fields.password).to.equal(FORGOT_PASSWORD_MESSAGES.passwordTooShort);
      const differs = await reset('coordinator', { password: 'abcdef', confirmpassword: 'abcdeg', token: 'x' });
      expect(differs.body.data.fields.confirmpassword).to.equal(FORGOT_PASSWORD_MESSAGES.passwordsDoNotMatch);
      const guessed = await reset('company', { password: 'abcdef', token: `${company.id}.${'A'.repeat(43)}` });
      expect(guessed.status).to.equal(400);
      expect(guessed.body.data.fields.token).to.equal(PASSWORD_RESET_MESSAGES.resetInvalid);
      expect(
        (await portal.api.post('/company/sign-in', { username: company.username, password: 'abcdef' })).status,
      ).to.equal(401);
    });
  });
});
