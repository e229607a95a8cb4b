import { expect } from 'chai';
import { AnswerReserveOffer } from '../../../application/allocation/answer-reserve-offer.js';
import { ExpireReserveOffers } from '../../../application/allocation/expire-reserve-offers.js';
import { ListReserveStanding } from '../../../application/allocation/list-reserve-standing.js';
import { PromoteOnFreedPlace } from '../../../application/allocation/promote-on-freed-place.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { Reactions } from '../../../application/reactions/reactions.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { OFFER_MESSAGES } from '../../../domain/reserve-offer.js';
import { actorOf, fails, type FairWorld, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import {
  allocatedWithReserve,
  offeredToFirstInLine,
  promoteWith,
  queuedMails,
  studentChoosing,
} from './allocation-world.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The students offered a place, in order. */
const offeredTo = (world: FairWorld): string[] =>
  world.events.of('reserve.offered').flatMap((event) => (event.kind === 'reserve.offered' ? [event.studentId] : []));

describe('Reserve offers', () => {
  const world = freshFairWorld();

  const allocated = () => allocatedWithReserve(world());
  const offeredToBina = () => offeredToFirstInLine(world());

  const answer = (offerId: string, studentId: string, choice: 'accepted' | 'declined') =>
    world()
      .use(AnswerReserveOffer)
      .execute(actorOf({ id: studentId }, 'student'), offerId, choice);

  const studentsOf = async (companyId: string) =>
    (await world().store.interviews.list({ companyId })).map((interview) => interview.studentId);

  describe('a freed place', () => {
    it('is offered to the first student on the reserve list, told live and by e-mail, with two hours to answer before the fair', async () => {
      const { acme, bina, chen, placed } = await allocated();
      await world().store.interviews.delete(placed.id);

      const offered = await succeeds(promoteWith(world()).execute({ interviewId: placed.id, companyId: acme.id }));

      const deadline = new Date(world().clock.now().getTime() + 2 * HOUR);
      expect(offered).to.deep.include({ kind: 'reserve.offered', studentId: bina.id, companyName: 'Acme' });
      expect(offered?.expiresAt).to.equal(deadline.toISOString());
      expect(world().events.published.map((event) => event.kind)).to.deep.equal(['reserve.offered']);
      expect(await studentsOf(acme.id)).to.deep.equal([]);
      expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
      const [mail, ...more] = await queuedMails(world());
      expect(more).to.deep.equal([]);
      expect(mail).to.deep.include({ to: bina.email, subject: 'A place at Acme is offered to you' });
      expect(mail?.text)
        .to.contain('Sun 1 Mar, 12:00')
        .and.to.contain(`${world().settings.publicUrl}/student/interviews`);
    });

    it("is offered for the fair day's minutes on one of the fair's days, as the admin set them", async () => {
      const { acme, placed } = await allocated();
      await world().store.fairSettings.save({
        ...DEFAULT_FAIR_SETTINGS,
        fairDays: [{ date: '2026-03-01', opens: '09:00', closes: '17:00' }],
        offerMinutesOnFairDay: 15,
      });
      await world().store.interviews.delete(placed.id);

      const offered = await succeeds(promoteWith(world()).execute({ interviewId: placed.id, companyId: acme.id }));

      expect(offered?.expiresAt).to.equal(new Date(world().clock.now().getTime() + 15 * MINUTE).toISOString());
    });

    it('is offered once, however often and by however many servers it is heard', async () => {
      const { acme, placed } = await allocated();
      await world().store.interviews.delete(placed.id);
      const freed = { interviewId: placed.id, companyId: acme.id };

      const answers = await Promise.all([promoteWith(world()).execute(freed)(), promoteWith(world()).execute(freed)()]);
      await succeeds(promoteWith(world()).execute(freed));

      expect(answers.filter((each) => each._tag === 'Right' && each.right !== null)).to.have.length(1);
      expect(world().events.of('reserve.offered')).to.have.length(1);
      expect(await queuedMails(world())).to.have.length(1);
    });

    it('is offered to nobody while the company has no free place, an open offer holding one', async () => {
      const { acme, bina, placed } = await allocated();
      expect(await succeeds(promoteWith(world()).execute({ interviewId: placed.id, companyId: acme.id }))).to.equal(
        null,
      );
      await world().store.interviews.delete(placed.id);
      await succeeds(promoteWith(world()).execute({ interviewId: placed.id, companyId: acme.id }));
      const other = await world().interview(bina, await world().company());

      expect(await succeeds(promoteWith(world()).execute({ interviewId: other.id, companyId: acme.id }))).to.equal(
        null,
      );
      expect(world().events.of('reserve.offered')).to.have.length(1);
    });

    it('passes over a student who dropped the company, already has an interview with it, or is at the maximum', async () => {
      const other = await world().company({ companyName: 'Other', numberOfInterviews: 5 });
      const { acme, bina, chen, placed } = await allocated();
      await world().store.students.setSelection(bina.id, { ...bina.selection!, selectedCompaniesbyStudent: [] });
      await world().interview(chen, other);
      const dana = await studentChoosing(world(), 'Dana', [acme], 20);
      await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id, dana.id]]]));
      await world().store.interviews.delete(placed.id);

      const offered = await succeeds(promoteWith(world(), 1).execute({ interviewId: placed.id, companyId: acme.id }));

      expect(offered?.studentId).to.equal(dana.id);
      expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([]);
    });

    it('is offered to nobody once the reserve list is empty', async () => {
      const acme = await world().company({ numberOfInterviews: 1 });
      expect(
        await succeeds(promoteWith(world()).execute({ interviewId: 'a'.repeat(24), companyId: acme.id })),
      ).to.equal(null);
    });
  });

  describe('the student offered the place', () => {
    it('accepts it: a new interview, told as created and as their promotion, the answer kept in the history', async () => {
      const { acme, bina, offerId } = await offeredToBina();
      world().clock.advance(5 * MINUTE);

      const answered = await succeeds(answer(offerId, bina.id, 'accepted'));

      expect(await studentsOf(acme.id)).to.deep.equal([bina.id]);
      expect(answered.offer.state).to.equal('accepted');
      expect(answered.offer.history.map((step) => [step.state, step.at])).to.deep.equal([
        ['open', new Date(world().clock.now().getTime() - 5 * MINUTE)],
        ['accepted', world().clock.now()],
      ]);
      expect(await world().store.reserveOffers.findById(offerId)).to.deep.equal(answered.offer);
      expect(world().events.published.map((event) => event.kind)).to.deep.equal([
        'interview.created',
        'interview.promoted',
      ]);
    });

    it('declines it: the place is offered to the next student on the list at once', async () => {
      const { acme, chen, bina, offerId } = await offeredToBina();

      const answered = await succeeds(answer(offerId, bina.id, 'declined'));

      expect(answered.offer.state).to.equal('declined');
      expect(offeredTo(world())).to.deep.equal([chen.id]);
      expect(await studentsOf(acme.id)).to.deep.equal([]);
      expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([]);
    });

    it('is refused after the deadline with a message, and nothing changes', async () => {
      const { acme, bina, offerId } = await offeredToBina();
      world().clock.advance(2 * HOUR);

      const refusal = await fails(answer(offerId, bina.id, 'accepted'));

      expect(refusal).to.deep.equal({
        kind: 'Conflict',
        message: OFFER_MESSAGES.expired(new Date(world().clock.now()), 'Asia/Colombo'),
      });
      expect(refusal.message).to.equal(
        'This offer ended at Sun 1 Mar, 12:00: the place went to the next student waiting',
      );
      expect((await world().store.reserveOffers.findById(offerId))?.state).to.equal('open');
      expect(await studentsOf(acme.id)).to.deep.equal([]);
      expect(world().events.published).to.deep.equal([]);
    });

    it("refuses another student's answer, and a second answer, and nothing changes", async () => {
      const { acme, bina, chen, offerId } = await offeredToBina();

      expect(await fails(answer(offerId, chen.id, 'accepted'))).to.deep.equal({
        kind: 'Forbidden',
        message: OFFER_MESSAGES.notYours,
      });
      expect(await studentsOf(acme.id)).to.deep.equal([]);

      await succeeds(answer(offerId, bina.id, 'accepted'));
      world().events.clear();
      expect(await fails(answer(offerId, bina.id, 'accepted'))).to.deep.equal({
        kind: 'Conflict',
        message: 'This offer was already accepted',
      });
      expect(await fails(answer(offerId, bina.id, 'declined'))).to.deep.include({ kind: 'Conflict' });
      expect(await studentsOf(acme.id)).to.deep.equal([bina.id]);
      expect(world().events.published).to.deep.equal([]);
    });

    it('counts only the first of two answers given at once', async () => {
      const { acme, bina, offerId } = await offeredToBina();

      const answers = await Promise.all([
        answer(offerId, bina.id, 'accepted')(),
        world().use(AnswerReserveOffer, {}).execute(actorOf(bina, 'student'), offerId, 'declined')(),
      ]);

      expect(answers.filter((each) => each._tag === 'Right')).to.have.length(1);
      expect((await world().store.reserveOffers.findById(offerId))?.history).to.have.length(2);
      expect((await studentsOf(acme.id)).length + world().events.of('reserve.offered').length).to.equal(1);
    });
  });

  describe('an offer left unanswered', () => {
    it('ends at its deadline, and the place is offered to the next student without anyone acting', async () => {
      const { chen, offerId } = await offeredToBina();
      world().clock.advance(2 * HOUR - 1);
      expect(await succeeds(world().use(ExpireReserveOffers).execute())).to.equal(0);

      world().clock.advance(1);
      expect(await succeeds(world().use(ExpireReserveOffers).execute())).to.equal(1);

      const ended = await world().store.reserveOffers.findById(offerId);
      expect(ended?.state).to.equal('expired');
      expect(ended?.history.map((step) => step.state)).to.deep.equal(['open', 'expired']);
      const [next] = world().events.of('reserve.offered');
      expect(next).to.deep.include({ studentId: chen.id, companyName: 'Acme' });
      expect(await queuedMails(world())).to.have.length(1);
    });

    it('is ended once, and its place offered on once, by two servers ending offers at the same time', async () => {
      const { offerId } = await offeredToBina();
      world().clock.advance(3 * HOUR);

      const ended = await Promise.all([
        world().use(ExpireReserveOffers, {}).execute()(),
        world().use(ExpireReserveOffers, {}).execute()(),
      ]);

      expect(ended.map((each) => (each._tag === 'Right' ? each.right : -1)).sort()).to.deep.equal([0, 1]);
      expect(world().events.of('reserve.offered')).to.have.length(1);
      expect((await world().store.reserveOffers.findById(offerId))?.history).to.have.length(2);
    });

    it('leaves the place free once the reserve list is empty', async () => {
      const { acme, chen, offerId } = await offeredToBina();
      await succeeds(answer(offerId, (await world().store.reserveOffers.findById(offerId))!.studentId, 'declined'));
      const [toChen] = world().events.of('reserve.offered');
      world().clock.advance(3 * HOUR);

      await succeeds(world().use(ExpireReserveOffers).execute());

      expect(toChen).to.deep.include({ studentId: chen.id });
      expect(world().events.of('reserve.offered')).to.have.length(1);
      expect(await world().store.reserveOffers.countOpen(acme.id)).to.equal(0);
    });
  });

  it("shows each reserve student their place on each list, and their open offers with the server's time", async () => {
    const beta = await world().company({ companyName: 'Beta', numberOfInterviews: 1 });
    const { acme, bina, chen, offerId } = await offeredToBina();
    await world().store.reserveLists.replaceAll(
      new Map([
        [acme.id, [chen.id]],
        [beta.id, [bina.id, chen.id]],
      ]),
    );

    const chens = await succeeds(world().use(ListReserveStanding).execute(actorOf(chen, 'student')));
    const binas = await succeeds(world().use(ListReserveStanding).execute(actorOf(bina, 'student')));

    expect(chens).to.deep.equal({
      now: world().clock.now(),
      places: [
        { companyId: acme.id, companyName: 'Acme', place: 1, of: 1 },
        { companyId: beta.id, companyName: 'Beta', place: 2, of: 2 },
      ],
      offers: [],
    });
    expect(binas.places).to.deep.equal([{ companyId: beta.id, companyName: 'Beta', place: 1, of: 2 }]);
    expect(binas.offers.map((offer) => [offer.id, offer.companyName])).to.deep.equal([[offerId, 'Acme']]);
  });
});

