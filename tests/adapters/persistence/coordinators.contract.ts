import { expect } from 'chai';
import { aCoordinator, anId } from '../../support/builders.js';
import { accountRepositoryContract } from './account-contract.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';

export const coordinatorRepositoryContract = (open: OpenStore): void => {
  describe('CoordinatorRepository', () => {
    const store = freshStore(open);
    accountRepositoryContract(store, {
      name: 'coordinator',
      repository: 'coordinators',
      anAccount: aCoordinator,
      signIn: 'email',
    });

    it('lists every coordinator oldest first, and those of one company', async () => {
      const companyId = anId();
      const later = aCoordinator({ companyId, createdAt: new Date('2026-02-02T00:00:00Z') });
      const earlier = aCoordinator({ companyId, createdAt: new Date('2026-02-01T00:00:00Z') });
      const elsewhere = aCoordinator({ createdAt: new Date('2026-01-15T00:00:00Z') });
      for (const coordinator of [later, earlier, elsewhere]) await store().coordinators.add(coordinator);

      expect(await store().coordinators.list()).to.deep.equal([elsewhere, earlier, later]);
      expect(await store().coordinators.listByCompany(companyId)).to.deep.equal([earlier, later]);
      expect(await store().coordinators.listByCompany(anId())).to.deep.equal([]);
    });

    it("writes an edit's account fields only, answering the coordinator after; null for an unknown one", async () => {
      const coordinator = aCoordinator({ passwordHash: 'kept-hash', sessionVersion: 2 });
      await store().coordinators.add(coordinator);
      const changes = { email: 'moved@fair.test', name: 'Moved', contactNumber: '0700000000', companyId: anId() };

      const after = await store().coordinators.updateAccount(coordinator.id, {
        ...changes,
        passwordHash: 'x',
      } as never);
      expect(after).to.deep.equal({ ...coordinator, ...changes });
      expect(await store().coordinators.findById(coordinator.id)).to.deep.equal({ ...coordinator, ...changes });
      expect(await store().coordinators.updateAccount(anId(), changes)).to.equal(null);
    });

    it("refuses an edit to another coordinator's e-mail with a UniqueViolation on email, changing nothing", async () => {
      const first = aCoordinator();
      const second = aCoordinator();
      for (const coordinator of [first, second]) await store().coordinators.add(coordinator);
      const { email: _email, name, contactNumber, companyId } = second;

      await expectUniqueViolation(
        store().coordinators.updateAccount(second.id, { email: first.email, name, contactNumber, companyId }),
        'email',
      );
      expect(await store().coordinators.findById(second.id)).to.deep.equal(second);
    });

    it('deletes the coordinators of one company, answers their ids, and keeps the others', async () => {
      const companyId = anId();
      const other = aCoordinator();
      const [first, second] = [aCoordinator({ companyId }), aCoordinator({ companyId })];
      for (const coordinator of [first, second, other]) {
        await store().coordinators.add(coordinator);
      }

      expect([...(await store().coordinators.deleteByCompany(companyId))].sort()).to.deep.equal(
        [first.id, second.id].sort(),
      );
      expect(await store().coordinators.deleteByCompany(companyId)).to.deep.equal([]);
      expect(await store().coordinators.list()).to.deep.equal([other]);
    });
  });
};
