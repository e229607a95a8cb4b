import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../domain/import-rows.js';
import { readOutbox, waitForMail } from '../e2e/support/outbox.js';
import { aPng, storedFiles } from '../support/company-accounts.js';
import {
  aCompanyRow,
  aStudentRow,
  COMPANY_MAPPING,
  companiesCsv,
  importForm,
  STUDENT_MAPPING,
  studentsCsv,
  studentsWithSeededErrors,
} from '../support/import-files.js';
import { importCalls } from '../support/import-calls.js';
import { FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { aPdf, registerConfirmedStudent } from '../support/student-accounts.js';

describe('Importing students from a file over HTTP (and the bad input of every kind)', () => {
  let portal: TestPortal, admin: string, calls: ReturnType<typeof importCalls>;

  beforeEach(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    calls = importCalls(portal, admin, 'students', STUDENT_MAPPING);
  });
  afterEach(() => portal.dispose());

  const studentTotal = async () => (await portal.api.get<{ total: number }>('/student/all', admin)).body.data.total;

  it('reads the headers of a CSV and suggests the column of each field', async () => {
    const draft = await calls.uploaded(studentsCsv([aStudentRow(1), aStudentRow(2)]));
    expect(draft.rows).to.equal(2);
    expect(draft.headers).to.deep.equal(['Email', 'Title', 'Common name', 'Index number', 'Name with initials']);
    expect(draft.mapping).to.deep.equal(STUDENT_MAPPING);
    expect(draft.fields.filter((field) => field.required).map((field) => field.key)).to.deep.equal([
      'email',
      'title',
      'commonName',
      'indexNumber',
    ]);
  });

  it('reads an Excel (.xlsx) file alike', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(['E-mail', 'Title', 'Common name', 'Index', 'Full name']);
    sheet.addRow(['xl.one@uni.test', 'Miss', 'One', '190001K', 'A. One']);
    const draft = await calls.uploaded(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(draft.mapping).to.deep.equal(STUDENT_MAPPING);
    const answer = await calls.preview(draft.draftId);
    expect(answer.body.data).to.include({ rows: 1, valid: 1, invalid: 0 });
  });

  /** Each kind of import: a file of one valid row, its usual mapping, a required field, and how many it has created. */
  const KINDS = [
    {
      kind: 'students',
      file: () => studentsCsv([aStudentRow(1)]),
      mapping: STUDENT_MAPPING,
      required: { key: 'indexNumber', label: 'Index number' },
      total: studentTotal,
    },
    {
      kind: 'companies',
      file: () => companiesCsv([aCompanyRow(1)]),
      mapping: COMPANY_MAPPING,
      required: { key: 'panels', label: 'Panels' },
      total: async () => (await portal.api.get<unknown[]>('/company', admin)).body.data.length,
    },
  ] as const;

  for (const { kind, file, mapping, required, total } of KINDS) {
    describe(`refuses bad input of ${kind} with a clear message, changing nothing`, () => {
      const kindCalls = () => importCalls(portal, admin, kind, mapping);

      it('a file that is neither CSV nor Excel, whatever its name', async () => {
        const files = await storedFiles(portal);
        for (const bytes of [aPdf(), aPng()]) {
          const answer = await kindCalls().upload(bytes, `${kind}.csv`);
          expect(answer.status).to.equal(415);
          expect(answer.body).to.include({ success: false, message: IMPORT_MESSAGES.wrongType });
        }
        expect(await storedFiles(portal)).to.deep.equal(files);
      });

      it('a file over the size limit', async () => {
        const files = await storedFiles(portal);
        const answer = await kindCalls().upload(new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41));
        expect(answer.status).to.equal(413);
        expect(answer.body).to.include({ success: false, message: IMPORT_MESSAGES.tooLarge });
        expect(await storedFiles(portal)).to.deep.equal(files);
      });

      it('a mapping that leaves out a required field, on preview and on commit', async () => {
        const draft = await kindCalls().uploaded(file());
        const partial = Object.fromEntries(Object.entries(mapping).filter(([key]) => key !== required.key));
        const previewed = await kindCalls().preview(draft.draftId, partial);
        expect(previewed.status).to.equal(400);
        expect(previewed.body.message).to.include(IMPORT_MESSAGES.unmapped(required.label));
        const committed = await kindCalls().commit(draft.draftId, partial);
        expect(committed.status).to.equal(400);
        expect(committed.body.message).to.include(IMPORT_MESSAGES.unmapped(required.label));
        expect(await total()).to.equal(0);
        expect(await calls.importEntries()).to.have.length(0);
      });
    });
  }

  describe('refuses a draft that is gone', () => {
    it('a draft that does not exist', async () => {
      const answer = await calls.commit('0123456789abcdef01234567');
      expect(answer.status).to.equal(404);
      expect(answer.body.message).to.equal(IMPORT_MESSAGES.draftGone);
    });
  });

  it('is for administrators only', async () => {
    const student = await registerConfirmedStudent(portal);
    const answer = await portal.api.postForm('/admin/import', importForm(studentsCsv([aStudentRow(1)])), student.token);
    expect(answer.status).to.equal(403);
  });

  describe('a file with an error of each kind', () => {
    const COUNT = 40;
    let file: ReturnType<typeof studentsWithSeededErrors>;

    beforeEach(async () => {
      const existing = await registerConfirmedStudent(portal);
      file = studentsWithSeededErrors(COUNT, 'h', {
        otherAccountEmail: FIRST_ADMIN.email,
        existingStudentEmail: existing.email,
      });
    });

    it('previews each invalid row with its row number and reasons, and the existing account as skipped', async () => {
      const draft = await calls.uploaded(studentsCsv(file.rows));
      const answer = await calls.preview(draft.draftId);
      expect(answer.status).to.equal(200);
      const { problems, ...counts } = answer.body.data;
      expect(counts).to.include({ rows: COUNT, valid: file.validCount, existing: 1, invalid: file.seeded.size });
      for (const [row, reason] of file.seeded) {
        const problem = problems.find((found) => found.row === row);
        expect(problem, `row ${row}`).to.include({ kind: 'invalid' });
        expect(problem?.reasons, `row ${row}`).to.include(reason);
      }
      const [existingRow] = [...file.existing.keys()];
      expect(problems.find((found) => found.row === existingRow)).to.deep.include({
        kind: 'existing',
        reasons: [IMPORT_MESSAGES.hasAccount],
      });
      expect(problems.map((problem) => problem.row)).to.deep.equal(
        [...problems.map((p) => p.row)].sort((a, b) => a - b),
      );
    });

    it('offers the rows not imported as an Excel file with a Reason column', async () => {
      const draft = await calls.uploaded(studentsCsv(file.rows));
      const download = await portal.api.download(`/admin/import/${draft.draftId}/errors`, admin, {
        mapping: JSON.stringify(STUDENT_MAPPING),
      });
      expect(download.status).to.equal(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(download.bytes).buffer);
      const sheet = workbook.worksheets[0]!;
      const header = sheet.getRow(1).values as unknown[];
      expect(header.slice(1)).to.deep.equal([
        'Row',
        'Email',
        'Title',
        'Common name',
        'Index number',
        'Name with initials',
        'Reason',
      ]);
      expect(sheet.rowCount - 1).to.equal(file.seeded.size + file.existing.size);
      const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
      for (const [row, reason] of file.seeded) {
        const line = rows.find((found) => found.getCell(1).value === row);
        expect(String(line?.getCell(7).value), `row ${row}`).to.include(reason);
      }
    });

    it('commits only the valid rows, invites each, records one audit entry, and a second import creates nothing', async () => {
      const before = await studentTotal();
      const mailsBefore = (await readOutbox(portal.dataDir)).length;
      const first = await calls.commit((await calls.uploaded(studentsCsv(file.rows))).draftId);
      expect(first.status).to.equal(200);
      expect(first.body.data).to.deep.include({ created: file.validCount, existing: 1, invalid: file.seeded.size });
      expect(await studentTotal()).to.equal(before + file.validCount);
      const invited = file.rows[0]!;
      const mail = await waitForMail(portal.dataDir, invited.email, mailsBefore);
      expect(mail.subject).to.equal('Your career fair portal account is ready');
      expect(mail.text).to.include('/forgot-password');
      const entries = await calls.importEntries();
      expect(entries).to.have.length(1);
      expect(entries[0]!.summary).to.equal(
        `Imported students: ${file.validCount} created, 1 skipped as existing, ${file.seeded.size} invalid`,
      );
      expect(entries[0]!.targets).to.have.length(file.validCount);

      const again = await calls.uploaded(studentsCsv(file.rows));
      const previewed = await calls.preview(again.draftId);
      expect(previewed.body.data).to.include({ valid: 0, existing: file.validCount + 1 });
      const second = await calls.commit(again.draftId);
      expect(second.body.data).to.deep.include({ created: 0, existing: file.validCount + 1 });
      expect(await studentTotal()).to.equal(before + file.validCount);
    });

    it('commits a draft once: a second commit of it finds it gone', async () => {
      const draft = await calls.uploaded(studentsCsv(file.rows));
      expect((await calls.commit(draft.draftId)).status).to.equal(200);
      const again = await calls.commit(draft.draftId);
      expect(again.status).to.equal(404);
      expect(again.body.message).to.equal(IMPORT_MESSAGES.draftGone);
    });
  });

  it('lets an imported student choose a password through forgot password and sign in', async () => {
    const row = aStudentRow(7, 'p');
    await calls.commit((await calls.uploaded(studentsCsv([row]))).draftId);
    const since = (await readOutbox(portal.dataDir)).length;
    expect((await portal.api.post('/student/send-confirmation-code', { email: row.email })).status).to.equal(200);
    const pinMail = await waitForMail(portal.dataDir, row.email, since);
    const pin = /^[A-Z0-9]{6}$/m.exec(pinMail.text)?.[0];
    const confirmed = await portal.api.post<{ token: string; id: string }>('/student/confirm-code', {
      email: row.email,
      token: pin,
    });
    expect(confirmed.status, confirmed.body.message).to.equal(200);
    const reset = await portal.api.post('/student/reset-password', {
      ...confirmed.body.data,
      password: 'chosen-secret',
      confirmpassword: 'chosen-secret',
    });
    expect(reset.status, reset.body.message).to.equal(200);
    expect(await portal.api.signIn('student', row.email, 'chosen-secret')).to.be.a('string');
  });
});
