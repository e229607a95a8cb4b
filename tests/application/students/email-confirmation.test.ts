import { expect } from 'chai';
import { EMAIL_CONFIRMATION_VALID_MS } from '../../../domain/email-confirmation.js';
import { VERIFICATION_LINK_INVALID } from '../../../domain/messages.js';
import { fails, succeeds } from '../../support/fair-operations-store.js';
import { aSignUp, freshStudentAccountWorld, mailedToken, PUBLIC_URL } from './student-account-world.js';

describe('Confirming a student e-mail (use cases)', () => {
  const world = freshStudentAccountWorld();

  it('mails a link to /verify-email on the public URL and keeps only a digest of its token', async () => {
    const student = await succeeds(world().signUp().execute(aSignUp()));
    const mail = world().mailer.last(student.email);
    expect(mail.text).to.include(`${PUBLIC_URL}/verify-email?token=`).and.include('email=nimali%40uni.test');
    const token = mailedToken(world().mailer, student.email);
    const secret = await world().store.secrets.find('email-confirmation', student.id);
    expect(secret?.secretHash).to.be.a('string').and.not.equal(token);
    expect(secret?.expiresAt.getTime()).to.equal(world().clock.now().getTime() + EMAIL_CONFIRMATION_VALID_MS);
    expect(student.emailConfirmed).to.equal(false);
  });

  it('confirms with the token until the link expires, 48 hours after it was mailed', async () => {
    const student = await succeeds(world().signUp().execute(aSignUp()));
    world().clock.advance(EMAIL_CONFIRMATION_VALID_MS - 1);
    const token = mailedToken(world().mailer, student.email);
    const confirmed = await succeeds(world().confirmEmail().execute({ email: student.email, token }));
    expect(confirmed.emailConfirmed).to.equal(true);
    expect((await world().store.students.findById(student.id))?.emailConfirmed).to.equal(true);
    expect(await world().store.secrets.find('email-confirmation', student.id)).to.equal(null);
  });

  it('apologises for an expired link and leaves the e-mail unconfirmed', async () => {
    const student = await succeeds(world().signUp().execute(aSignUp()));
    world().clock.advance(EMAIL_CONFIRMATION_VALID_MS);
    const error = await fails(
      world()
        .confirmEmail()
        .execute({ email: student.email, token: mailedToken(world().mailer, student.email) }),
    );
    expect(error).to.deep.include({ kind: 'Validation', message: VERIFICATION_LINK_INVALID });
    expect((await world().store.students.findById(student.id))?.emailConfirmed).to.equal(false);
  });

  it('gives an expired link a fresh lifetime when the student asks for a new one', async () => {
    const student = await succeeds(world().signUp().execute(aSignUp()));
    const old = mailedToken(world().mailer, student.email);
    world().clock.advance(EMAIL_CONFIRMATION_VALID_MS + 1);
    await succeeds(world().resend().execute({ email: student.email }));
    const fresh = mailedToken(world().mailer, student.email);
    await fails(world().confirmEmail().execute({ email: student.email, token: old }));
    await succeeds(world().confirmEmail().execute({ email: student.email, token: fresh }));
  });

  it('takes back a sign-up whose mail could not be sent, so the same person can sign up again', async () => {
    world().mailer.failing = true;
    const error = await fails(world().signUp().execute(aSignUp()));
    expect(error.kind).to.equal('Unexpected');
    expect(await world().store.students.findByEmail('nimali@uni.test')).to.equal(null);
    expect((await world().store.students.search({ text: '', page: 1, pageSize: 10 })).total).to.equal(0);

    world().mailer.failing = false;
    const student = await succeeds(world().signUp().execute(aSignUp()));
    expect(await world().store.secrets.find('email-confirmation', student.id)).to.not.equal(null);
  });

  it('answers a resend for a confirmed student like any other, without a mail', async () => {
    const student = await succeeds(world().signUp().execute(aSignUp()));
    await succeeds(
      world()
        .confirmEmail()
        .execute({ email: student.email, token: mailedToken(world().mailer, student.email) }),
    );
    const mails = world().mailer.sent.length;
    await succeeds(world().resend().execute({ email: student.email }));
    await succeeds(world().resend().execute({ email: 'someone-else@uni.test' }));
    expect(world().mailer.sent).to.have.length(mails);
  });
});
