import { expect } from 'chai';
import { ListWalkInInterviews } from '../../../application/walk-in/list-walk-in-interviews.js';
import { aCompany, aCoordinator, anId, anInterview, aStudent } from '../../support/builders.js';
import { asAdmin, asCompany, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, succeeds } from '../../support/downloads-store.js';

describe("a company's walk-in interviews", () => {
  const fair = freshStorePerTest();
  let list: ListWalkInInterviews;

  beforeEach(() => {
    list = fair.use(ListWalkInInterviews);
  });

  const fairWithWalkIns = async () => {
    const company = aCompany();
    const other = aCompany();
    const coordinator = aCoordinator({ companyId: company.id });
    const [early, late, planned, elsewhere] = [aStudent(), aStudent(), aStudent(), aStudent()];
    for (const student of [early, late, planned, elsewhere]) await fair.store.students.add(student);
    await fair.store.companies.add(company);
    await fair.store.companies.add(other);
    await fair.store.coordinators.add(coordinator);
    const lateWalkIn = anInterview({
      studentId: late.id,
      companyId: company.id,
      walkIn: true,
      createdAt: new Date('2026-03-01T05:00:00Z'),
    });
    const earlyWalkIn = anInterview({
      studentId: early.id,
      companyId: company.id,
      walkIn: true,
      createdAt: new Date('2026-03-01T04:00:00Z'),
    });
    await fair.store.interviews.add(lateWalkIn);
    await fair.store.interviews.add(earlyWalkIn);
    await fair.store.interviews.add(anInterview({ studentId: planned.id, companyId: company.id, walkIn: false }));
    await fair.store.interviews.add(anInterview({ studentId: elsewhere.id, companyId: other.id, walkIn: true }));
    return { company, coordinator, earlyWalkIn, lateWalkIn, early };
  };

  it("gives the coordinator only its company's walk-ins, oldest first, with student and company", async () => {
    const { company, coordinator, earlyWalkIn, lateWalkIn, early } = await fairWithWalkIns();
    const shown = await succeeds(list.execute(asCoordinator(coordinator.id), company.id));
    expect(shown.map((details) => details.interview.id)).to.deep.equal([earlyWalkIn.id, lateWalkIn.id]);
    expect(shown[0]?.student.id).to.equal(early.id);
    expect(shown[0]?.company.id).to.equal(company.id);
  });

  it('gives the company account the same list of its own', async () => {
    const { company, earlyWalkIn, lateWalkIn } = await fairWithWalkIns();
    const shown = await succeeds(list.execute(asCompany(company.id), company.id));
    expect(shown.map((details) => details.interview.id)).to.deep.equal([earlyWalkIn.id, lateWalkIn.id]);
  });

  it('lets an admin read any company', async () => {
    const { company } = await fairWithWalkIns();
    expect(await succeeds(list.execute(asAdmin(), company.id))).to.have.length(2);
  });

  it("refuses another company's coordinator, another company and students with 403", async () => {
    const { company } = await fairWithWalkIns();
    const stranger = aCoordinator({ companyId: anId() });
    await fair.store.coordinators.add(stranger);
    expect((await fails(list.execute(asCoordinator(stranger.id), company.id))).kind).to.equal('Forbidden');
    expect((await fails(list.execute(asCompany(anId()), company.id))).kind).to.equal('Forbidden');
    expect((await fails(list.execute(asStudent(anId()), company.id))).kind).to.equal('Forbidden');
  });

  it('is empty for a company without walk-ins', async () => {
    const company = aCompany();
    await fair.store.companies.add(company);
    expect(await succeeds(list.execute(asCompany(company.id), company.id))).to.deep.equal([]);
  });
});
