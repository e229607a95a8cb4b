import { expect } from 'chai';
import { SweepOrphanFiles } from '../../../application/files/sweep-orphan-files.js';
import type { FileStorage } from '../../../application/ports/file-storage.js';
import type { StudentRepository } from '../../../application/ports/persistence.js';
import type { Student } from '../../../domain/student.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

const IN_A_MINUTE = () => new Date(Date.now() + 60_000);

describe('Sweeping the files no record points at', () => {
  const world = freshFairWorld();
  const sweep = (files: FileStorage = world().store.files) => world().use(SweepOrphanFiles, { files });
  const put = (bytes: number[]) => world().store.files.put(new Uint8Array(bytes), 'application/pdf');

  it("keeps every student's picture, CV and company CVs and every company's logo, and removes the rest", async () => {
    const [picture, cv, companyCv, logo, replaced, ofDeletedStudent] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((byte) => put([byte])),
    );
    const company = await world().company({ logoKey: logo! });
    await world().student({ pictureKey: picture!, cvKey: cv!, companyCvKeys: { [company.id]: companyCv! } });
    await world().company({ logoKey: null });

    const report = await succeeds(sweep().execute(IN_A_MINUTE()));

    expect(report).to.deep.equal({ unfinished: 0, orphans: 2 });
    for (const kept of [picture, cv, companyCv, logo])
      expect(await world().store.files.get(kept!), kept).not.to.equal(null);
    for (const gone of [replaced, ofDeletedStudent]) expect(await world().store.files.get(gone!), gone).to.equal(null);
  });

  it('looks at every student, however many pages they fill', async () => {
    const keys = await Promise.all(Array.from({ length: 520 }, (_, i) => put([i % 256])));
    for (const [i, key] of keys.entries())
      await world().student({ cvKey: key, indexNumber: `IX${String(i).padStart(5, '0')}` });
    const stray = await put([0]);

    expect(await succeeds(sweep().execute(IN_A_MINUTE()))).to.deep.equal({ unfinished: 0, orphans: 1 });
    expect(await world().store.files.get(stray)).to.equal(null);
  });

  it('keeps every live file while other servers renumber, delete and add students between the pages it reads', async () => {
    const store = world().store;
    const students: Student[] = [];
    for (let i = 0; i < 6; i++) {
      students.push(await world().student({ cvKey: await put([i]), indexNumber: `IX${String(9 - i)}` }));
    }
    const [firstRead, , , , , lastByIndexNumber] = students;
    const stray = await put([9]);
    let pagesRead = 0;
    // Pages of two, and between the first and the second: the last student by index number is
    // renumbered to come first, one already read is deleted (its files with it) and one is added.
    const busy: StudentRepository = Object.assign(Object.create(store.students) as StudentRepository, {
      fileKeysAfter: async (after: string | null) => {
        const page = await store.students.fileKeysAfter(after, 2);
        if (++pagesRead === 1) {
          await store.students.updateProfile(lastByIndexNumber!.id, { indexNumber: 'IA0' });
          await store.students.delete(firstRead!.id);
          await store.files.delete(firstRead!.cvKey!);
          await world().student();
        }
        return page;
      },
    });

    const report = await succeeds(world().use(SweepOrphanFiles, { students: busy }).execute(IN_A_MINUTE()));

    expect(report).to.deep.equal({ unfinished: 0, orphans: 1 });
    for (const student of students.slice(1))
      expect(await store.files.get(student.cvKey!), student.id).not.to.equal(null);
    expect(await store.files.get(stray)).to.equal(null);
    expect(pagesRead).to.be.greaterThan(3);
  });

  it('leaves a file stored after the moment it is given: its record may be being written', async () => {
    const justStored = await put([1]);

    expect(await succeeds(sweep().execute(new Date(Date.now() - 60_000)))).to.deep.equal({ unfinished: 0, orphans: 0 });
    expect(await world().store.files.get(justStored)).not.to.equal(null);
  });

  it('counts the leftovers of writes cut short that the storage removed', async () => {
    const files = world().store.files;
    const leavingTwo: FileStorage = {
      put: (bytes, type) => files.put(bytes, type),
      get: (key) => files.get(key),
      delete: (key) => files.delete(key),
      list: (before) => files.list(before),
      removeUnfinished: async () => 2,
    };

    expect(await succeeds(sweep(leavingTwo).execute(IN_A_MINUTE()))).to.deep.equal({ unfinished: 2, orphans: 0 });
  });
});
