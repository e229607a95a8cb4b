import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { CreateInterview } from '../../../application/interviews/create-interview.js';
import { ListAllInterviews } from '../../../application/interviews/list-all-interviews.js';
import type { Company } from '../../../domain/company.js';
import { aSelection, aSelectionEntry } from '../../support/builders.js';
import { fails, freshFairWorld, succeeds, succeedsWithAll } from '../../support/fair-operations-store.js';

describe('CreateInterview', () => {
  const world = freshFairWorld();
  const createInterview = () => {
    return world().use(CreateInterview);
  };
  const studentSelecting = (company: Company) =>
    world().student({
      selection: aSelection([aSelectionEntry({ companyId: company.id, companyName: company.companyName })]),
    });

  it("creates a selected interview with no panel, queue or time for a company in the student's selection", async () => {
    const company = await world().company();
    const student = await studentSelecting(company);

    const created = await succeeds(createInterview().execute(asAdmin(), { student: student.id, company: company.id }));

    expect(created.interview).to.deep.include({
      studentId: student.id,
      companyId: company.id,
      status: 'selected',
      panelId: null,
      queue: null,
      panelQueue: null,
      time: null,
      walkIn: false,
    });
    expect(created.interview.createdAt.toISOString()).to.equal(world().clock.now().toISOString());
    expect(created.student.id).to.equal(student.id);
    expect(created.company.id).to.equal(company.id);
    expect(await world().store.interviews.findById(created.interview.id)).to.deep.equal(created.interview);
  });

  it('tells of the new interview once it is stored', async () => {
    const company = await world().company();
    const student = await studentSelecting(company);

    const created = await succeeds(createInterview().execute(asAdmin(), { student: student.id, company: company.id }));

    expect(world().events.published).to.deep.equal([
      {
        kind: 'interview.created',
        interviewId: created.interview.id,
        companyId: company.id,
        studentId: student.id,
        panelId: null,
        status: 'selected',
      },
    ]);
  });

  it("refuses a company that is not in the student's selection", async () => {
    const company = await world().company();
    const student = await studentSelecting(await world().company());
    expect(
      await fails(createInterview().execute(asAdmin(), { student: student.id, company: company.id })),
    ).to.deep.include({
      kind: 'Conflict',
      message: "This company is not in the student's selection",
    });
    expect(await world().store.interviews.count({})).to.equal(0);
    expect(world().events.published).to.deep.equal([]);
  });

  it('refuses a second interview for the same student and company', async () => {
    const company = await world().company();
    const student = await studentSelecting(company);
    await succeeds(createInterview().execute(asAdmin(), { student: student.id, company: company.id }));
    expect(
      await fails(createInterview().execute(asAdmin(), { student: student.id, company: company.id })),
    ).to.deep.include({
      kind: 'Conflict',
      message: 'This student already has an interview with this company',
    });
  });

  it('creates exactly one of many racing identical requests; the others are conflicts', async () => {
    const company = await world().company();
    const student = await studentSelecting(company);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createInterview().execute(asAdmin(), { student: student.id, company: company.id })(),
      ),
    );
    expect(results.filter((result) => result._tag === 'Right')).to.have.length(1);
    for (const result of results) {
      if (result._tag === 'Left') {
        expect(result.left).to.deep.include({
          kind: 'Conflict',
          message: 'This student already has an interview with this company',
        });
      }
    }
    expect(await world().store.interviews.count({})).to.equal(1);
    expect(world().events.of('interview.created')).to.have.length(1);
  });

  it('answers an unknown student or company with NotFound', async () => {
    const company = await world().company();
    const student = await studentSelecting(company);
    const unknown = 'ffffffffffffffffffffffff';
    expect(
      await fails(createInterview().execute(asAdmin(), { student: unknown, company: company.id })),
    ).to.deep.include({
      kind: 'NotFound',
      message: 'Student not found',
    });
    expect(
      await fails(createInterview().execute(asAdmin(), { student: student.id, company: unknown })),
    ).to.deep.include({
      kind: 'NotFound',
      message: 'Company not found',
    });
  });
});

describe('ListAllInterviews', () => {
  const world = freshFairWorld();

  it('gives every interview, walk-ins included, in queue order with the unassigned last', async () => {
    const company = await world().company();
    const unassigned = await world().interview(await world().student(), company);
    const second = await world().interview(await world().student(), company, { status: 'assigned', queue: 2 });
    const walkIn = await world().interview(await world().student(), await world().company(), { walkIn: true });
    const first = await world().interview(await world().student(), company, { status: 'ongoing', queue: 1 });

    const all = await succeedsWithAll(world().use(ListAllInterviews).execute());

    expect(all.map((details) => details.interview.id)).to.deep.equal(
      [first, second, ...[unassigned, walkIn].sort((a, b) => (a.id < b.id ? -1 : 1))].map((i) => i.id),
    );
  });

  it('gives the whole list as the store orders it, read any number of interviews at a time, narrowed alike', async () => {
    const [company, other] = [await world().company(), await world().company()];
    for (let index = 0; index < 9; index += 1) {
      await world().interview(await world().student(), index % 3 === 0 ? other : company, {
        status: index % 2 === 0 ? 'assigned' : 'selected',
        queue: index % 4 === 0 ? null : 10 - index,
      });
    }
    const idsOf = (list: readonly { readonly interview: { readonly id: string } }[]) =>
      list.map((details) => details.interview.id);

    for (const filter of [{}, { companyId: company.id }, { status: 'assigned' as const }]) {
      const expected = (await world().store.interviews.list(filter)).map((interview) => interview.id);
      for (const piece of [1, 4, 500]) {
        expect(idsOf(await succeedsWithAll(world().use(ListAllInterviews).execute(filter, piece)))).to.deep.equal(
          expected,
        );
      }
    }
  });
});
