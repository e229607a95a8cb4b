import { expect } from 'chai';
import { AcceptRecruiterInvite } from '../../../application/recruiters/accept-recruiter-invite.js';
import { InviteRecruiter } from '../../../application/recruiters/invite-recruiter.js';
import { RECRUITER_INVITE_VALID_MS, RECRUITER_MESSAGES } from '../../../domain/recruiter.js';
import { asCompany } from '../../support/actors.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe("A company's recruiter invitations (use cases)", () => {
  const world = freshFairWorld();
  const invite = () => world().use(InviteRecruiter);
  const accept = () => world().use(AcceptRecruiterInvite);

  /** The token of the accept link last mailed to `email`. */
  const mailedToken = (email: string): string => {
    const link = /https?:\/\/\S+\/recruiter\/accept\?\S+/.exec(world().mailer.last(email).text)?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('keeps only the digest of the mailed token, under the invitation, for seven days', async () => {
    const company = await world().company({ companyName: 'Acme' });
    const invited = await succeeds(
      invite().execute(asCompany(company.id), { name: 'Nadia', email: 'nadia@people.test' }),
    );
    const token = mailedToken('nadia@people.test');
    const secret = await world().store.secrets.find('recruiter-invite', invited.id);
    expect(secret?.secretHash).to.be.a('string').and.not.to.include(token.split('.')[1]);
    expect(invited.expiresAt.getTime() - world().clock.now().getTime()).to.equal(RECRUITER_INVITE_VALID_MS);
    expect(world().mailer.last('nadia@people.test').subject).to.include('Acme');
  });

  it('refuses an expired invitation and makes no login; a new invitation to the e-mail then replaces it', async () => {
    const company = await world().company();
    const owner = asCompany(company.id);
    await succeeds(invite().execute(owner, { name: 'Late', email: 'late@people.test' }));
    const token = mailedToken('late@people.test');
    world().clock.advance(RECRUITER_INVITE_VALID_MS);

    const refused = await fails(accept().execute({ token, password: 'late-pass' }));
    expect(refused.message).to.equal(RECRUITER_MESSAGES.inviteInvalid);
    expect(await world().store.recruiters.findByEmail('late@people.test')).to.equal(null);

    const again = await succeeds(invite().execute(owner, { name: 'Late', email: 'late@people.test' }));
    expect((await world().store.recruiterInvites.listByCompany(company.id)).map((one) => one.id)).to.deep.equal([
      again.id,
    ]);
    const recruiter = await succeeds(accept().execute({ token: mailedToken('late@people.test'), password: 'on-time' }));
    expect(recruiter).to.include({ companyId: company.id, email: 'late@people.test', passwordHash: 'hashed:on-time' });
  });

  it('refuses acceptance when the e-mail became an account meanwhile, and keeps the invitation', async () => {
    const company = await world().company();
    const invited = await succeeds(
      invite().execute(asCompany(company.id), { name: 'Both', email: 'both@people.test' }),
    );
    await world().student({ email: 'both@people.test' });

    const refused = await fails(accept().execute({ token: mailedToken('both@people.test'), password: 'some-pass' }));
    expect(refused).to.include({ kind: 'Conflict', message: RECRUITER_MESSAGES.emailTaken });
    expect(await world().store.recruiterInvites.findById(invited.id)).not.to.equal(null);
  });

  it('takes a corrected name at acceptance, else keeps the invited one', async () => {
    const company = await world().company();
    await succeeds(invite().execute(asCompany(company.id), { name: 'Nadia S', email: 'n@people.test' }));
    const recruiter = await succeeds(
      accept().execute({ token: mailedToken('n@people.test'), name: ' Nadia Silva ', password: 'secret-pass' }),
    );
    expect(recruiter.name).to.equal('Nadia Silva');
  });
});
