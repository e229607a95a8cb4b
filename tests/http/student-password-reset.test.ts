import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UNVERIFIED_EMAIL_CODE } from '../../domain/messages.js';
import { PASSWORD_RESET_MESSAGES, PIN_ALPHABET, PIN_ATTEMPTS } from '../../domain/password-reset.js';
import { startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { readOutboxMail, readPinMail, registerConfirmedStudent, registerStudent } from '../support/student-accounts.js';

type Fields = { fields: Record<string, string> };
type Grant = { id: string; token: string };

describe('Forgot password over HTTP', () => {
  let portal: TestPortal;

  before(async () => {
    portal = await startTestPortal();
  });
  after(() => portal.dispose());

  const sendPin = (email: unknown) => portal.api.post<Fields>('/student/send-confirmation-code', { email });
  const confirmPin = (email: string, token: unknown) =>
    portal.api.post<Grant & Fields>('/student/confirm-code', { email, token });
  const reset = (body: unknown) => portal.api.post<Fields>('/student/reset-password', body);
  const signIn = (email: string, password: string) => portal.api.post('/student/sign-in', { email, password });
  const outboxSize = async () => (await readdir(path.join(portal.dataDir, 'outbox')).catch(() => [])).length;
  /** A PIN of the right alphabet and length that differs from the real one in every place. */
  const wrongPin = (pin: string) =>
    Array.from(pin, (symbol) => PIN_ALPHABET[(PIN_ALPHABET.indexOf(symbol) + 1) % PIN_ALPHABET.length]).join('');

  it('journey: the mailed PIN buys a reset token that sets a new password; the old one stops working', async () => {
    const student = await registerConfirmedStudent(portal);
    const sent = await sendPin(student.email);
    expect(sent.status).to.equal(200);
    expect(sent.body.message).to.equal(PASSWORD_RESET_MESSAGES.pinSent);
    const mail = await readOutboxMail(portal, student.email);
    expect(mail.subject).to.equal('Your password reset PIN');
    const pin = await readPinMail(portal, student.email);
    expect(pin).to.have.length(6);

    const grant = await confirmPin(student.email, pin.toLowerCase());
    expect(grant.status).to.equal(200);
    expect(grant.body.message).to.equal(PASSWORD_RESET_MESSAGES.pinAccepted);
    expect(grant.body.data.id).to.equal(student.id);
    expect(grant.body.data.token.startsWith(`${student.id}.`)).to.equal(true);

    const done = await reset({ password: 'reset-secret', token: grant.body.data.token });
    expect(done.status).to.equal(200);
    expect(done.body.message).to.equal(PASSWORD_RESET_MESSAGES.passwordReset);
    expect((await signIn(student.email, student.password)).status).to.equal(401);
    expect((await signIn(student.email, 'reset-secret')).status).to.equal(200);
  });

  it('answers an unknown address like a known one, and mails nothing', async () => {
    const student = await registerConfirmedStudent(portal);
    const known = await sendPin(student.email);
    const mails = await outboxSize();
    const unknown = await sendPin('nobody-known@uni.test');
    expect(unknown.status).to.equal(known.status);
    expect(unknown.body).to.deep.equal(known.body);
    expect(await outboxSize()).to.equal(mails);
    const guess = await confirmPin('nobody-known@uni.test', 'ABCDEF');
    expect(guess.status).to.equal(400);
    expect(guess.body.message).to.equal(PASSWORD_RESET_MESSAGES.pinWrong);
  });

  it(`refuses a wrong PIN, and after ${PIN_ATTEMPTS} wrong ones refuses even the right one`, async () => {
    const student = await registerConfirmedStudent(portal);
    await sendPin(student.email);
    const pin = await readPinMail(portal, student.email);
    const messages: string[] = [];
    for (let i = 0; i < PIN_ATTEMPTS; i++) messages.push((await confirmPin(student.email, wrongPin(pin))).body.message);
    expect(messages).to.deep.equal([
      ...Array<string>(PIN_ATTEMPTS - 1).fill(PASSWORD_RESET_MESSAGES.pinWrong),
      PASSWORD_RESET_MESSAGES.pinExhausted,
    ]);
    const right = await confirmPin(student.email, pin);
    expect(right.status).to.equal(400);
    expect(right.body.data.fields.token).to.equal(PASSWORD_RESET_MESSAGES.pinExhausted);
  });

  it('lets a new PIN replace a dead one', async () => {
    const student = await registerConfirmedStudent(portal);
    await sendPin(student.email);
    const dead = await readPinMail(portal, student.email);
    for (let i = 0; i < PIN_ATTEMPTS; i++) await confirmPin(student.email, wrongPin(dead));
    await sendPin(student.email);
    const fresh = await readPinMail(portal, student.email);
    expect((await confirmPin(student.email, fresh)).status).to.equal(200);
  });

  it('accepts the right PIN after fewer wrong tries than the limit, but only once', async () => {
    const student = await registerConfirmedStudent(portal);
    await sendPin(student.email);
    const pin = await readPinMail(portal, student.email);
    for (let i = 0; i < PIN_ATTEMPTS - 1; i++) await confirmPin(student.email, wrongPin(pin));
    expect((await confirmPin(student.email, pin)).status).to.equal(200);
    expect((await confirmPin(student.email, pin)).body.message).to.equal(PASSWORD_RESET_MESSAGES.pinWrong);
  });

  it('lets a reset token set a password once', async () => {
    const student = await registerConfirmedStudent(portal);
    await sendPin(student.email);
    const grant = await confirmPin(student.email, await readPinMail(portal, student.email));
    expect((await reset({ password: 'first-reset', token: grant.body.data.token })).status).to.equal(200);
    const again = await reset({ password: 'second-reset', token: grant.body.data.token });
    expect(again.status).to.equal(400);
    expect(again.body.data.fields.token).to.equal(PASSWORD_RESET_MESSAGES.resetInvalid);
    expect((await signIn(student.email, 'first-reset')).status).to.equal(200);
  });

  it("refuses a guessed token, another student's id in the token, and an id that does not match", async () => {
    const student = await registerConfirmedStudent(portal);
    const other = await registerConfirmedStudent(portal);
    await sendPin(student.email);
    const grant = (await confirmPin(student.email, await readPinMail(portal, student.email))).body.data;
    const secret = grant.token.slice(grant.token.indexOf('.') + 1);
    for (const body of [
      { password: 'guessed-pass', token: `${student.id}.${'A'.repeat(43)}` },
      { password: 'guessed-pass', token: `${other.id}.${secret}` },
      { password: 'guessed-pass', token: secret },
      { password: 'guessed-pass', token: grant.token, id: other.id },
    ]) {
      const answer = await reset(body);
      expect(answer.status).to.equal(400);
      expect(answer.body.message).to.equal(PASSWORD_RESET_MESSAGES.resetInvalid);
    }
    expect((await signIn(other.email, other.password)).status).to.equal(200);
    expect((await reset({ password: 'kept-for-later', token: grant.token, id: student.id })).status).to.equal(200);
  });

  it('validates each step with the messages of the forgot-password form', async () => {
    expect((await sendPin('')).body.data.fields).to.deep.equal({ email: 'Email Required!' });
    expect((await sendPin('nimal')).body.data.fields).to.deep.equal({ email: 'Invalid email' });
    const pin = await confirmPin('', 'ABC');
    expect(pin.status).to.equal(400);
    expect(pin.body.data.fields).to.deep.equal({ email: 'Email Required!', token: 'PIN must be 6 characters' });
    expect((await reset({ password: '', token: 'x' })).body.data.fields).to.deep.equal({
      password: 'Password Required!',
    });
    expect((await reset({ password: '12345', token: 'x' })).body.data.fields).to.deep.equal({
      password: 'Password should contain at least 6 characters!',
    });
    expect(
      (await reset({ password: 'long-enough', confirmpassword: 'different', token: 'x' })).body.data.fields,
    ).to.deep.equal({ confirmpassword: 'Password does not match!' });
  });

  it('refuses operator objects in every step with 400', async () => {
    const student = await registerConfirmedStudent(portal);
    expect((await sendPin({ $ne: null })).status).to.equal(400);
    expect((await confirmPin(student.email, { $gt: '' })).status).to.equal(400);
    expect((await reset({ password: 'whatever-pass', token: { $ne: null } })).status).to.equal(400);
  });

  it('does not confirm an e-mail: an unconfirmed student who resets still gets code:11002', async () => {
    const student = await registerStudent(portal);
    await sendPin(student.email);
    const grant = await confirmPin(student.email, await readPinMail(portal, student.email));
    expect((await reset({ password: 'reset-unconfirmed', token: grant.body.data.token })).status).to.equal(200);
    const answer = await signIn(student.email, 'reset-unconfirmed');
    expect(answer.status).to.equal(401);
    expect(answer.body.message).to.equal(UNVERIFIED_EMAIL_CODE);
  });

  it('answers 429 after five PIN requests for one address in a quarter of an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendPin('flooded@uni.test')).status);
    expect(statuses).to.deep.equal([200, 200, 200, 200, 200, 429]);
  });
});
