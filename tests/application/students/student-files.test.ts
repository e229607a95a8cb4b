import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import type { FileStorage } from '../../../application/ports/file-storage.js';
import type { StudentRepository } from '../../../application/ports/persistence.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { STUDENT_ACCOUNT_MESSAGES } from '../../../application/students/student-account-messages.js';
import type { Student } from '../../../domain/student.js';
import { anInterview, aSelection, aSelectionEntry } from '../../support/builders.js';
import { actorOf, fails, succeeds } from '../../support/fair-operations-store.js';
import { aJpeg, aPng } from '../../support/company-accounts.js';
import { aPdf } from '../../support/student-accounts.js';
import { freshStudentAccountWorld } from './student-account-world.js';

/** The repository, except that `method` throws, as a database that goes away would. */
const failingOn = (students: StudentRepository, method: 'setPictureKey' | 'delete'): StudentRepository =>
  new Proxy(students, {
    get: (target, property, receiver) =>
      property === method
        ? () => Promise.reject(new Error(`${method} failed`))
        : (Reflect.get(target, property, receiver) as unknown),
  });

describe("A student's files (use cases)", () => {
  const world = freshStudentAccountWorld();

  const bytesOf = async (key: string | null): Promise<Buffer | null> => {
    const file = key === null ? null : await world().store.files.get(key);
    if (!file) return null;
    const chunks: Uint8Array[] = [];
    for await (const chunk of file.content) chunks.push(chunk);
    return Buffer.concat(chunks);
  };
  const stored = async (id: string): Promise<Student> => {
    const student = await world().store.students.findById(id);
    if (!student) throw new Error('student gone');
    return student;
  };

  describe('replacing the picture', () => {
    it('removes the old file only once the student points at the new one', async () => {
      const student = await world().fair.student();
      const actor = actorOf(student, 'student');
      const first = await succeeds(world().uploadPicture().execute(actor, aPng()));
      const second = await succeeds(world().uploadPicture().execute(actor, aJpeg()));
      expect(second.pictureKey).to.not.equal(first.pictureKey);
      expect(await bytesOf(first.pictureKey)).to.equal(null);
      expect(await bytesOf(second.pictureKey)).to.deep.equal(Buffer.from(aJpeg()));
      expect(world().fair.events.published).to.deep.equal([
        { kind: 'student.changed', id: student.id },
        { kind: 'student.changed', id: student.id },
      ]);
    });

    it('keeps the old picture and removes the new file when the student cannot be updated', async () => {
      const student = await world().fair.student();
      const actor = actorOf(student, 'student');
      const first = await succeeds(world().uploadPicture().execute(actor, aPng()));
      const files = world().store.files;
      const putKeys: string[] = [];
      const recordingFiles: FileStorage = {
        put: async (bytes, contentType) => {
          const key = await files.put(bytes, contentType);
          putKeys.push(key);
          return key;
        },
        get: (key) => files.get(key),
        delete: (key) => files.delete(key),
        list: (before) => files.list(before),
        removeUnfinished: (before) => files.removeUnfinished(before),
      };
      const failing = failingOn(world().store.students, 'setPictureKey');
      const error = await fails(world().uploadPicture(failing, recordingFiles).execute(actor, aJpeg()));
      expect(error.kind).to.equal('Unexpected');
      expect(putKeys).to.have.length(1);
      expect(await bytesOf(putKeys[0] ?? null)).to.equal(null);
      expect((await stored(student.id)).pictureKey).to.equal(first.pictureKey);
      expect(await bytesOf(first.pictureKey)).to.deep.equal(Buffer.from(aPng()));
      expect(world().fair.events.published).to.have.length(1);
    });
  });

  describe('company-specific CVs', () => {
    it('replaces only the CV of that company and keeps the general one', async () => {
      const company = await world().fair.company();
      const student = await world().fair.student({
        selection: aSelection([aSelectionEntry({ companyId: company.id, companyName: company.companyName })]),
      });
      const actor = actorOf(student, 'student');
      const general = await succeeds(world().uploadCv().execute(actor, aPdf(100), null));
      const first = await succeeds(world().uploadCv().execute(actor, aPdf(200), company.id));
      const second = await succeeds(world().uploadCv().execute(actor, aPdf(300), company.id));
      expect(second.cvKey).to.equal(general.cvKey);
      expect(await bytesOf(first.companyCvKeys[company.id] ?? null)).to.equal(null);
      expect((await bytesOf(second.companyCvKeys[company.id] ?? null))?.length).to.equal(300);
      expect((await bytesOf(second.cvKey))?.length).to.equal(100);
      expect(world().fair.events.of('student.changed')).to.deep.equal(
        Array.from({ length: 3 }, () => ({ kind: 'student.changed', id: student.id })),
      );
    });

    it('refuses a CV for a company the student neither selected nor has an interview with', async () => {
      const company = await world().fair.company();
      const student = await world().fair.student();
      const error = await fails(world().uploadCv().execute(actorOf(student, 'student'), aPdf(100), company.id));
      expect(error).to.include({ kind: 'Forbidden', message: STUDENT_ACCOUNT_MESSAGES.companyNotChosen });
      expect(world().fair.events.published).to.deep.equal([]);
    });

    it('takes a CV for a company the student has a walk-in interview with', async () => {
      const company = await world().fair.company();
      const student = await world().fair.student();
      await world().store.interviews.add(anInterview({ studentId: student.id, companyId: company.id, walkIn: true }));
      const uploaded = await succeeds(world().uploadCv().execute(actorOf(student, 'student'), aPdf(100), company.id));
      expect(Object.keys(uploaded.companyCvKeys)).to.deep.equal([company.id]);
    });
  });

  describe('deleting a student', () => {
    it('removes the interviews, secrets and files, the selected companies count one fewer, and its sessions end', async () => {
      const company = await world().fair.company();
      const student = await world().fair.student({
        selection: aSelection([aSelectionEntry({ companyId: company.id, companyName: company.companyName })]),
      });
      const actor = actorOf(student, 'student');
      const withPicture = await succeeds(world().uploadPicture().execute(actor, aPng()));
      const withCvs = await succeeds(world().uploadCv().execute(actor, aPdf(), company.id));
      await world().fair.interview(student, company);
      await world().store.secrets.put({
        purpose: 'password-reset-pin',
        subjectId: student.id,
        secretHash: 'digest',
        expiresAt: new Date('2030-01-01T00:00:00Z'),
        attemptsLeft: 5,
      });
      expect((await world().store.companies.findById(company.id))?.slotsFilled).to.equal(1);

      await succeeds(world().deleteStudent().execute(asAdmin(), student.id));

      expect(await world().store.students.findById(student.id)).to.equal(null);
      expect(await world().store.interviews.count({ studentId: student.id })).to.equal(0);
      expect(await world().store.secrets.find('password-reset-pin', student.id)).to.equal(null);
      expect(await bytesOf(withPicture.pictureKey)).to.equal(null);
      expect(await bytesOf(withCvs.companyCvKeys[company.id] ?? null)).to.equal(null);
      expect((await world().store.companies.findById(company.id))?.slotsFilled).to.equal(0);
      expect(world().fair.events.of('account.changed')).to.deep.equal([
        { kind: 'account.changed', role: 'student', accountId: student.id, version: null },
      ]);
    });

    it('tells of each of its interviews deleted, one event per interview', async () => {
      const student = await world().fair.student();
      const first = await world().fair.interview(student, await world().fair.company());
      const second = await world().fair.interview(student, await world().fair.company(), {
        status: 'assigned',
        queue: 1,
        panelQueue: 1,
      });
      const othersInterview = await world().fair.interview(await world().fair.student(), await world().fair.company());

      await succeeds(world().deleteStudent().execute(asAdmin(), student.id));

      expect(world().fair.events.of('interview.deleted')).to.have.deep.members([
        interviewEvent('interview.deleted', first),
        interviewEvent('interview.deleted', second),
      ]);
      expect(await world().store.interviews.findById(othersInterview.id)).to.deep.equal(othersInterview);
    });

    it('keeps every file while the student record, which points at them, could not be deleted', async () => {
      const student = await world().fair.student();
      const withPicture = await succeeds(world().uploadPicture().execute(actorOf(student, 'student'), aPng()));
      const error = await fails(
        world().deleteStudent(failingOn(world().store.students, 'delete')).execute(asAdmin(), student.id),
      );
      expect(error.kind).to.equal('Unexpected');
      expect((await stored(student.id)).pictureKey).to.equal(withPicture.pictureKey);
      expect(await bytesOf(withPicture.pictureKey)).to.deep.equal(Buffer.from(aPng()));
      await succeeds(world().deleteStudent().execute(asAdmin(), student.id));
      expect(await bytesOf(withPicture.pictureKey)).to.equal(null);
    });

    it('answers NotFound for a student that does not exist', async () => {
      expect((await fails(world().deleteStudent().execute(asAdmin(), 'dddddddddddddddddddddddd'))).kind).to.equal(
        'NotFound',
      );
    });
  });
});
