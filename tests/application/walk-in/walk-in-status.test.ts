import { expect } from 'chai';
import { ChangeWalkingStatus } from '../../../application/walk-in/change-walking-status.js';
import { GetWalkingStatus } from '../../../application/walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../../../application/walk-in/list-walk-in-companies.js';
import { aCompany, aCoordinator, anId } from '../../support/builders.js';
import { asAdmin, asCompany, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, succeeds } from '../../support/downloads-store.js';

describe('opening and closing walk-in interviews', () => {
  const fair = freshStorePerTest();
  let change: ChangeWalkingStatus;
  let status: GetWalkingStatus;
  let open: ListWalkInCompanies;

  beforeEach(() => {
    change = fair.use(ChangeWalkingStatus);
    status = fair.use(GetWalkingStatus);
    open = fair.use(ListWalkInCompanies);
  });

  const companyWithCoordinator = async () => {
    const company = aCompany({ walkingStatus: false });
    const coordinator = aCoordinator({ companyId: company.id });
    await fair.store.companies.add(company);
    await fair.store.coordinators.add(coordinator);
    return { company, coordinator };
  };

  it("lets a company's coordinator open walk-ins, and everyone then sees them open", async () => {
    const { company, coordinator } = await companyWithCoordinator();
    const changed = await succeeds(change.execute(asCoordinator(coordinator.id), company.id, true));
    expect(changed.walkingStatus).to.equal(true);
    expect(await succeeds(status.execute(company.id))).to.equal(true);
    expect((await fair.store.companies.findById(company.id))?.walkingStatus).to.equal(true);
  });

  it('lets the coordinator close them again', async () => {
    const { company, coordinator } = await companyWithCoordinator();
    await succeeds(change.execute(asCoordinator(coordinator.id), company.id, true));
    await succeeds(change.execute(asCoordinator(coordinator.id), company.id, false));
    expect(await succeeds(status.execute(company.id))).to.equal(false);
  });

  it('tells of walk-ins opening and closing, and of nothing when the status stays as it was', async () => {
    const { company, coordinator } = await companyWithCoordinator();
    await succeeds(change.execute(asCoordinator(coordinator.id), company.id, true));
    await succeeds(change.execute(asCoordinator(coordinator.id), company.id, true));
    await succeeds(change.execute(asAdmin(), company.id, false));
    expect(fair.events.published).to.deep.equal([
      { kind: 'walk-in.opened', companyId: company.id },
      { kind: 'walk-in.closed', companyId: company.id },
    ]);
  });

  it('lets an admin open walk-ins of any company', async () => {
    const { company } = await companyWithCoordinator();
    await succeeds(change.execute(asAdmin(), company.id, true));
    expect(await succeeds(status.execute(company.id))).to.equal(true);
  });

  it('refuses the coordinator of another company with 403 and leaves the status as it was', async () => {
    const { company } = await companyWithCoordinator();
    const stranger = aCoordinator({ companyId: anId() });
    await fair.store.coordinators.add(stranger);
    const error = await fails(change.execute(asCoordinator(stranger.id), company.id, true));
    expect(error.kind).to.equal('Forbidden');
    expect(await succeeds(status.execute(company.id))).to.equal(false);
    expect(fair.events.published).to.deep.equal([]);
  });

  it('refuses the company account itself and students: only coordinators and admins toggle', async () => {
    const { company } = await companyWithCoordinator();
    expect((await fails(change.execute(asCompany(company.id), company.id, true))).kind).to.equal('Forbidden');
    expect((await fails(change.execute(asStudent(anId()), company.id, true))).kind).to.equal('Forbidden');
    expect(await succeeds(status.execute(company.id))).to.equal(false);
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await fails(change.execute(asAdmin(), anId(), true))).kind).to.equal('NotFound');
    expect((await fails(status.execute(anId()))).kind).to.equal('NotFound');
  });

  it('lists exactly the companies whose walk-ins are open, in creation order', async () => {
    const first = aCompany({ walkingStatus: true, createdAt: new Date('2026-01-01T00:00:00Z') });
    const closed = aCompany({ walkingStatus: false });
    const second = aCompany({ walkingStatus: true, createdAt: new Date('2026-01-02T00:00:00Z') });
    for (const company of [second, closed, first]) await fair.store.companies.add(company);
    const listed = await succeeds(open.execute());
    expect(listed.map((company) => company.id)).to.deep.equal([first.id, second.id]);
  });
});
