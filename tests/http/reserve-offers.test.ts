import { expect } from 'chai';
import { readOutbox } from '../e2e/support/outbox.js';
import {
  assignPanel,
  choose,
  createPanel,
  moveStatus,
  staffedCompany,
  submitSelection,
  type InterviewAnswer,
} from '../support/fair-operations.js';
import { LiveReader } from '../support/live-reader.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

interface OfferAnswer {
  readonly _id: string;
  readonly companyName: string;
  readonly state: string;
  readonly expiresAt: string;
  readonly history: readonly { readonly state: string }[];
}
interface StandingAnswer {
  readonly places: readonly { readonly companyName: string; readonly place: number; readonly of: number }[];
  readonly offers: readonly OfferAnswer[];
}

describe('Reserve offers over HTTP', () => {
  let portal: TestPortal, admin: string;

  beforeEach(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
  });
  afterEach(() => portal?.dispose());

  const interviews = async () => (await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin)).body.data;
  const pairs = async () =>
    (await interviews()).map((interview) => `${interview.student._id}:${interview.company._id}`).sort();
  const standing = async (token: string) =>
    (await portal.api.get<StandingAnswer>('/student/reserves', token)).body.data;
  const answer = (offerId: string, verb: 'accept' | 'decline', token: string) =>
    portal.api.post<{ offer: OfferAnswer; interviewId: string | null }>(
      `/student/offers/${offerId}/${verb}`,
      {},
      token,
    );

  /** Acme has one place; Amal, Bina and Chen choose it first, in that order: Amal gets it, the others wait. */
  const allocated = async () => {
    const acme = await staffedCompany(portal, admin, { numberOfInterviews: '1' });
    const [amal, bina, chen] = [
      await registerConfirmedStudent(portal),
      await registerConfirmedStudent(portal),
      await registerConfirmedStudent(portal),
    ];
    for (const student of [amal, bina, chen]) await submitSelection(portal, student.token, [choose(acme.company)]);
    expect((await portal.api.post('/admin/allocate', { dryRun: false }, admin)).status).to.equal(200);
    return { acme, amal, bina, chen };
  };

  it("offers a deleted interview's place to the first reserve, live and by e-mail; accepting takes it", async () => {
    const { acme, amal, bina, chen } = await allocated();
    expect((await standing(chen.token)).places).to.deep.equal([
      { companyId: acme.company.id, companyName: acme.company.companyName, place: 2, of: 2 },
    ]);
    const binaHears = await LiveReader.open(portal, bina.token);
    const chenHears = await LiveReader.open(portal, chen.token);
    const companyHears = await LiveReader.open(portal, acme.companyToken);
    try {
      expect((await portal.api.delete(`/student/delete/${amal.id}`, admin)).status).to.equal(200);

      const offered = await binaHears.heard('reserve.offered');
      expect(offered.data).to.deep.include({ studentId: bina.id, companyName: acme.company.companyName });
      await portal.notifications.settled();
      await portal.notifications.deliverMails();
      const mails = (await readOutbox(portal.dataDir)).filter((mail) => mail.subject.includes('is offered to you'));
      expect(mails).to.have.length(1);
      expect(mails[0]?.to).to.contain(bina.email);
      const [offer] = (await standing(bina.token)).offers;
      expect(offer).to.deep.include({ companyName: acme.company.companyName, state: 'open' });
      expect((await standing(chen.token)).places).to.deep.include({
        companyId: acme.company.id,
        companyName: acme.company.companyName,
        place: 1,
        of: 1,
      });
      expect(await pairs()).to.deep.equal([]);

      const accepted = await answer(offer!._id, 'accept', bina.token);

      expect(accepted.status).to.equal(200);
      expect(accepted.body.message).to.equal(
        `You accepted the place at ${acme.company.companyName}: you have an interview with it`,
      );
      expect(accepted.body.data.offer.history.map((step) => step.state)).to.deep.equal(['open', 'accepted']);
      await companyHears.heard('interview.promoted', { studentId: bina.id });
      expect(await pairs()).to.deep.equal([`${bina.id}:${acme.company.id}`]);
      expect((await standing(bina.token)).offers).to.deep.equal([]);
      expect(chenHears.events.filter((event) => event.kind === 'reserve.offered')).to.deep.equal([]);
    } finally {
      await Promise.all([binaHears, chenHears, companyHears].map((reader) => reader.close()));
    }
  });

  it("refuses another student's answer, a second answer, an unknown offer and a bad id, changing nothing", async () => {
    const { amal, bina, chen } = await allocated();
    await portal.api.delete(`/student/delete/${amal.id}`, admin);
    await portal.notifications.settled();
    const [offer] = (await standing(bina.token)).offers;

    const notYours = await answer(offer!._id, 'accept', chen.token);
    expect(notYours.status).to.equal(403);
    expect(notYours.body.message).to.equal('This offer was made to another student');
    expect((await answer('a'.repeat(24), 'accept', bina.token)).status).to.equal(404);
    expect((await answer('not-an-id', 'accept', bina.token)).status).to.equal(400);
    expect((await answer(offer!._id, 'accept', admin)).status).to.equal(403);
    expect(await pairs()).to.deep.equal([]);
    expect((await standing(bina.token)).offers).to.have.length(1);

    expect((await answer(offer!._id, 'decline', bina.token)).status).to.equal(200);
    const twice = await answer(offer!._id, 'accept', bina.token);
    expect(twice.status).to.equal(409);
    expect(twice.body.message).to.equal('This offer was already declined');
    await portal.notifications.settled();
    expect(await pairs()).to.deep.equal([]);
    expect((await standing(chen.token)).offers.map((each) => each.state)).to.deep.equal(['open']);
  });

  it("offers a no-show's place once, even when the no-show goes back to the queue and again", async () => {
    const { acme, amal, bina, chen } = await allocated();
    const [placed] = await interviews();
    expect(placed?.student._id).to.equal(amal.id);
    const panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel A');
    await assignPanel(portal, acme.coordinatorToken, placed?._id ?? '', panel._id);

    await moveStatus(portal, acme.coordinatorToken, placed?._id ?? '', 'no-show');
    await portal.notifications.settled();
    await moveStatus(portal, acme.coordinatorToken, placed?._id ?? '', 'assigned');
    await moveStatus(portal, acme.coordinatorToken, placed?._id ?? '', 'no-show');
    await portal.notifications.settled();

    expect((await standing(bina.token)).offers).to.have.length(1);
    expect((await standing(chen.token)).offers).to.deep.equal([]);
  });
});
