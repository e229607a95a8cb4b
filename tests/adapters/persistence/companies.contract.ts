import { expect } from 'chai';
import { aCompany, anId, aSelection, aSelectionEntry, aStudent, profileOf } from '../../support/builders.js';
import { accountRepositoryContract } from './account-contract.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';
import type { Store } from '../../../adapters/persistence/store.js';
import { toDocument } from '../../../adapters/persistence/entity-collection.js';

export const companyRepositoryContract = (open: OpenStore): void => {
  describe('CompanyRepository', () => {
    const store = freshStore(open);
    accountRepositoryContract(store, {
      name: 'company',
      repository: 'companies',
      anAccount: aCompany,
      anAdded: () => aCompany({ tags: ['ai', 'cloud'], areas: ['Automation', 'Networking'], logoKey: 'a'.repeat(24) }),
      signIn: 'username',
    });

    it('finds companies by ids in the order asked, leaving out unknown ids', async () => {
      const first = aCompany();
      const second = aCompany();
      await store().companies.add(first);
      await store().companies.add(second);

      expect(await store().companies.findByIds([second.id, anId(), first.id])).to.deep.equal([second, first]);
      expect(await store().companies.findByIds([])).to.deep.equal([]);
    });

    it('lists every company oldest first, and only those with walk-ins open when asked', async () => {
      const open = aCompany({ walkingStatus: true, createdAt: new Date('2026-02-02T00:00:00Z') });
      const closed = aCompany({ walkingStatus: false, createdAt: new Date('2026-02-01T00:00:00Z') });
      await store().companies.add(open);
      await store().companies.add(closed);

      expect(await store().companies.list()).to.deep.equal([closed, open]);
      expect(await store().companies.listProfiles()).to.deep.equal([profileOf(closed), profileOf(open)]);
      expect(await store().companies.listWalkInOpen()).to.deep.equal([profileOf(open)]);
    });

    it('writes the account fields on update, but never the password, session version, logo or walkingStatus', async () => {
      const company = aCompany({
        walkingStatus: true,
        passwordHash: 'kept-hash',
        sessionVersion: 2,
        logoKey: 'a'.repeat(24),
      });
      await store().companies.add(company);
      const edited = {
        ...company,
        companyName: 'Renamed',
        panels: ['Data Science'],
        walkingStatus: false,
        passwordHash: 'stale-hash',
        sessionVersion: 0,
        logoKey: 'b'.repeat(24),
      };

      await store().companies.update(company.id, edited);
      expect(await store().companies.findById(company.id)).to.deep.equal({
        ...edited,
        walkingStatus: true,
        passwordHash: 'kept-hash',
        sessionVersion: 2,
        logoKey: 'a'.repeat(24),
      });
    });

    it('points the logo at a new key answering the one it replaced, each of many at once seeing another, and null for an unknown company', async () => {
      const first = 'a'.repeat(24);
      const company = aCompany({ logoKey: first });
      await store().companies.add(company);
      const keys = Array.from({ length: 8 }, (_, i) => String(i + 1).repeat(24));

      const changes = await Promise.all(keys.map((key) => store().companies.setLogoKey(company.id, key)));

      const previous = changes.map((change) => change?.previous);
      const last = (await store().companies.findById(company.id))!.logoKey;
      // Every key but the one left in place was displaced exactly once, the first included.
      expect([...previous, last].sort()).to.deep.equal([first, ...keys].sort());
      expect(await store().companies.setLogoKey(anId(), first)).to.equal(null);
    });

    it('opens and closes walk-ins and changes nothing else', async () => {
      const company = aCompany({ walkingStatus: false });
      await store().companies.add(company);

      await store().companies.setWalkingStatus(company.id, true);
      expect(await store().companies.findById(company.id)).to.deep.equal({ ...company, walkingStatus: true });
      expect(await store().companies.listWalkInOpen()).to.deep.equal([profileOf({ ...company, walkingStatus: true })]);
    });

    it('writes only the fields given, so two edits of different fields at once both stay', async () => {
      const company = aCompany();
      await store().companies.add(company);

      await Promise.all([
        store().companies.update(company.id, { description: 'By the company' }),
        store().companies.update(company.id, { contactPerson: 'By the admin', description: undefined }),
      ]);

      expect(await store().companies.findById(company.id)).to.deep.equal({
        ...company,
        description: 'By the company',
        contactPerson: 'By the admin',
      });
    });

    it('refuses an update to a username another company has with a UniqueViolation on username', async () => {
      const first = aCompany();
      const second = aCompany();
      await store().companies.add(first);
      await store().companies.add(second);

      await expectUniqueViolation(store().companies.update(second.id, { username: first.username }), 'username');
      expect(await store().companies.findById(second.id)).to.deep.equal(second);
    });

    it('counts slotsFilled from the submitted selections on every read, whatever number it was added with', async () => {
      const chosen = aCompany({ slotsFilled: 7 });
      const unchosen = aCompany({ slotsFilled: 3 });
      await store().companies.add(chosen);
      await store().companies.add(unchosen);
      const choosing = () => aSelection([aSelectionEntry({ companyId: chosen.id })]);
      await store().students.add(aStudent({ selection: choosing() }));
      await store().students.add(aStudent({ selection: choosing() }));
      await store().students.add(aStudent({ selection: null }));

      const counted = { ...chosen, slotsFilled: 2 };
      expect(await store().companies.list()).to.deep.equal([counted, { ...unchosen, slotsFilled: 0 }]);
      expect(await store().companies.findById(chosen.id)).to.deep.equal(counted);
      expect(await store().companies.findByUsername(chosen.username)).to.deep.equal(counted);
      expect(await store().companies.findByIds([chosen.id])).to.deep.equal([counted]);

      await store().students.removeCompanyFromSelections(chosen.id);
      expect((await store().companies.findById(chosen.id))?.slotsFilled).to.equal(0);
    });

    it('finds companies as recorded, without slotsFilled, for the lists that never show it', async () => {
      const first = aCompany({ slotsFilled: 7 });
      const second = aCompany();
      await store().companies.add(first);
      await store().companies.add(second);
      await store().students.add(aStudent({ selection: aSelection([aSelectionEntry({ companyId: first.id })]) }));

      const found = await store().companies.findProfilesByIds([second.id, anId(), first.id]);
      expect(found).to.deep.equal([profileOf(second), profileOf(first)]);
      expect(found.every((company) => !('slotsFilled' in company))).to.equal(true);
      expect(await store().companies.findProfilesByIds([])).to.deep.equal([]);
    });
  });
};

