import { expect } from 'chai';
import { anAdmin } from '../../support/builders.js';
import { accountRepositoryContract } from './account-contract.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';

export const adminRepositoryContract = (open: OpenStore): void => {
  describe('AdminRepository', () => {
    const store = freshStore(open);
    accountRepositoryContract(store, {
      name: 'admin',
      repository: 'admins',
      anAccount: anAdmin,
      anAdded: () => anAdmin({ createdAt: new Date('2026-02-03T04:05:06.789Z') }),
      signIn: 'email',
    });

    it('stores the e-mail exactly as given, so a lookup in another case finds nobody', async () => {
      const admin = anAdmin({ email: 'Mixed.Case@Fair.Test' });
      await store().admins.add(admin);

      expect(await store().admins.findByEmail('Mixed.Case@Fair.Test')).to.deep.equal(admin);
      expect(await store().admins.findByEmail('mixed.case@fair.test')).to.equal(null);
    });

    it('keeps only the first admin of an e-mail when a second one is refused', async () => {
      const first = anAdmin();
      await store().admins.add(first);

      await expectUniqueViolation(store().admins.add(anAdmin({ email: first.email })), 'email');
      expect(await store().admins.count()).to.equal(1);
    });

    it('refuses a second admin with the same id with a UniqueViolation on id', async () => {
      const first = anAdmin();
      await store().admins.add(first);

      await expectUniqueViolation(store().admins.add(anAdmin({ id: first.id })), 'id');
    });

    it('lists every admin oldest first and counts them', async () => {
      const newer = anAdmin({ createdAt: new Date('2026-03-01T00:00:00Z') });
      const older = anAdmin({ createdAt: new Date('2026-02-01T00:00:00Z') });
      await store().admins.add(newer);
      await store().admins.add(older);

      expect(await store().admins.list()).to.deep.equal([older, newer]);
      expect(await store().admins.count()).to.equal(2);
    });

    it('lists and counts nothing when there is no admin', async () => {
      expect(await store().admins.list()).to.deep.equal([]);
      expect(await store().admins.count()).to.equal(0);
    });

    it("frees a deleted admin's e-mail for a new admin", async () => {
      const admin = anAdmin();
      await store().admins.add(admin);
      await store().admins.delete(admin.id);

      const successor = anAdmin({ email: admin.email });
      await store().admins.add(successor);
      expect(await store().admins.findByEmail(admin.email)).to.deep.equal(successor);
    });
  });
};
