import { expect } from 'chai';
import type { Fair } from '../../../domain/fair.js';
import { aStudent, anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const aFair = (overrides: Partial<Fair> = {}): Fair => ({
  id: anId(),
  name: 'Career fair 2026',
  year: 2026,
  current: true,
  createdAt: new Date('2026-01-10T08:00:00Z'),
  endedAt: null,
  days: [],
  figures: null,
  closing: null,
  ...overrides,
});

export const fairRepositoryContract = (open: OpenStore): void => {
  describe('FairRepository', () => {
    const store = freshStore(open);

    it('adds a fair once by its id, finds it, and lists every fair newest first', async () => {
      const first = aFair({ current: false, endedAt: new Date('2027-01-01T00:00:00Z'), days: ['2026-03-10'] });
      const next = aFair({ name: 'Career fair 2027', year: 2027, createdAt: new Date('2027-01-01T00:00:00Z') });
      expect(await store().fairs.addUnlessPresent(first)).to.equal(true);
      expect(await store().fairs.addUnlessPresent({ ...first, name: 'Another' })).to.equal(false);
      expect(await store().fairs.addUnlessPresent(next)).to.equal(true);

      expect(await store().fairs.findById(first.id)).to.deep.equal(first);
      expect(await store().fairs.findById(anId())).to.equal(null);
      expect(await store().fairs.list()).to.deep.equal([next, first]);
      expect(await store().fairs.current()).to.deep.equal(next);
    });

    it('has no current fair before the first is made, and replaces a fair whole', async () => {
      expect(await store().fairs.current()).to.equal(null);
      const fair = aFair();
      await store().fairs.addUnlessPresent(fair);
      const ended = { ...fair, current: false, endedAt: new Date('2027-01-01T00:00:00Z'), days: ['2026-03-10'] };
      await store().fairs.replace(ended);
      expect(await store().fairs.findById(fair.id)).to.deep.equal(ended);
      expect(await store().fairs.current()).to.equal(null);
    });
  });

  describe('FairArchive', () => {
    const store = freshStore(open);

    it("keeps the fair's records aside, clears what the next fair starts without, and keeps accounts and carried-on records", async () => {
      const student = aStudent();
      await store().students.add(student);
      await store().audit.insert({
        id: anId(),
        at: new Date('2026-03-10T10:00:00Z'),
        adminId: anId(),
        adminEmail: 'admin@fair.test',
        role: 'admin',
        action: 'fair.settings-saved',
        targets: [],
        summary: 'Saved',
      });
      const fairId = anId();

      await store().fairArchive.keep(fairId);
      await store().fairArchive.keep(fairId);
      await store().fairArchive.clearForNextFair();

      expect((await store().audit.search({ text: '', page: 1, pageSize: 10 })).total).to.equal(0);
      expect(await store().students.findById(student.id)).to.deep.equal(student);
      const past = await store().pastFair(fairId, 'Career fair 2026');
      expect((await past.audit.search({ text: '', page: 1, pageSize: 10 })).total).to.equal(1);
      expect(await past.students.findById(student.id)).to.deep.equal(student);
    });

    it("refuses every write to a past fair's records with the fair's message, and erases from them only through the archive", async () => {
      const student = aStudent();
      await store().students.add(student);
      const fairId = anId();
      await store().fairArchive.keep(fairId);
      const past = await store().pastFair(fairId, 'Career fair 2026');

      const refused = await past.students.delete(student.id).then(
        () => null,
        (error: { error?: { message: string } }) => error.error?.message,
      );
      expect(refused).to.equal('Career fair 2026 is over and read-only: changes go to the current fair');
      expect(await past.students.findById(student.id)).to.deep.equal(student);

      expect(await (await store().fairArchive.recordsOf(fairId)).students.delete(student.id)).to.equal(true);
      expect(await past.students.findById(student.id)).to.equal(null);
      expect(await store().students.findById(student.id)).to.deep.equal(student);
    });
  });
};
