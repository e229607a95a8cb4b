import { expect } from 'chai';
import { CurrentFair } from '../../../application/fairs/current-fair.js';
import { MakeNextFair } from '../../../application/fairs/make-next-fair.js';
import { aSelection, anAdmin } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { failingAt } from '../../support/failing-steps.js';

const DAY_MS = 86_400_000;
const NEXT = { name: 'Career fair 2027', offsetDays: 364 };

describe("Making next year's fair", () => {
  const world = freshFairWorld();

  /** A fair held on 2026-03-02 with one company, its panel (own hours, paused), walk-ins open and one interview held. */
  const heldFair = async () => {
    const w = world();
    w.clock.set(new Date('2026-03-02T04:30:00Z'));
    await w.store.fairSettings.save({
      ...(await w.store.fairSettings.get()),
      fairDays: [{ date: '2026-03-02', opens: '09:00', closes: '17:00' }],
    });
    const company = await w.company({ walkingStatus: true });
    const panel = await w.panelOf(company, {
      hours: [{ date: '2026-03-02', opens: '10:00', closes: '12:00' }],
      pause: { reason: 'Lunch', since: new Date('2026-03-02T06:00:00Z'), backAt: new Date('2026-03-02T07:00:00Z') },
    });
    const student = await w.student({ selection: aSelection([]) });
    const interview = await w.interview(student, company, { status: 'finished', panelId: panel.id });
    const admin = actorOf(anAdmin(), 'admin');
    w.clock.advance(2 * DAY_MS);
    return { company, panel, student, interview, admin };
  };

  it("moves the panels' own hours on with the days, resumes paused panels and closes walk-ins", async () => {
    const { company, panel, student, admin } = await heldFair();

    const next = await succeeds(world().use(MakeNextFair).execute(admin, NEXT));

    expect(next).to.include({ name: NEXT.name, year: 2027, current: true });
    const moved = await world().store.panels.findById(panel.id);
    expect(moved?.hours).to.deep.equal([{ date: '2027-03-01', opens: '10:00', closes: '12:00' }]);
    expect(moved?.pause ?? null).to.equal(null);
    expect((await world().store.companies.findById(company.id))?.walkingStatus).to.equal(false);
    expect((await world().store.students.findById(student.id))?.selection).to.equal(null);
    expect(await world().store.interviews.list({})).to.deep.equal([]);
  });

  it('finishes the same next fair when made again after a run broken off while clearing, losing nothing', async () => {
    const { interview, admin } = await heldFair();
    const lastFair = await world().use(CurrentFair).read();

    const broken = await fails(
      world()
        .use(MakeNextFair, { fairArchive: failingAt(world().store.fairArchive, 'clearForNextFair') })
        .execute(admin, NEXT),
    );
    expect(broken.kind).to.equal('Unexpected');
    const interrupted = await world().store.fairs.current();
    expect(interrupted).to.deep.include({ id: lastFair.id, current: true });
    expect(interrupted?.closing).to.include({ name: NEXT.name, offsetDays: NEXT.offsetDays });
    expect(await world().store.interviews.findById(interview.id)).to.deep.equal(interview);

    const next = await succeeds(world().use(MakeNextFair).execute(admin, { name: 'Another name', offsetDays: 700 }));

    expect(next).to.include({ id: interrupted!.closing!.nextId, name: NEXT.name });
    expect((await world().store.fairs.list()).map((fair) => [fair.name, fair.current])).to.deep.equal([
      [NEXT.name, true],
      [lastFair.name, false],
    ]);
    const past = await world().store.pastFair(lastFair.id, lastFair.name);
    expect(await past.interviews.findById(interview.id)).to.deep.equal(interview);
    expect((await world().store.fairs.findById(lastFair.id))?.figures).to.include({ interviews: 1, companies: 1 });
  });

  it('is for administrators only', async () => {
    const { student } = await heldFair();
    expect((await fails(world().use(MakeNextFair).execute(actorOf(student, 'student'), NEXT))).kind).to.equal(
      'Forbidden',
    );
    expect(await world().store.fairs.list()).to.have.length(0);
  });
});
