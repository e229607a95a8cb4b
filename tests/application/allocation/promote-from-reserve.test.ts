import { expect } from 'chai';
import { PromoteOnFreedPlace } from '../../../application/allocation/promote-on-freed-place.js';
import { Reactions } from '../../../application/reactions/reactions.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { anAdmin } from '../../support/builders.js';
import { actorOf, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { allocateWith, promoteWith, RecordingMailer, studentChoosing } from './allocation-world.js';

describe('PromoteFromReserve', () => {
  const world = freshFairWorld();
  let mailer: RecordingMailer;
  beforeEach(() => {
    mailer = new RecordingMailer();
  });

  /** Acme has one place: Amal gets it, Bina and Chen wait on its reserve list, in that order. */
  const allocated = async () => {
    const acme = await world().company({ companyName: 'Acme', areas: ['Software'], numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme], 5);
    const chen = await studentChoosing(world(), 'Chen', [acme], 10);
    await succeeds(allocateWith(world()).execute(actorOf(anAdmin(), 'admin'), { dryRun: false }));
    const [placed] = await world().store.interviews.list({ companyId: acme.id });
    if (placed === undefined) throw new Error('the allocation placed nobody');
    world().events.clear();
    return { acme, amal, bina, chen, placed };
  };

  const freeByDeleting = async (interviewId: string) => {
    await world().store.interviews.delete(interviewId);
  };

  it("gives a deleted interview's place to the first student on the reserve list, and tells them", async () => {
    const { acme, bina, chen, placed } = await allocated();
    await freeByDeleting(placed.id);

    const promotion = await succeeds(
      promoteWith(world(), mailer).execute({ interviewId: placed.id, companyId: acme.id }),
    );

    const [interview] = await world().store.interviews.list({ companyId: acme.id });
    expect(interview?.studentId).to.equal(bina.id);
    expect(promotion).to.deep.equal({
      kind: 'interview.promoted',
      interviewId: interview?.id,
      companyId: acme.id,
      studentId: bina.id,
      companyName: 'Acme',
    });
    expect(world().events.published.map((event) => event.kind)).to.deep.equal([
      'interview.created',
      'interview.promoted',
    ]);
    expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
    const mail = mailer.last(bina.email);
    expect(mail.subject).to.equal('You have an interview with Acme');
    expect(mail.text)
      .to.contain('first on its reserve list')
      .and.to.contain(`${world().settings.publicUrl}/student/interviews`);
  });

  it("gives a no-show's place the same way, the no-show's interview kept", async () => {
    const { acme, bina, placed } = await allocated();
    await world().store.interviews.setStatus(placed.id, 'selected', { status: 'no-show', at: world().clock.now() });

    await succeeds(promoteWith(world(), mailer).execute({ interviewId: placed.id, companyId: acme.id }));

    const students = (await world().store.interviews.list({ companyId: acme.id })).map(
      (interview) => interview.studentId,
    );
    expect(students).to.have.members([placed.studentId, bina.id]);
  });

  it('fills one freed place once, however often and by however many servers it is heard', async () => {
    const { acme, placed } = await allocated();
    await freeByDeleting(placed.id);
    const freed = { interviewId: placed.id, companyId: acme.id };

    const answers = await Promise.all([
      promoteWith(world(), mailer).execute(freed)(),
      promoteWith(world(), mailer).execute(freed)(),
    ]);
    await succeeds(promoteWith(world(), mailer).execute(freed));

    expect(await world().store.interviews.count({ companyId: acme.id })).to.equal(1);
    expect(answers.filter((answer) => answer._tag === 'Right' && answer.right !== null)).to.have.length(1);
    expect(world().events.of('interview.promoted')).to.have.length(1);
    expect(mailer.sent).to.have.length(1);
  });

  it('promotes nobody while the company has no free place', async () => {
    const { acme, bina, placed } = await allocated();
    await world().interview(bina, acme);

    expect(
      await succeeds(promoteWith(world(), mailer).execute({ interviewId: placed.id, companyId: acme.id })),
    ).to.equal(null);
    expect(mailer.sent).to.deep.equal([]);
  });

  it('passes over a student who dropped the company, already has an interview with it, or is at the maximum', async () => {
    const other = await world().company({ companyName: 'Other', numberOfInterviews: 5 });
    const { acme, bina, chen, placed } = await allocated();
    await world().store.students.setSelection(bina.id, { ...bina.selection!, selectedCompaniesbyStudent: [] });
    await world().interview(chen, other);
    const dana = await studentChoosing(world(), 'Dana', [acme], 20);
    await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id, dana.id]]]));
    await freeByDeleting(placed.id);

    await succeeds(promoteWith(world(), mailer, 1).execute({ interviewId: placed.id, companyId: acme.id }));

    const [interview] = await world().store.interviews.list({ companyId: acme.id });
    expect(interview?.studentId).to.equal(dana.id);
    expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([]);
  });

  it('promotes nobody once the reserve list is empty', async () => {
    const acme = await world().company({ numberOfInterviews: 1 });
    expect(
      await succeeds(promoteWith(world(), mailer).execute({ interviewId: 'a'.repeat(24), companyId: acme.id })),
    ).to.equal(null);
  });
});

describe('PromoteOnFreedPlace', () => {
  const world = freshFairWorld();

  it('fills the place of an interview told moved to no-show, not of another move, and hears nothing once stopped', async () => {
    const acme = await world().company({ numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme], 5);
    const chen = await studentChoosing(world(), 'Chen', [acme], 10);
    const errors: unknown[] = [];
    const watch = new Reactions(
      world().events,
      [new PromoteOnFreedPlace({ promote: promoteWith(world(), new RecordingMailer()) })],
      (_, error) => errors.push(error),
    );
    await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id]]]));
    const held = await world().interview(amal, acme, { status: 'assigned' });
    watch.start();

    await world().events.publish(interviewEvent('interview.moved', { ...held, status: 'ongoing' }));
    await watch.settled();
    expect(await world().store.interviews.count({ companyId: acme.id })).to.equal(1);

    await world().store.interviews.setStatus(held.id, 'assigned', { status: 'no-show', at: world().clock.now() });
    await world().events.publish(interviewEvent('interview.moved', { ...held, status: 'no-show' }));
    await watch.settled();
    await watch.stop();
    await world().store.interviews.delete(held.id);
    await world().events.publish(interviewEvent('interview.deleted', held));

    const students = (await world().store.interviews.list({ companyId: acme.id })).map(
      (interview) => interview.studentId,
    );
    expect(students).to.deep.equal([bina.id]);
    expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
    expect(errors).to.deep.equal([]);
  });

  it('fills the place of an interview told deleted', async () => {
    const acme = await world().company({ numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme], 5);
    const watch = new Reactions(
      world().events,
      [new PromoteOnFreedPlace({ promote: promoteWith(world(), new RecordingMailer()) })],
      () => undefined,
    );
    await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id]]]));
    const held = await world().interview(amal, acme);
    watch.start();

    await world().store.interviews.delete(held.id);
    await world().events.publish(interviewEvent('interview.deleted', held));
    await watch.stop();

    const students = (await world().store.interviews.list({ companyId: acme.id })).map(
      (interview) => interview.studentId,
    );
    expect(students).to.deep.equal([bina.id]);
  });
});
