import { expect } from 'chai';
import { ListenerOfActor } from '../../../application/access/listener-of-actor.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('who listens to the live stream', () => {
  const world = freshFairWorld();
  const listenerOf = () => world().use(ListenerOfActor);

  it('is a company for itself and a coordinator for the company it is bound to', async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);
    expect(await succeeds(listenerOf().find(actorOf(company, 'company')))).to.deep.equal({
      role: 'company',
      accountId: company.id,
      companyId: company.id,
    });
    expect(await succeeds(listenerOf().find(actorOf(coordinator, 'coordinator')))).to.deep.equal({
      role: 'coordinator',
      accountId: coordinator.id,
      companyId: company.id,
    });
  });

  it('is a student or an admin for no company', async () => {
    const student = await world().student();
    expect(await succeeds(listenerOf().find(actorOf(student, 'student')))).to.deep.equal({
      role: 'student',
      accountId: student.id,
      companyId: null,
    });
    expect(await succeeds(listenerOf().find({ id: 'a'.repeat(24), role: 'admin' }))).to.deep.equal({
      role: 'admin',
      accountId: 'a'.repeat(24),
      companyId: null,
    });
  });

  it('refuses a deleted coordinator as signed out', async () => {
    const coordinator = await world().coordinatorOf(await world().company());
    await world().store.coordinators.delete(coordinator.id);
    expect((await fails(listenerOf().find(actorOf(coordinator, 'coordinator')))).kind).to.equal('Unauthenticated');
  });
});