/** Opens a store whose collection of this name already holds these documents, written as they are. */
export type OpenStoreHolding = (collection: string, documents: readonly object[]) => Promise<Store>;

/** What a company record written before slotsFilled was counted on read (it held a number then) reads as. */
export const legacyCompanyContract = (openHolding: OpenStoreHolding): void => {
  describe('CompanyRepository over a company stored with a slotsFilled of its own', () => {
    let store: Store | undefined;
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    it('counts slotsFilled from the selections in place of the stored number, and leaves it out of a profile', async () => {
      const company = aCompany({ slotsFilled: 7 });
      const stored = toDocument(company);
      expect(stored).to.include({ slotsFilled: 7 });
      store = await openHolding('companies', [stored]);
      await store.students.add(aStudent({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) }));

      const counted = { ...company, slotsFilled: 1 };
      expect(await store.companies.findById(company.id)).to.deep.equal(counted);
      expect(await store.companies.list()).to.deep.equal([counted]);
      expect(await store.companies.findProfilesByIds([company.id])).to.deep.equal([profileOf(company)]);
      expect(await store.companies.listProfiles()).to.deep.equal([profileOf(company)]);
      expect(await store.companies.findProfileByUsername(company.username)).to.deep.equal(profileOf(company));
    });
  });
};
