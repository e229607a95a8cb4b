import { expect } from 'chai';
import { ConfirmAccountResetPin } from '../../../application/password-reset/confirm-account-reset-pin.js';
import { ResetAccountPassword } from '../../../application/password-reset/reset-account-password.js';
import { SendAccountResetPin } from '../../../application/password-reset/send-account-reset-pin.js';
import { PASSWORD_RESET_MESSAGES } from '../../../domain/password-reset.js';
import { fails, FairWorld, succeeds } from '../../support/fair-operations-store.js';
import { freshPerTest } from '../../support/fresh-per-test.js';
import { mailedPin } from '../students/student-account-world.js';

describe('Forgot password of administrators, coordinators and companies (use cases)', () => {
  const world = freshPerTest(
    () => FairWorld.open(),
    (fair) => fair.close(),
  );
  const send = () => world().use(SendAccountResetPin);
  const confirm = () => world().use(ConfirmAccountResetPin);
  const reset = () => world().use(ResetAccountPassword);

  it("mails a company's PIN to its contact e-mail, greeting its contact person", async () => {
    const company = await world().company({ username: 'acme', email: 'hr@acme.test', contactPerson: 'Ruwan' });
    await succeeds(send().execute('company', ' acme '));
    const mail = world().mailer.last('hr@acme.test');
    expect(mail.text).to.include('Hello Ruwan,');
    expect(await world().store.secrets.find('password-reset-pin', company.id)).to.not.equal(null);
  });

  it('mails nothing and keeps no PIN for a company without a contact e-mail, answering as for any other', async () => {
    const company = await world().company({ username: 'no-mail', email: '' });
    await succeeds(send().execute('company', 'no-mail'));
    expect(world().mailer.sent).to.deep.equal([]);
    expect(await world().store.secrets.find('password-reset-pin', company.id)).to.equal(null);
  });

  it("finds a coordinator by e-mail in any case, and sets the coordinator's password, announcing it", async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company, { email: 'kamal@fair.test' });
    await succeeds(send().execute('coordinator', 'Kamal@Fair.Test'));
    const pin = mailedPin(world().mailer, 'kamal@fair.test');
    const grant = await succeeds(confirm().execute('coordinator', 'kamal@fair.test', pin));
    expect(grant.id).to.equal(coordinator.id);
    await succeeds(reset().execute('coordinator', { password: 'new-secret', token: grant.token }));
    expect((await world().store.coordinators.findById(coordinator.id))?.passwordHash).to.equal('hashed:new-secret');
    expect(world().events.published.map((event) => event.kind)).to.include('account.changed');
    expect(await world().store.secrets.find('password-reset-token', coordinator.id)).to.equal(null);
  });

  it("refuses a PIN asked for one role's account when tried under another role", async () => {
    const company = await world().company();
    await world().coordinatorOf(company, { email: 'both@fair.test' });
    await succeeds(send().execute('coordinator', 'both@fair.test'));
    const pin = mailedPin(world().mailer, 'both@fair.test');
    const refused = await fails(confirm().execute('admin', 'both@fair.test', pin));
    expect(refused.message).to.equal(PASSWORD_RESET_MESSAGES.pinWrong);
  });
});
