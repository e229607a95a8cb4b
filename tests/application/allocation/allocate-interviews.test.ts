import { expect } from 'chai';
import { actorOf, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { anAdmin } from '../../support/builders.js';
import { AllocateInterviews } from '../../../application/allocation/allocate-interviews.js';
import { allocateWith, studentChoosing } from './allocation-world.js';

describe('AllocateInterviews', () => {
  const world = freshFairWorld();
  const admin = actorOf(anAdmin(), 'admin');
  /** The interviews the published interview.created events name. */
  const createdIds = () =>
    world()
      .events.of('interview.created')
      .map((event) => ('interviewId' in event ? event.interviewId : null));

  /** Acme (2 places) chosen first by three students; Beta (1 place) second by two of them. */
  const fair = async () => {
    const acme = await world().company({ companyName: 'Acme', areas: ['Software'], numberOfInterviews: 2 });
    const beta = await world().company({ companyName: 'Beta', areas: ['Data'], numberOfInterviews: 1 });
    const amal = await studentChoosing(world(), 'Amal', [acme, beta], 0);
    const bina = await studentChoosing(world(), 'Bina', [acme, beta], 5);
    const chen = await studentChoosing(world(), 'Chen', [acme], 10);
    return { acme, beta, amal, bina, chen };
  };

  it('answers the plan on a dry run and changes nothing', async () => {
    const { acme } = await fair();

    const outcome = await succeeds(allocateWith(world()).execute(admin, { dryRun: true }));

    const acmePlan = outcome.plan.companies.find((company) => company.companyId === acme.id);
    expect(acmePlan?.placed.map((entry) => entry.name)).to.deep.equal(['Amal', 'Bina']);
    expect(acmePlan?.reserves.map((entry) => entry.name)).to.deep.equal(['Chen']);
    expect(outcome.created).to.deep.equal([]);
    expect(await world().store.interviews.count({})).to.equal(0);
    expect(await world().store.reserveLists.listAll()).to.have.property('size', 0);
    expect(world().events.published).to.deep.equal([]);
  });

  it('creates exactly the planned interviews when applied, telling each, and stores the reserve lists in order', async () => {
    const { acme, beta, amal, bina, chen } = await fair();
    const plan = await succeeds(allocateWith(world()).execute(admin, { dryRun: true }));

    const outcome = await succeeds(allocateWith(world()).execute(admin, { dryRun: false }));

    const stored = await world().store.interviews.list({});
    const pairs = (list: readonly { studentId: string; companyId: string }[]) =>
      list.map(({ studentId, companyId }) => `${studentId}:${companyId}`).sort();
    expect(pairs(stored)).to.deep.equal(pairs(plan.plan.interviews));
    expect(stored.every((interview) => interview.status === 'selected' && !interview.walkIn)).to.equal(true);
    expect(outcome.created.map((interview) => interview.id).sort()).to.deep.equal(stored.map((i) => i.id).sort());
    expect(world().events.of('interview.created')).to.have.length(stored.length);
    expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
    expect(await world().store.reserveLists.list(beta.id)).to.deep.equal([bina.id]);
    expect(stored.find((interview) => interview.companyId === beta.id)?.studentId).to.equal(amal.id);
  });

  it('creates nothing new when applied a second time', async () => {
    await fair();
    await succeeds(allocateWith(world()).execute(admin, { dryRun: false }));
    world().events.clear();

    const again = await succeeds(allocateWith(world()).execute(admin, { dryRun: false }));

    expect(again.created).to.deep.equal([]);
    expect(await world().store.interviews.count({})).to.equal(3);
    expect(world().events.published).to.deep.equal([]);
  });

  it('applies a plan of more interviews than one write takes, each created and told once', async () => {
    const acme = await world().company({ companyName: 'Acme', numberOfInterviews: 600 });
    for (let i = 0; i < 520; i++) await studentChoosing(world(), `Student ${i}`, [acme], i % 50);

    const outcome = await succeeds(allocateWith(world()).execute(admin, { dryRun: false }));

    expect(outcome.created).to.have.length(520);
    expect(await world().store.interviews.count({ companyId: acme.id })).to.equal(520);
    expect(createdIds()).to.have.members(outcome.created.map((interview) => interview.id));
  });

  it('leaves out, untold, an interview another apply made meanwhile, and creates the rest', async () => {
    const { acme, amal } = await fair();
    const store = world().store;
    const made = { ...(await world().interview(amal, acme)) };
    await store.interviews.delete(made.id);
    // The other apply stores its interview for Amal and Acme just before this one writes its batch.
    const racing = Object.assign(Object.create(store.interviews) as typeof store.interviews, {
      addEachNew: async (batch: Parameters<typeof store.interviews.addEachNew>[0]) => {
        await store.interviews.add(made);
        return store.interviews.addEachNew(batch);
      },
    });

    const outcome = await succeeds(
      world()
        .use(AllocateInterviews, { allocation: { maxInterviewsPerStudent: null }, interviews: racing })
        .execute(admin, { dryRun: false }),
    );

    expect(outcome.created.map(({ studentId, companyId }) => [studentId, companyId])).not.to.deep.include([
      amal.id,
      acme.id,
    ]);
    expect(outcome.created).to.have.length(2);
    expect(await store.interviews.count({})).to.equal(3);
    expect(createdIds()).to.have.members(outcome.created.map((interview) => interview.id));
  });

  it("keeps the interviews an admin made, counting them against the company's places", async () => {
    const { acme, chen } = await fair();
    await world().interview(chen, acme);

    const outcome = await succeeds(allocateWith(world()).execute(admin, { dryRun: false }));

    const acmeInterviews = await world().store.interviews.list({ companyId: acme.id });
    expect(acmeInterviews.map((interview) => interview.studentId))
      .to.include(chen.id)
      .and.to.have.length(2);
    expect(outcome.created.filter((interview) => interview.companyId === acme.id)).to.have.length(1);
  });

  it('gives no student more than MAX_INTERVIEWS_PER_STUDENT', async () => {
    const { beta, amal } = await fair();

    const outcome = await succeeds(allocateWith(world(), 1).execute(admin, { dryRun: false }));

    expect(outcome.plan.students.find((student) => student.studentId === amal.id)?.placed).to.equal(1);
    expect(await world().store.interviews.count({ companyId: beta.id })).to.equal(0);
    expect(await world().store.reserveLists.list(beta.id)).to.have.length(2);
  });
});
