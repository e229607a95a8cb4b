import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import { createCompany, createCoordinator, signInCompany, type CreatedCompany } from '../support/company-accounts.js';
import { createInterview, studentSelecting } from '../support/fair-operations.js';
import { LiveReader } from '../support/live-reader.js';
import { type ApiAnswer, FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { linkInMail, readOutboxMail, readPinMail, registerConfirmedStudent } from '../support/student-accounts.js';

interface Listed {
  recruiters: { _id: string; name: string; email: string }[];
  invites: { _id: string; name: string; email: string; expiresAt: string }[];
}
type Fields = { fields: Record<string, string> };

describe("A company's recruiters over HTTP: invited by the company, signing in as the company with their own login", () => {
  let portal: TestPortal, admin: string;
  let acme: CreatedCompany, owner: string;
  let counter = 0;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    acme = await createCompany(portal, admin);
    owner = await signInCompany(portal, acme);
  });
  after(() => portal.dispose());

  const freshEmail = () => `recruiter-${++counter}@acme-people.test`;
  const invite = (token: string, body: unknown) =>
    portal.api.post<Listed['invites'][number] & Fields>('/company/recruiters/invite', body, token);
  const list = (token = owner) => portal.api.get<Listed>('/company/recruiters', token);
  const accept = (body: unknown) => portal.api.post<{ _id: string; email: string } & Fields>('/recruiter/accept', body);
  const signIn = (username: string, password: string) =>
    portal.api.post<{ token: string; _id: string; recruiter: { name: string } | null }>('/company/sign-in', {
      username,
      password,
    });
  const outboxSize = async () => (await readdir(path.join(portal.dataDir, 'outbox')).catch(() => [])).length;
  const expectSignedOut = (answer: ApiAnswer, what: string) => {
    expect(answer.status, what).to.equal(401);
    expect(answer.body.error, what).to.equal('UNAUTHENTICATED');
  };

  /** The token of the accept link mailed to `email`. */
  const mailedToken = async (email: string): Promise<string> =>
    linkInMail(await readOutboxMail(portal, email), '/recruiter/accept').searchParams.get('token') ?? '';

  /** Invited by the company's own account, accepted with this password, signed in: the recruiter's token. */
  const aRecruiter = async (token = owner, password = 'recruiter-pass') => {
    const email = freshEmail();
    expect((await invite(token, { name: 'Nadia Silva', email })).status).to.equal(201);
    const accepted = await accept({ token: await mailedToken(email), password, confirmpassword: password });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(201);
    const signedIn = await signIn(email, password);
    expect(signedIn.status).to.equal(200);
    return { id: accepted.body.data._id, email, token: signedIn.body.data.token };
  };

  it("journey: the owner invites, the mailed link's token sets a password, and the recruiter signs in as the company", async () => {
    const student = await studentSelecting(portal, [acme]);
    const interviewId = (await createInterview(portal, admin, student.id, acme.id))._id;
    const email = freshEmail();
    const invited = await invite(owner, { name: ' Nadia Silva ', email: email.toUpperCase() });
    expect(invited.status).to.equal(201);
    expect(invited.body.message).to.equal(RECRUITER_MESSAGES.invited);
    expect(invited.body.data).to.include({ name: 'Nadia Silva', email });
    expect((await list()).body.data.invites.map((pending) => pending.email)).to.include(email);

    const mail = await readOutboxMail(portal, email);
    expect(mail.subject).to.include(acme.companyName);
    const accepted = await accept({
      token: await mailedToken(email),
      password: 'recruiter-pass',
      confirmpassword: 'recruiter-pass',
    });
    expect(accepted.status).to.equal(201);
    expect(accepted.body.message).to.equal(RECRUITER_MESSAGES.accepted);

    const signedIn = await signIn(email, 'recruiter-pass');
    expect(signedIn.status).to.equal(200);
    expect(signedIn.body.data._id).to.equal(acme.id);
    expect(signedIn.body.data.recruiter).to.deep.include({ name: 'Nadia Silva' });
    const own = await portal.api.get<{ _id: string; companyName: string }>('/company/single', signedIn.body.data.token);
    expect(own.status).to.equal(200);
    expect(own.body.data).to.include({ _id: acme.id, companyName: acme.companyName });
    const interviews = await portal.api.get<{ _id: string }[]>('/interview/all-com', signedIn.body.data.token);
    expect(interviews.status).to.equal(200);
    expect(interviews.body.data.map((interview) => interview._id)).to.include(interviewId);

    const listed = (await list()).body.data;
    expect(listed.recruiters.map((recruiter) => recruiter.email)).to.include(email);
    expect(listed.invites.map((pending) => pending.email)).not.to.include(email);
    expect((await signIn(acme.username, acme.password)).body.data.recruiter).to.equal(null);
  });

  it("ends a removed recruiter's sessions at once: the next request and the open live stream", async () => {
    const recruiter = await aRecruiter();
    expect((await portal.api.get('/company/single', recruiter.token)).status).to.equal(200);
    const stream = await LiveReader.open(portal, recruiter.token);

    const removed = await portal.api.delete(`/company/recruiters/${recruiter.id}`, owner);
    expect(removed.status).to.equal(200);
    expect(removed.body.message).to.equal(RECRUITER_MESSAGES.removed);

    expectSignedOut(await portal.api.get('/company/single', recruiter.token), 'after removal');
    await stream.ended;
    expect((await signIn(recruiter.email, 'recruiter-pass')).status).to.equal(401);
    expect((await portal.api.get('/company/single', owner)).status).to.equal(200);
  });

  it("tells the company's own logins live, and only them, when a recruiter signs up or is removed", async () => {
    const coordinator = await createCoordinator(portal, admin, acme.id);
    const student = await registerConfirmedStudent(portal);
    const globex = await createCompany(portal, admin);
    const elsewhere = await signInCompany(portal, acme);
    const globexOwner = await signInCompany(portal, globex);
    const open = (token: string) => LiveReader.open(portal, token);
    const streams = await Promise.all(
      [owner, elsewhere, coordinator.token, admin, student.token, globexOwner].map(open),
    );
    const [ownerStream, otherSession, coordinatorStream, adminStream, studentStream, globexStream] = streams as [
      LiveReader,
      LiveReader,
      LiveReader,
      LiveReader,
      LiveReader,
      LiveReader,
    ];
    try {
      const recruiter = await aRecruiter();
      for (const stream of [ownerStream, otherSession]) {
        await stream.heard('recruiter.joined', { companyId: acme.id, recruiterId: recruiter.id });
      }
      expect((await portal.api.delete(`/company/recruiters/${recruiter.id}`, elsewhere)).status).to.equal(200);
      await ownerStream.heard('recruiter.removed', { companyId: acme.id, recruiterId: recruiter.id });

      // A later change each of the others hears: by then the recruiters' events would have come before it.
      for (const company of [acme, globex]) {
        const opened = await portal.api.post(
          `/company/change-walking-status/${company.id}`,
          { walkingStatus: true },
          admin,
        );
        expect(opened.status).to.equal(200);
      }
      for (const [stream, companyId] of [
        [coordinatorStream, acme.id],
        [adminStream, globex.id],
        [studentStream, globex.id],
        [globexStream, globex.id],
      ] as const) {
        await stream.heard('walk-in.opened', { companyId });
        const kinds = stream.numbered.map(({ event }) => event.kind);
        expect(kinds).to.not.include('recruiter.joined');
        expect(kinds).to.not.include('recruiter.removed');
      }
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('refuses a used token, and a revoked invitation, with the same message', async () => {
    const email = freshEmail();
    await invite(owner, { name: 'Once', email });
    const token = await mailedToken(email);
    expect((await accept({ token, password: 'first-pass' })).status).to.equal(201);
    const again = await accept({ token, password: 'second-pass' });
    expect(again.status).to.equal(400);
    expect(again.body.data.fields).to.deep.equal({ token: RECRUITER_MESSAGES.inviteInvalid });
    expect((await signIn(email, 'second-pass')).status).to.equal(401);

    const revokedEmail = freshEmail();
    const pending = await invite(owner, { name: 'Revoked', email: revokedEmail });
    const revokedToken = await mailedToken(revokedEmail);
    expect((await portal.api.delete(`/company/recruiters/invites/${pending.body.data._id}`, owner)).status).to.equal(
      200,
    );
    const late = await accept({ token: revokedToken, password: 'late-pass' });
    expect(late.status).to.equal(400);
    expect(late.body.message).to.equal(RECRUITER_MESSAGES.inviteInvalid);
    expect((await list()).body.data.invites.map((left) => left.email)).not.to.include(revokedEmail);
  });

  it('refuses a password the password rule refuses, and spends nothing', async () => {
    const email = freshEmail();
    await invite(owner, { name: 'Short', email });
    const token = await mailedToken(email);
    const short = await accept({ token, password: '12345' });
    expect(short.status).to.equal(400);
    expect(short.body.data.fields).to.have.property('password');
    expect((await accept({ token, password: 'long-enough' })).status).to.equal(201);
  });

  it('refuses an invitation to an e-mail that already has an account, of any role, and writes or mails nothing', async () => {
    const student = await registerConfirmedStudent(portal);
    const coordinator = await createCoordinator(portal, admin, acme.id);
    const recruiter = await aRecruiter();
    const before = { listed: (await list()).body.data, mails: await outboxSize() };
    for (const email of [student.email, coordinator.email, FIRST_ADMIN.email, recruiter.email]) {
      const refused = await invite(owner, { name: 'Someone', email: email.toUpperCase() });
      expect(refused.status, email).to.equal(409);
      expect(refused.body.message, email).to.equal(RECRUITER_MESSAGES.emailTaken);
    }
    expect((await list()).body.data).to.deep.equal(before.listed);
    expect(await outboxSize()).to.equal(before.mails);
  });

  it('refuses a second invitation to an e-mail with one waiting', async () => {
    const email = freshEmail();
    expect((await invite(owner, { name: 'First', email })).status).to.equal(201);
    const again = await invite(owner, { name: 'Second', email });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal(RECRUITER_MESSAGES.invitePending);
  });

  it('refuses an invitation without a name or with an e-mail that is not one', async () => {
    const refused = await invite(owner, { name: ' ', email: 'not-an-email' });
    expect(refused.status).to.equal(400);
    expect(refused.body.data.fields).to.have.keys('name', 'email');
  });

  it('lets only the owner manage recruiters: a recruiter can neither list, invite nor remove', async () => {
    const recruiter = await aRecruiter();
    const other = await aRecruiter();
    for (const answer of [
      await list(recruiter.token),
      await invite(recruiter.token, { name: 'Sneaky', email: freshEmail() }),
      await portal.api.delete(`/company/recruiters/${other.id}`, recruiter.token),
    ]) {
      expect(answer.status).to.equal(403);
      expect(answer.body.message).to.equal(RECRUITER_MESSAGES.ownerOnly);
    }
    expect((await portal.api.get('/company/single', other.token)).status).to.equal(200);
  });

  it("lets no other company remove a company's recruiter or revoke its invitation", async () => {
    const globex = await createCompany(portal, admin);
    const globexOwner = await signInCompany(portal, globex);
    const recruiter = await aRecruiter();
    const pending = await invite(owner, { name: 'Pending', email: freshEmail() });

    const removal = await portal.api.delete(`/company/recruiters/${recruiter.id}`, globexOwner);
    expect(removal.status).to.equal(404);
    expect(removal.body.message).to.equal(RECRUITER_MESSAGES.recruiterNotFound);
    const revocation = await portal.api.delete(`/company/recruiters/invites/${pending.body.data._id}`, globexOwner);
    expect(revocation.status).to.equal(404);
    expect((await portal.api.get('/company/single', recruiter.token)).status).to.equal(200);
    expect((await list(globexOwner)).body.data).to.deep.equal({ recruiters: [], invites: [] });
  });

  it("changes a recruiter's own password, not the company's, ending only the recruiter's sessions", async () => {
    const recruiter = await aRecruiter();
    const changed = await portal.api.postForm(
      `/company/update/${acme.id}`,
      formOf({ password: 'recruiter-new', confirmpassword: 'recruiter-new' }),
      recruiter.token,
    );
    expect(changed.status).to.equal(200);
    expectSignedOut(await portal.api.get('/company/single', recruiter.token), 'the old session');
    expect((await signIn(recruiter.email, 'recruiter-new')).status).to.equal(200);
    expect((await signIn(acme.username, acme.password)).status).to.equal(200);
    expect((await portal.api.get('/company/single', owner)).status).to.equal(200);
  });

  it("recovers a recruiter's forgotten password through the company's forgot password, named by the e-mail", async () => {
    const recruiter = await aRecruiter();
    expect((await portal.api.post('/company/send-confirmation-code', { username: recruiter.email })).status).to.equal(
      200,
    );
    const pin = await readPinMail(portal, recruiter.email);
    const grant = await portal.api.post<{ token: string }>('/company/confirm-code', {
      username: recruiter.email,
      token: pin,
    });
    expect(grant.status).to.equal(200);
    const reset = await portal.api.post('/company/reset-password', {
      password: 'recovered-pass',
      token: grant.body.data.token,
    });
    expect(reset.status).to.equal(200);
    expectSignedOut(await portal.api.get('/company/single', recruiter.token), 'the session before the reset');
    expect((await signIn(recruiter.email, 'recovered-pass')).status).to.equal(200);
  });

  it("ends the recruiters' sessions when the administrator deletes their company", async () => {
    const doomed = await createCompany(portal, admin);
    const doomedOwner = await signInCompany(portal, doomed);
    const recruiter = await aRecruiter(doomedOwner);
    expect((await portal.api.delete(`/company/delete/${doomed.id}`, admin)).status).to.equal(200);
    expectSignedOut(await portal.api.get('/company/single', recruiter.token), 'after the company is deleted');
    expect((await signIn(recruiter.email, 'recruiter-pass')).status).to.equal(401);
  });
});

const formOf = (fields: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
