import { expect } from 'chai';
import type { AuditEntry } from '../../../domain/audit.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const anEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: anId(),
  at: new Date('2026-03-01T04:00:00Z'),
  adminId: anId(),
  adminEmail: 'admin@fair.test',
  role: 'admin',
  action: 'company.created',
  targets: [anId()],
  summary: 'Created company Acme',
  ...overrides,
});

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 4, n));

export const auditRepositoryContract = (open: OpenStore): void => {
  describe('AuditRepository (append-only)', () => {
    const store = freshStore(open);

    it('finds an inserted entry exactly as it was written', async () => {
      const entry = anEntry();
      await store().audit.insert(entry);

      expect(await store().audit.search({ text: '', page: 1, pageSize: 10 })).to.deep.equal({
        items: [entry],
        total: 1,
      });
    });

    it('pages newest first, with the total of all entries', async () => {
      const entries = [3, 1, 4, 2, 5].map((n) => anEntry({ at: minute(n), summary: `entry ${n}` }));
      for (const entry of entries) await store().audit.insert(entry);

      const first = await store().audit.search({ text: '', page: 1, pageSize: 2 });
      const third = await store().audit.search({ text: '', page: 3, pageSize: 2 });
      const past = await store().audit.search({ text: '', page: 4, pageSize: 2 });

      expect(first.items.map((entry) => entry.summary)).to.deep.equal(['entry 5', 'entry 4']);
      expect(third.items.map((entry) => entry.summary)).to.deep.equal(['entry 1']);
      expect([first.total, past.total, past.items.length]).to.deep.equal([5, 5, 0]);
    });

    it("searches the action, the administrator's e-mail and the summary, ignoring case", async () => {
      const byAction = anEntry({ action: 'student.deleted', summary: 'x' });
      const byEmail = anEntry({ adminEmail: 'Nimali@Fair.test', action: 'admin.added', summary: 'y' });
      const bySummary = anEntry({ action: 'company.edited', summary: 'Edited company Student Hub' });
      for (const entry of [byAction, byEmail, bySummary, anEntry()]) await store().audit.insert(entry);

      const ids = async (text: string) =>
        (await store().audit.search({ text, page: 1, pageSize: 10 })).items.map((entry) => entry.id).sort();

      expect(await ids('STUDENT')).to.deep.equal([byAction.id, bySummary.id].sort());
      expect(await ids('nimali@')).to.deep.equal([byEmail.id]);
      expect(await ids('.*')).to.deep.equal([]);
    });

    it('folds case by Unicode on both stores: K with the Kelvin sign, s with the long s, Greek and Cyrillic', async () => {
      const kelvin = anEntry({ summary: 'Edited company \u212Aandy Labs' });
      const longS = anEntry({ summary: 'Edited company Ma\u017Fter Works' });
      const greek = anEntry({ summary: 'Edited company \u03A3\u03BF\u03C6\u03AF\u03B1' });
      const cyrillic = anEntry({ summary: 'Edited company \u0410\u0442\u043B\u0430\u0441' });
      for (const entry of [kelvin, longS, greek, cyrillic, anEntry()]) await store().audit.insert(entry);

      const ids = async (text: string) =>
        (await store().audit.search({ text, page: 1, pageSize: 10 })).items.map((entry) => entry.id);

      expect(await ids('kandy')).to.deep.equal([kelvin.id]);
      expect(await ids('\u212Aandy')).to.deep.equal([kelvin.id]);
      expect(await ids('MASTER')).to.deep.equal([longS.id]);
      expect(await ids('\u03C3\u03BF\u03C6')).to.deep.equal([greek.id]);
      expect(await ids('\u0430\u0422\u041B')).to.deep.equal([cyrillic.id]);
    });

    it('offers no way to change or remove an entry', () => {
      const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(store().audit)).filter(
        (name) => name !== 'constructor',
      );
      expect(methods.sort()).to.deep.equal(['insert', 'search']);
    });

    it('refuses a page before the first', async () => {
      const error = await store()
        .audit.search({ text: '', page: 0, pageSize: 10 })
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
      expect(error).to.be.instanceOf(RangeError);
    });
  });
};
