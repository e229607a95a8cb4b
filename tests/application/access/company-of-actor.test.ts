import { expect } from 'chai';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('the company a caller acts for', () => {
  const world = freshFairWorld();

  it('is a company itself, and the one company a coordinator is bound to', async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);
    expect(await succeeds(world().companyOfActor.find(actorOf(company, 'company')))).to.equal(company.id);
    expect(await succeeds(world().companyOfActor.find(actorOf(coordinator, 'coordinator')))).to.equal(company.id);
  });

  it('is none for a student or an admin, and a deleted coordinator is signed out', async () => {
    const company = await world().company();
    const student = await world().student();
    const coordinator = await world().coordinatorOf(company);
    expect((await fails(world().companyOfActor.find(actorOf(student, 'student')))).kind).to.equal('Forbidden');
    expect((await fails(world().companyOfActor.find({ id: student.id, role: 'admin' }))).kind).to.equal('Forbidden');
    await world().store.coordinators.delete(coordinator.id);
    expect(await fails(world().companyOfActor.find(actorOf(coordinator, 'coordinator')))).to.deep.equal({
      kind: 'Unauthenticated',
      message: 'This account no longer exists',
    });
  });

  it('require: only its own company; requireOrAdmin: an administrator too, for any company', async () => {
    const own = await world().company();
    const other = await world().company();
    const coordinator = await world().coordinatorOf(own);
    const asCoordinator = actorOf(coordinator, 'coordinator');
    expect(await succeeds(world().companyOfActor.require(asCoordinator, own.id))).to.equal(own.id);
    expect(await fails(world().companyOfActor.require(asCoordinator, other.id))).to.deep.equal({
      kind: 'Forbidden',
      message: 'This belongs to another company',
    });
    expect((await fails(world().companyOfActor.requireOrAdmin(asCoordinator, other.id))).kind).to.equal('Forbidden');
    expect(await succeeds(world().companyOfActor.requireOrAdmin({ id: own.id, role: 'admin' }, other.id))).to.equal(
      other.id,
    );
    expect((await fails(world().companyOfActor.require({ id: own.id, role: 'admin' }, other.id))).kind).to.equal(
      'Forbidden',
    );
  });
});