describe('PromoteOnFreedPlace', () => {
  const world = freshFairWorld();

  it('offers the place of an interview told moved to no-show or cancelled, not of another move, and hears nothing once stopped', async () => {
    const acme = await world().company({ numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme], 5);
    const chen = await studentChoosing(world(), 'Chen', [acme], 10);
    const errors: unknown[] = [];
    const watch = new Reactions(
      world().events,
      [new PromoteOnFreedPlace({ promote: promoteWith(world()) })],
      (_, error) => errors.push(error),
    );
    await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id]]]));
    const held = await world().interview(amal, acme, { status: 'assigned' });
    watch.start();

    await world().events.publish(interviewEvent('interview.moved', { ...held, status: 'ongoing' }));
    await watch.settled();
    expect(world().events.of('reserve.offered')).to.deep.equal([]);

    await world().store.interviews.setStatus(held.id, 'assigned', { status: 'no-show', at: world().clock.now() });
    await world().events.publish(interviewEvent('interview.moved', { ...held, status: 'no-show' }));
    await watch.settled();
    await watch.stop();
    await world().events.publish(interviewEvent('interview.cancelled', held));

    expect(offeredTo(world())).to.deep.equal([bina.id]);
    expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
    expect(errors).to.deep.equal([]);
  });

  it('offers the place of an interview withdrawn from on the fair day, the cascade going on as each offer ends', async () => {
    const acme = await world().company({ numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme], 5);
    const chen = await studentChoosing(world(), 'Chen', [acme], 10);
    await world().store.fairSettings.save({
      ...DEFAULT_FAIR_SETTINGS,
      fairDays: [{ date: '2026-03-01', opens: '09:00', closes: '17:00' }],
    });
    const watch = new Reactions(
      world().events,
      [new PromoteOnFreedPlace({ promote: promoteWith(world()) })],
      () => undefined,
    );
    await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id]]]));
    const held = await world().interview(amal, acme, { status: 'assigned' });
    watch.start();

    await world().store.interviews.setStatus(held.id, 'assigned', { status: 'cancelled', at: world().clock.now() });
    await world().events.publish(interviewEvent('interview.cancelled', held));
    await watch.stop();
    world().clock.advance(10 * MINUTE);
    await succeeds(world().use(ExpireReserveOffers).execute());

    expect(offeredTo(world())).to.deep.equal([bina.id, chen.id]);
  });
});
