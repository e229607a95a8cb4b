import { expect } from 'chai';
import type { Student } from '../../../domain/student.js';
import { aSelection, aSelectionEntry, aStudent, anId } from '../../support/builders.js';
import { accountRepositoryContract } from './account-contract.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';

const indexNumbers = (students: readonly Student[]): string[] => students.map((student) => student.indexNumber);

export const studentRepositoryContract = (open: OpenStore): void => {
  describe('StudentRepository', () => {
    const store = freshStore(open);
    it('keeps the last sign-in, and finds those who have not signed in since a moment, never signed in included', async () => {
      const fairEnd = new Date('2026-03-02T11:30:00Z');
      const before = aStudent();
      const after = aStudent();
      const never = aStudent();
      for (const student of [before, after, never]) await store().students.add(student);
      await store().students.recordSignIn(before.id, new Date('2026-03-01T08:00:00Z'));
      await store().students.recordSignIn(after.id, new Date('2026-03-01T08:00:00Z'));
      await store().students.recordSignIn(after.id, new Date('2026-03-20T08:00:00Z'));

      expect((await store().students.findById(after.id))?.lastSignInAt).to.deep.equal(new Date('2026-03-20T08:00:00Z'));
      expect(await store().students.idsNotSignedInSince(fairEnd)).to.have.members([before.id, never.id]);
    });

    accountRepositoryContract(store, {
      name: 'student',
      repository: 'students',
      anAccount: aStudent,
      anAdded: () => {
        const companyId = anId();
        return aStudent({
          pictureKey: 'b'.repeat(24),
          cvKey: 'c'.repeat(24),
          companyCvKeys: { [companyId]: 'd'.repeat(24) },
          selection: aSelection([aSelectionEntry({ companyId, order: 1 }), aSelectionEntry({ order: 2 })], {
            submittedAt: new Date('2026-03-04T05:06:07.089Z'),
          }),
        });
      },
      signIn: 'email',
    });

    const addAll = async (...students: Student[]): Promise<void> => {
      for (const student of students) await store().students.add(student);
    };

    it('adds many students at once, each found exactly as it was added', async () => {
      const students = [aStudent(), aStudent({ emailConfirmed: true }), aStudent()];
      await store().students.addMany(students);

      for (const student of students) expect(await store().students.findById(student.id)).to.deep.equal(student);
      expect(await store().students.findByEmail(students[1]!.email)).to.deep.equal(students[1]);
    });

    it('refuses many students holding an e-mail or index number twice, or one already stored, with a UniqueViolation on that field', async () => {
      const stored = aStudent();
      await store().students.add(stored);
      const twice = aStudent();

      await expectUniqueViolation(store().students.addMany([twice, aStudent({ email: twice.email })]), 'email');
      await expectUniqueViolation(
        store().students.addMany([aStudent(), aStudent({ indexNumber: stored.indexNumber })]),
        'indexNumber',
      );
      expect(await store().students.findById(stored.id)).to.deep.equal(stored);
    });

    it('adds each new student, leaving out one whose e-mail or index number is taken, and answers those added', async () => {
      const stored = aStudent();
      await store().students.add(stored);
      const fresh = [aStudent(), aStudent()];
      const clashing = [aStudent({ email: stored.email }), aStudent({ indexNumber: stored.indexNumber })];

      const added = await store().students.addEachNew([fresh[0]!, ...clashing, fresh[1]!]);
      expect(added.map(({ id }) => id)).to.deep.equal(fresh.map(({ id }) => id));
      for (const student of fresh) expect(await store().students.findById(student.id)).to.deep.equal(student);
    });

    it('tells which of many e-mails and index numbers a student has', async () => {
      const [first, second] = [aStudent(), aStudent()];
      await addAll(first, second);
      const unknown = aStudent();

      const taken = await store().students.takenAmong(
        [first.email, unknown.email],
        [second.indexNumber, unknown.indexNumber],
      );
      expect(taken).to.deep.equal({ emails: [first.email], indexNumbers: [second.indexNumber] });
      expect(await store().students.takenAmong([], [])).to.deep.equal({ emails: [], indexNumbers: [] });
    });

    it('refuses a second student with the same index number with a UniqueViolation on indexNumber', async () => {
      const first = aStudent();
      await store().students.add(first);

      await expectUniqueViolation(store().students.add(aStudent({ indexNumber: first.indexNumber })), 'indexNumber');
    });

    it('finds students by ids in the order asked, leaving out unknown ids', async () => {
      const first = aStudent();
      const second = aStudent();
      await addAll(first, second);

      expect(await store().students.findByIds([second.id, anId(), first.id])).to.deep.equal([second, first]);
      expect(await store().students.findByIds([])).to.deep.equal([]);
    });

    it('writes only the profile fields on updateProfile and answers the student as stored', async () => {
      const student = aStudent({ cvKey: 'c'.repeat(24), selection: aSelection([aSelectionEntry()]) });
      await store().students.add(student);
      const profile = {
        title: 'Mrs' as const,
        fullName: 'A.B. Changed',
        commonName: 'Changed',
        indexNumber: '1999999',
        description: 'New',
        linkedInURL: 'https://linkedin.example/x',
        githubURL: '',
        personalURL: '',
      };

      const updated = await store().students.updateProfile(student.id, profile);

      expect(updated).to.deep.equal({ ...student, ...profile });
      expect(await store().students.findById(student.id)).to.deep.equal({ ...student, ...profile });
      expect(await store().students.updateProfile(anId(), profile)).to.equal(null);
    });

    it('changes nothing for a profile update without fields', async () => {
      const student = aStudent();
      await store().students.add(student);

      expect(await store().students.updateProfile(student.id, {})).to.deep.equal(student);
      expect(await store().students.findById(student.id)).to.deep.equal(student);
    });

    it('refuses a profile with an index number another student has with a UniqueViolation on indexNumber', async () => {
      const first = aStudent();
      const second = aStudent();
      await addAll(first, second);

      await expectUniqueViolation(
        store().students.updateProfile(second.id, { ...second, indexNumber: first.indexNumber }),
        'indexNumber',
      );
      expect(await store().students.findById(second.id)).to.deep.equal(second);
    });

    it('sets the selection and answers the student as it was before', async () => {
      const student = aStudent({ selection: aSelection([aSelectionEntry()]) });
      await store().students.add(student);
      const selection = aSelection([aSelectionEntry(), aSelectionEntry({ order: 2 })]);

      expect(await store().students.setSelection(student.id, selection)).to.deep.equal(student);
      expect(await store().students.findById(student.id)).to.deep.equal({ ...student, selection });
      expect(await store().students.setSelection(anId(), selection)).to.equal(null);
    });

    it('points the CVs and the picture at new keys, answering the keys they pointed at before', async () => {
      const [companyId, otherCompany] = [anId(), anId()];
      const student = aStudent({ cvKey: 'a'.repeat(24), companyCvKeys: { [otherCompany]: 'o'.repeat(24) } });
      await store().students.add(student);

      expect(await store().students.setCvKey(student.id, 'b'.repeat(24))).to.deep.equal({ previous: 'a'.repeat(24) });
      expect(await store().students.setCompanyCvKey(student.id, companyId, 'c'.repeat(24))).to.deep.equal({
        previous: null,
      });
      expect(await store().students.setCompanyCvKey(student.id, companyId, 'd'.repeat(24))).to.deep.equal({
        previous: 'c'.repeat(24),
      });
      expect(await store().students.setPictureKey(student.id, 'e'.repeat(24))).to.deep.equal({ previous: null });
      expect(await store().students.findById(student.id)).to.deep.equal({
        ...student,
        cvKey: 'b'.repeat(24),
        companyCvKeys: { [otherCompany]: 'o'.repeat(24), [companyId]: 'd'.repeat(24) },
        pictureKey: 'e'.repeat(24),
      });
      expect(await store().students.setCvKey(anId(), 'f'.repeat(24))).to.equal(null);
      expect(await store().students.setPictureKey(anId(), 'f'.repeat(24))).to.equal(null);
    });

    it("takes one company's CV off the record, answering its key", async () => {
      const [companyId, otherCompany] = [anId(), anId()];
      const student = aStudent({ companyCvKeys: { [companyId]: 'c'.repeat(24), [otherCompany]: 'o'.repeat(24) } });
      await store().students.add(student);

      expect(await store().students.removeCompanyCvKey(student.id, companyId)).to.equal('c'.repeat(24));
      expect(await store().students.removeCompanyCvKey(student.id, companyId)).to.equal(null);
      expect((await store().students.findById(student.id))?.companyCvKeys).to.deep.equal({
        [otherCompany]: 'o'.repeat(24),
      });
    });

    it('confirms the e-mail, and sets a password raising the session version each time', async () => {
      const student = aStudent({ emailConfirmed: false });
      await store().students.add(student);

      expect(await store().students.confirmEmail(student.id)).to.equal(true);
      expect(await store().students.setPassword(student.id, 'new-hash')).to.equal(1);
      expect(await store().students.setPassword(student.id, 'newer-hash')).to.equal(2);
      expect(await store().students.findById(student.id)).to.deep.equal({
        ...student,
        emailConfirmed: true,
        passwordHash: 'newer-hash',
        sessionVersion: 2,
      });
      expect(await store().students.confirmEmail(anId())).to.equal(false);
      expect(await store().students.setPassword(anId(), 'hash')).to.equal(null);
    });

    it('keeps every one of many field writes made to one student at the same moment', async () => {
      const student = aStudent();
      await store().students.add(student);
      const companies = Array.from({ length: 8 }, () => anId());
      const selection = aSelection([aSelectionEntry()]);
      const profile = { ...student, fullName: 'Concurrent Name' };

      await Promise.all([
        ...companies.map((companyId, i) =>
          store().students.setCompanyCvKey(student.id, companyId, String(i).repeat(24)),
        ),
        store().students.setSelection(student.id, selection),
        store().students.updateProfile(student.id, profile),
        store().students.setCvKey(student.id, 'c'.repeat(24)),
        store().students.setPictureKey(student.id, 'p'.repeat(24)),
        store().students.setPassword(student.id, 'new-hash'),
        store().students.confirmEmail(student.id),
      ]);

      const stored = await store().students.findById(student.id);
      expect(stored?.companyCvKeys).to.deep.equal(
        Object.fromEntries(companies.map((companyId, i) => [companyId, String(i).repeat(24)])),
      );
      expect(stored).to.deep.include({
        selection,
        fullName: 'Concurrent Name',
        cvKey: 'c'.repeat(24),
        pictureKey: 'p'.repeat(24),
        passwordHash: 'new-hash',
        sessionVersion: 1,
      });
    });

    it('reads a student stored before session versions existed as version 0', async () => {
      const { sessionVersion: _none, ...old } = aStudent();
      await store().students.add(old as Student);

      expect((await store().students.findById(old.id))?.sessionVersion).to.equal(0);
    });

    it('finds the ids of the students whose index number, either name or e-mail contains the text, in any case', async () => {
      const byIndex = aStudent({ indexNumber: 'XY99001' });
      const byFullName = aStudent({ fullName: 'Nimal Xyperera' });
      const byCommonName = aStudent({ commonName: 'xyla' });
      const byEmail = aStudent({ email: 'xy.someone@uni.test' });
      const other = aStudent({
        indexNumber: 'AB10001',
        fullName: 'Other Person',
        commonName: 'Other',
        email: 'o@uni.test',
      });
      await addAll(byIndex, byFullName, byCommonName, byEmail, other);

      expect([...(await store().students.findIdsMatching('xY'))].sort()).to.deep.equal(
        [byIndex.id, byFullName.id, byCommonName.id, byEmail.id].sort(),
      );
      expect(await store().students.findIdsMatching('(xy)')).to.deep.equal([]);
    });

    it('reads the full names of the students asked for, each once, and leaves unknown ids out', async () => {
      const ada = aStudent({ fullName: 'Ada Lovelace' });
      const alan = aStudent({ fullName: 'Alan Turing' });
      await addAll(ada, alan, aStudent({ fullName: 'Grace Hopper' }));

      const names = await store().students.fullNamesOf([ada.id, alan.id, ada.id, anId()]);

      expect([...names].sort()).to.deep.equal(
        [
          [ada.id, 'Ada Lovelace'],
          [alan.id, 'Alan Turing'],
        ].sort(),
      );
      expect(await store().students.fullNamesOf([])).to.deep.equal(new Map());
    });

    describe('search', () => {
      beforeEach(async () => {
        await addAll(
          aStudent({ indexNumber: 'IT21005' }),
          aStudent({ indexNumber: 'CS21001' }),
          aStudent({ indexNumber: 'it21003' }),
          aStudent({ indexNumber: 'IT21002' }),
          aStudent({ indexNumber: 'EN20001' }),
        );
      });

      it('finds index numbers containing the text in any case, sorted by index number', async () => {
        const page = await store().students.search({ text: 'iT21', page: 1, pageSize: 10 });

        expect(indexNumbers(page.items)).to.deep.equal(['IT21002', 'IT21005', 'it21003']);
        expect(page.total).to.equal(3);
      });

      it('matches the text anywhere in the index number', async () => {
        const page = await store().students.search({ text: '2100', page: 1, pageSize: 10 });

        expect(indexNumbers(page.items)).to.deep.equal(['CS21001', 'IT21002', 'IT21005', 'it21003']);
      });

      it('matches nobody for a text holding a NUL, which no index number holds', async () => {
        const page = await store().students.search({ text: '21\u0000', page: 1, pageSize: 10 });

        expect(page).to.deep.equal({ items: [], total: 0 });
      });

      it('matches every student when the text is empty', async () => {
        const page = await store().students.search({ text: '', page: 1, pageSize: 10 });

        expect(page.items).to.have.length(5);
        expect(page.total).to.equal(5);
      });

      it('pages from 1 and gives the total of all matches on every page', async () => {
        const first = await store().students.search({ text: '', page: 1, pageSize: 2 });
        const second = await store().students.search({ text: '', page: 2, pageSize: 2 });
        const third = await store().students.search({ text: '', page: 3, pageSize: 2 });

        expect(indexNumbers(first.items)).to.deep.equal(['CS21001', 'EN20001']);
        expect(indexNumbers(second.items)).to.deep.equal(['IT21002', 'IT21005']);
        expect(indexNumbers(third.items)).to.deep.equal(['it21003']);
        expect([first.total, second.total, third.total]).to.deep.equal([5, 5, 5]);
      });

      it('answers an empty page with the real total past the last page', async () => {
        const page = await store().students.search({ text: 'IT', page: 9, pageSize: 2 });

        expect(page).to.deep.equal({ items: [], total: 3 });
      });

      it('takes the text literally, never as a pattern', async () => {
        await store().students.add(aStudent({ indexNumber: 'AB.1(2)' }));

        expect(indexNumbers((await store().students.search({ text: '.', page: 1, pageSize: 10 })).items)).to.deep.equal(
          ['AB.1(2)'],
        );
        expect(
          indexNumbers((await store().students.search({ text: '(2)', page: 1, pageSize: 10 })).items),
        ).to.deep.equal(['AB.1(2)']);
        expect((await store().students.search({ text: '.*', page: 1, pageSize: 10 })).total).to.equal(0);
      });

      it('refuses a page below 1', async () => {
        const error = await store()
          .students.search({ text: '', page: 0, pageSize: 10 })
          .then(
            () => null,
            (thrown: unknown) => thrown,
          );
        expect(error).to.be.instanceOf(RangeError);
      });
    });

    describe('file keys', () => {
      it("reads only each student's id and file keys, page after page from the last id read, in the order of the ids", async () => {
        const students = [0, 1, 2, 3, 4].map((i) =>
          aStudent({
            cvKey: `${i}`.repeat(24),
            pictureKey: i === 2 ? null : `p${i}`.padEnd(24, 'p'),
            companyCvKeys: i === 3 ? { [anId()]: 'e'.repeat(24) } : {},
          }),
        );
        await addAll(...[...students].reverse());
        const keysOf = ({ id, pictureKey, cvKey, companyCvKeys }: Student) => ({
          id,
          pictureKey,
          cvKey,
          companyCvKeys,
        });

        const first = await store().students.fileKeysAfter(null, 2);
        const second = await store().students.fileKeysAfter(first[1]!.id, 2);
        const last = await store().students.fileKeysAfter(second[1]!.id, 2);

        expect([...first, ...second, ...last]).to.deep.equal(students.map(keysOf));
        expect(last).to.have.length(1);
        expect(await store().students.fileKeysAfter(students[4]!.id, 2)).to.deep.equal([]);
      });

      it('misses no student that exists throughout while others are renumbered, deleted or added between pages', async () => {
        const students = [0, 1, 2, 3].map((i) => aStudent({ indexNumber: `IX${10 - i}` }));
        await addAll(...students);

        const first = await store().students.fileKeysAfter(null, 2);
        await store().students.updateProfile(students[3]!.id, { indexNumber: 'AA0' });
        await store().students.delete(students[0]!.id);
        await store().students.add(aStudent());
        const rest = await store().students.fileKeysAfter(first[1]!.id, 10);

        expect([...first, ...rest].map((student) => student.id)).to.include.members(students.map(({ id }) => id));
      });
    });

    describe('selections', () => {
      const companyId = anId();
      const submitted = (at: string, ...companyIds: string[]) =>
        aSelection(
          companyIds.map((id, index) => aSelectionEntry({ companyId: id, order: index + 1 })),
          { submittedAt: new Date(at) },
        );

      it('lists only the students who submitted a selection, in submission order', async () => {
        const later = aStudent({ selection: submitted('2026-03-02T00:00:00Z', companyId) });
        const earlier = aStudent({ selection: submitted('2026-03-01T00:00:00Z', anId()) });
        await addAll(later, aStudent({ selection: null }), earlier);

        expect(await store().students.listWithSelection()).to.deep.equal([earlier, later]);
      });

      it('lists the students selecting any of the companies with their names and selection, nothing else of them', async () => {
        const [other, unlisted] = [anId(), anId()];
        const both = aStudent({ selection: submitted('2026-03-01T00:00:00Z', other, companyId), description: 'long' });
        const one = aStudent({ selection: submitted('2026-03-02T00:00:00Z', other) });
        await addAll(both, one, aStudent({ selection: submitted('2026-03-01T00:00:00Z', unlisted) }));
        const selectionOf = ({ id, fullName, commonName, indexNumber, email, selection }: Student) => ({
          id,
          fullName,
          commonName,
          indexNumber,
          email,
          selection,
        });

        const listed = await store().students.listSelecting([companyId, other]);

        expect([...listed].sort((a, b) => a.id.localeCompare(b.id))).to.deep.equal(
          [both, one].map(selectionOf).sort((a, b) => a.id.localeCompare(b.id)),
        );
        expect(await store().students.listSelecting([])).to.deep.equal([]);
      });

      it('counts the submitted selections that list a company', async () => {
        await addAll(
          aStudent({ selection: submitted('2026-03-01T00:00:00Z', anId(), companyId) }),
          aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) }),
          aStudent({ selection: submitted('2026-03-01T00:00:00Z', anId()) }),
          aStudent({ selection: null }),
        );

        const other = anId();
        const counts = await store().students.countSelecting([companyId, other]);
        expect([...counts]).to.deep.equal([
          [companyId, 2],
          [other, 0],
        ]);
        expect((await store().students.countSelecting([])).size).to.equal(0);
      });

      it('counts each selection as it is now: after a re-submission without the company and a deletion', async () => {
        const resubmitting = aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) });
        const leaving = aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) });
        const staying = aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) });
        await addAll(resubmitting, leaving, staying);
        const countNow = async () => (await store().students.countSelecting([companyId])).get(companyId);
        expect(await countNow()).to.equal(3);

        await store().students.setSelection(resubmitting.id, submitted('2026-03-02T00:00:00Z', anId()));
        expect(await countNow()).to.equal(2);
        await store().students.delete(leaving.id);
        expect(await countNow()).to.equal(1);
        await store().students.setSelection(resubmitting.id, submitted('2026-03-03T00:00:00Z', companyId, companyId));
        expect(await countNow()).to.equal(2);
      });

      it("takes every student's selection away, answering how many had one, and keeps the rest of each record", async () => {
        const chose = aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) });
        const choseNothing = aStudent({ selection: null });
        await addAll(chose, choseNothing);

        expect(await store().students.clearSelections()).to.equal(1);

        expect(await store().students.findById(chose.id)).to.deep.equal({ ...chose, selection: null });
        expect(await store().students.findById(choseNothing.id)).to.deep.equal(choseNothing);
        expect(await store().students.countSelecting([companyId])).to.deep.equal(new Map([[companyId, 0]]));
      });

      it('removes a company from every selection and renumbers the remaining orders 1..n', async () => {
        const [a, b, c] = [anId(), anId(), anId()];
        const student = aStudent({
          selection: aSelection([
            aSelectionEntry({ companyId: a, order: 1 }),
            aSelectionEntry({ companyId: companyId, order: 2 }),
            aSelectionEntry({ companyId: b, order: 3 }),
            aSelectionEntry({ companyId: c, order: 4 }),
          ]),
        });
        const onlyThatCompany = aStudent({ selection: submitted('2026-03-01T00:00:00Z', companyId) });
        const untouched = aStudent({ selection: submitted('2026-03-01T00:00:00Z', a, b) });
        await addAll(student, onlyThatCompany, untouched);

        await store().students.removeCompanyFromSelections(companyId);

        const entries = (await store().students.findById(student.id))?.selection?.selectedCompaniesbyStudent;
        expect(entries?.map((entry) => [entry.companyId, entry.order])).to.deep.equal([
          [a, 1],
          [b, 2],
          [c, 3],
        ]);
        expect(
          (await store().students.findById(onlyThatCompany.id))?.selection?.selectedCompaniesbyStudent,
        ).to.deep.equal([]);
        expect(await store().students.findById(untouched.id)).to.deep.equal(untouched);
        expect((await store().students.countSelecting([companyId])).get(companyId)).to.equal(0);
      });

      it('keeps the rest of the student and of the selection when removing a company', async () => {
        const keep = aSelectionEntry({ order: 2, companyName: 'Kept Co', selectedPanel: 'Data Science' });
        const student = aStudent({
          fullName: 'Kept Name',
          selection: aSelection([aSelectionEntry({ companyId, order: 1 }), keep], {
            submittedAt: new Date('2026-03-05T10:00:00Z'),
            interestedArea: 'Networking',
          }),
        });
        await store().students.add(student);

        await store().students.removeCompanyFromSelections(companyId);

        expect(await store().students.findById(student.id)).to.deep.equal({
          ...student,
          selection: aSelection([{ ...keep, order: 1 }], {
            submittedAt: new Date('2026-03-05T10:00:00Z'),
            interestedArea: 'Networking',
          }),
        });
      });
    });
  });
};
