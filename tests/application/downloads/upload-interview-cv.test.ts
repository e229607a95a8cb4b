import { expect } from 'chai';
import type { FileStorage } from '../../../application/ports/file-storage.js';
import type { StudentRepository } from '../../../application/ports/persistence.js';
import { UploadInterviewCv } from '../../../application/downloads/upload-interview-cv.js';
import { STUDENT_ACCOUNT_MESSAGES } from '../../../application/students/student-account-messages.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../../domain/cv.js';
import { UPLOAD_MESSAGES } from '../../../domain/upload.js';
import {
  aCompany,
  aCoordinator,
  anId,
  anInterview,
  aSelection,
  aSelectionEntry,
  aStudent,
} from '../../support/builders.js';
import { asAdmin, asCompany, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, pdfBytes, storedBytes, succeeds } from '../../support/downloads-store.js';

describe('uploading a company-specific CV', () => {
  const fair = freshStorePerTest();
  let upload: UploadInterviewCv;

  const uploadWith = (students: StudentRepository, files: FileStorage = fair.store.files) =>
    fair.use(UploadInterviewCv, { students, files });

  beforeEach(() => {
    upload = uploadWith(fair.store.students);
  });

  const given = async () => {
    const company = aCompany();
    const coordinator = aCoordinator({ companyId: company.id });
    const selecting = aStudent({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) });
    const interviewed = aStudent();
    const interview = anInterview({ studentId: interviewed.id, companyId: company.id });
    await fair.store.companies.add(company);
    await fair.store.coordinators.add(coordinator);
    await fair.store.students.add(selecting);
    await fair.store.students.add(interviewed);
    await fair.store.interviews.add(interview);
    return { company, coordinator, selecting, interviewed, interview };
  };

  const cvKeyOf = async (studentId: string, companyId: string) =>
    (await fair.store.students.findById(studentId))?.companyCvKeys[companyId];

  describe('by a student, naming the company', () => {
    it('stores the PDF as their CV for a company they selected', async () => {
      const { company, selecting } = await given();
      const student = await succeeds(
        upload.execute(asStudent(selecting.id), { company: company.id, id: '' }, pdfBytes('mine')),
      );
      const key = student.companyCvKeys[company.id];
      expect(key).to.be.a('string');
      expect(await cvKeyOf(selecting.id, company.id)).to.equal(key);
      expect((await storedBytes(fair.store, key!))?.toString()).to.include('mine');
    });

    it('stores it for a company they have an interview with, though not in their selection', async () => {
      const { company, interviewed } = await given();
      await succeeds(upload.execute(asStudent(interviewed.id), { company: company.id, id: '' }, pdfBytes()));
      expect(await cvKeyOf(interviewed.id, company.id)).to.be.a('string');
    });

    it('replaces an earlier copy and deletes its file only afterwards', async () => {
      const { company, selecting } = await given();
      const first = await succeeds(
        upload.execute(asStudent(selecting.id), { company: company.id, id: '' }, pdfBytes('one')),
      );
      const oldKey = first.companyCvKeys[company.id]!;
      const second = await succeeds(
        upload.execute(asStudent(selecting.id), { company: company.id, id: '' }, pdfBytes('two')),
      );
      const newKey = second.companyCvKeys[company.id]!;
      expect(newKey).to.not.equal(oldKey);
      expect(await storedBytes(fair.store, oldKey)).to.equal(null);
      expect((await storedBytes(fair.store, newKey))?.toString()).to.include('two');
    });

    it("keeps the general CV and other companies' copies as they were", async () => {
      const { company, selecting } = await given();
      await fair.store.students.setCvKey(selecting.id, 'general-key');
      await fair.store.students.setCompanyCvKey(selecting.id, 'other', 'other-key');
      const student = await succeeds(
        upload.execute(asStudent(selecting.id), { company: company.id, id: '' }, pdfBytes()),
      );
      expect(student.cvKey).to.equal('general-key');
      expect(student.companyCvKeys.other).to.equal('other-key');
    });

    it('refuses a company they neither selected nor have an interview with, with 403', async () => {
      const { selecting } = await given();
      const stranger = aCompany();
      await fair.store.companies.add(stranger);
      const error = await fails(upload.execute(asStudent(selecting.id), { company: stranger.id, id: '' }, pdfBytes()));
      expect(error).to.include({ kind: 'Forbidden', message: STUDENT_ACCOUNT_MESSAGES.companyNotChosen });
    });

    it('asks for the company when none is named, and 404s an unknown one', async () => {
      const { selecting } = await given();
      const missing = await fails(upload.execute(asStudent(selecting.id), { company: '', id: '' }, pdfBytes()));
      expect(missing.kind).to.equal('Validation');
      expect(missing.kind === 'Validation' && missing.failures[0]?.field).to.equal('company');
      expect(
        (await fails(upload.execute(asStudent(selecting.id), { company: anId(), id: '' }, pdfBytes()))).kind,
      ).to.equal('NotFound');
    });
  });

  describe('by the company or its coordinator, naming the interview', () => {
    it("stores a CV collected at the desk as the interviewee's CV for that company", async () => {
      const { company, coordinator, interviewed, interview } = await given();
      await succeeds(
        upload.execute(asCoordinator(coordinator.id), { company: '', id: interview.id }, pdfBytes('desk')),
      );
      const key = await cvKeyOf(interviewed.id, company.id);
      expect((await storedBytes(fair.store, key!))?.toString()).to.include('desk');
      await succeeds(upload.execute(asCompany(company.id), { company: '', id: interview.id }, pdfBytes('again')));
      expect((await storedBytes(fair.store, (await cvKeyOf(interviewed.id, company.id))!))?.toString()).to.include(
        'again',
      );
    });

    it("refuses another company's interview with 403, storing nothing", async () => {
      const { interview } = await given();
      const other = aCompany();
      await fair.store.companies.add(other);
      const error = await fails(upload.execute(asCompany(other.id), { company: '', id: interview.id }, pdfBytes()));
      expect(error.kind).to.equal('Forbidden');
      expect((await fair.store.students.findById(interview.studentId))?.companyCvKeys).to.deep.equal({});
    });

    it('answers 404 for an unknown interview and 400 when none is named', async () => {
      const { company } = await given();
      expect(
        (await fails(upload.execute(asCompany(company.id), { company: '', id: anId() }, pdfBytes()))).kind,
      ).to.equal('NotFound');
      expect((await fails(upload.execute(asCompany(company.id), { company: '', id: '' }, pdfBytes()))).kind).to.equal(
        'Validation',
      );
    });
  });

  it('refuses a file that is not a PDF by its bytes with 415, and one over 5 MB with 413', async () => {
    const { company, selecting } = await given();
    const target = { company: company.id, id: '' };
    const notPdf = await fails(upload.execute(asStudent(selecting.id), target, new TextEncoder().encode('<html>')));
    expect(notPdf).to.include({ kind: 'UnsupportedMediaType', message: UPLOAD_MESSAGES.cvNotPdf });
    const huge = new Uint8Array(CV_MAX_BYTES + 1);
    huge.set(pdfBytes());
    expect(await fails(upload.execute(asStudent(selecting.id), target, huge))).to.include({
      kind: 'PayloadTooLarge',
      message: CV_MESSAGES.tooLarge,
    });
    expect(await cvKeyOf(selecting.id, company.id)).to.equal(undefined);
  });

  it('asks for the file when none came', async () => {
    const { company, selecting } = await given();
    const error = await fails(upload.execute(asStudent(selecting.id), { company: company.id, id: '' }, null));
    expect(error.kind === 'Validation' && error.failures).to.deep.equal([
      { field: 'cv', message: 'Choose a PDF file to upload' },
    ]);
  });

  it('refuses admins: they have no interviewee of their own', async () => {
    const { interview } = await given();
    expect((await fails(upload.execute(asAdmin(), { company: '', id: interview.id }, pdfBytes()))).kind).to.equal(
      'Forbidden',
    );
  });

  it('deletes the new file when the student cannot be updated, leaving no trace', async () => {
    const { company, selecting } = await given();
    const keys: string[] = [];
    const recordingFiles: FileStorage = {
      put: async (bytes, type) => {
        const key = await fair.store.files.put(bytes, type);
        keys.push(key);
        return key;
      },
      get: (key) => fair.store.files.get(key),
      delete: (key) => fair.store.files.delete(key),
      list: (before) => fair.store.files.list(before),
      removeUnfinished: (before) => fair.store.files.removeUnfinished(before),
    };
    const failingStudents: StudentRepository = Object.assign(Object.create(fair.store.students) as StudentRepository, {
      setCompanyCvKey: async () => {
        throw new Error('disk full');
      },
    });
    const error = await fails(
      uploadWith(failingStudents, recordingFiles).execute(
        asStudent(selecting.id),
        { company: company.id, id: '' },
        pdfBytes(),
      ),
    );
    expect(error.kind).to.equal('Unexpected');
    expect(keys).to.have.length(1);
    expect(await storedBytes(fair.store, keys[0]!)).to.equal(null);
  });
});
