import { expect } from 'chai';
import { PIN_LENGTH } from '../../../domain/forgot-password.js';
import {
  PASSWORD_RESET_MESSAGES,
  PIN_ALPHABET,
  PIN_ATTEMPTS,
  PIN_VALID_MS,
  RESET_TOKEN_VALID_MS,
} from '../../../domain/password-reset.js';
import type { Student } from '../../../domain/student.js';
import { fails, succeeds } from '../../support/fair-operations-store.js';
import { freshStudentAccountWorld, mailedPin } from './student-account-world.js';

describe('Forgot password (use cases)', () => {
  const world = freshStudentAccountWorld();
  let student: Student;

  beforeEach(async () => {
    student = await world().fair.student({ email: 'kasun@uni.test', passwordHash: 'hashed:old-password' });
  });

  const askPin = async () => {
    await succeeds(world().sendPin().execute({ email: student.email }));
    return mailedPin(world().mailer, student.email);
  };
  const tryPin = (pin: string) => world().confirmPin().execute({ email: student.email, token: pin });
  const messageOf = async (pin: string) => (await fails(tryPin(pin))).message;
  const wrong = (pin: string) => (pin[0] === PIN_ALPHABET[0] ? PIN_ALPHABET[1] : PIN_ALPHABET[0]) + pin.slice(1);

  it(`mails a ${PIN_LENGTH}-character PIN of the unambiguous alphabet and keeps only its digest`, async () => {
    const pin = await askPin();
    expect(pin).to.have.length(PIN_LENGTH);
    for (const symbol of pin) expect(PIN_ALPHABET).to.include(symbol);
    const secret = await world().store.secrets.find('password-reset-pin', student.id);
    expect(secret).to.deep.include({ attemptsLeft: PIN_ATTEMPTS });
    expect(secret?.secretHash).to.not.include(pin);
  });

  it('refuses a PIN once 15 minutes have passed, and forgets it', async () => {
    const pin = await askPin();
    world().clock.advance(PIN_VALID_MS);
    expect(await messageOf(pin)).to.equal(PASSWORD_RESET_MESSAGES.pinExpired);
    expect(await world().store.secrets.find('password-reset-pin', student.id)).to.equal(null);
  });

  it('accepts a PIN just before it expires', async () => {
    const pin = await askPin();
    world().clock.advance(PIN_VALID_MS - 1);
    expect((await succeeds(tryPin(pin))).id).to.equal(student.id);
  });

  it('spends one try per guess, even when guesses arrive together', async () => {
    const pin = await askPin();
    const guesses = await Promise.all(Array.from({ length: PIN_ATTEMPTS + 3 }, () => fails(tryPin(wrong(pin)))));
    const counted = (message: string) => guesses.filter((error) => error.message === message).length;
    expect(counted(PASSWORD_RESET_MESSAGES.pinWrong)).to.equal(PIN_ATTEMPTS - 1);
    expect(counted(PASSWORD_RESET_MESSAGES.pinExhausted)).to.equal(guesses.length - (PIN_ATTEMPTS - 1));
    expect(await messageOf(pin)).to.equal(PASSWORD_RESET_MESSAGES.pinExhausted);
  });

  it('hands out a reset token that expires after 15 minutes', async () => {
    const grant = await succeeds(tryPin(await askPin()));
    world().clock.advance(RESET_TOKEN_VALID_MS);
    const error = await fails(world().resetPassword().execute({ password: 'new-password', token: grant.token }));
    expect(error.message).to.equal(PASSWORD_RESET_MESSAGES.resetInvalid);
    expect((await world().store.students.findById(student.id))?.passwordHash).to.equal('hashed:old-password');
  });

  it('lets only one of two requests racing with the same reset token set the password', async () => {
    const grant = await succeeds(tryPin(await askPin()));
    const results = await Promise.all(
      ['first-password', 'second-password'].map((password) =>
        world().resetPassword().execute({ password, token: grant.token })(),
      ),
    );
    expect(results.filter((result) => result._tag === 'Right')).to.have.length(1);
    const stored = await world().store.students.findById(student.id);
    expect(['hashed:first-password', 'hashed:second-password']).to.include(stored?.passwordHash);
    expect(stored?.sessionVersion).to.equal(1);
    expect(world().fair.events.of('account.changed')).to.deep.equal([
      { kind: 'account.changed', role: 'student', accountId: student.id, version: 1 },
    ]);
  });

  it('drops a PIN asked for meanwhile when the password is reset, and keeps the e-mail confirmation', async () => {
    await world().store.students.delete(student.id);
    await world().store.students.add({ ...student, emailConfirmed: false });
    const grant = await succeeds(tryPin(await askPin()));
    const later = await askPin();
    await succeeds(world().resetPassword().execute({ password: 'new-password', token: grant.token }));
    expect(await world().store.secrets.find('password-reset-pin', student.id)).to.equal(null);
    expect(await messageOf(later)).to.equal(PASSWORD_RESET_MESSAGES.pinWrong);
    const stored = await world().store.students.findById(student.id);
    expect(stored).to.deep.include({ passwordHash: 'hashed:new-password', emailConfirmed: false });
  });

  it('sends no PIN to an address without an account', async () => {
    await succeeds(world().sendPin().execute({ email: 'nobody@uni.test' }));
    expect(world().mailer.sent).to.deep.equal([]);
  });
});
