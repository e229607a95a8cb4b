import { expect } from 'chai';
import {
  checkMapping,
  dataRows,
  IMPORT_MESSAGES,
  judgeStudentRows,
  STUDENT_IMPORT_FIELDS,
  suggestMapping,
  type TakenStudentKeys,
} from '../../domain/import-rows.js';
import { STUDENT_MESSAGES } from '../../domain/student.js';
import { aStudentRow, STUDENT_HEADERS, STUDENT_MAPPING, type StudentImportRow } from '../support/import-files.js';

const NOTHING_TAKEN: TakenStudentKeys = { studentEmails: new Set(), otherEmails: new Set(), indexNumbers: new Set() };

const tableOf = (rows: readonly StudentImportRow[]) => [
  [...STUDENT_HEADERS],
  ...rows.map((row) => [row.email, row.title, row.commonName, row.indexNumber, row.fullName]),
];
const judge = (rows: readonly StudentImportRow[], taken = NOTHING_TAKEN, domains: readonly string[] = []) =>
  judgeStudentRows(dataRows(tableOf(rows)), STUDENT_MAPPING, domains, taken);

describe('Importing students: the rows of a file', () => {
  describe('the column mapping', () => {
    it('suggests the column whose header names each field, ignoring case, spaces and signs', () => {
      const mapping = suggestMapping(STUDENT_IMPORT_FIELDS, ['INDEX NO.', 'e-mail', 'Surname', 'Title', 'Name']);
      expect(mapping).to.deep.equal({ email: 1, title: 3, commonName: 4, indexNumber: 0, fullName: null });
    });

    it('refuses a mapping that leaves out a required field or names a column the file lacks', () => {
      const failures = checkMapping(STUDENT_IMPORT_FIELDS, { email: 0, title: 1, commonName: 9, fullName: null }, 5);
      expect(failures).to.deep.equal([
        { field: 'commonName', message: IMPORT_MESSAGES.noSuchColumn('Common name') },
        { field: 'indexNumber', message: IMPORT_MESSAGES.unmapped('Index number') },
      ]);
      expect(checkMapping(STUDENT_IMPORT_FIELDS, STUDENT_MAPPING, 5)).to.deep.equal([]);
    });
  });

  it('numbers the rows as a spreadsheet shows them and leaves out empty ones', () => {
    const rows = dataRows([['Email'], ['a@uni.test'], ['', ' '], ['b@uni.test']]);
    expect(rows.map(({ row }) => row)).to.deep.equal([2, 4]);
  });

  it('cleans a valid row as sign-up does', () => {
    const { valid } = judge([aStudentRow(1, 'd', { email: ' Mixed.Case@Uni.TEST ', indexNumber: '190356k' })]);
    expect(valid[0]).to.include({ row: 2, email: 'mixed.case@uni.test', indexNumber: '190356K' });
  });

  it('gives every reason of a row whose fields sign-up would refuse', () => {
    const { problems, invalid } = judge([aStudentRow(1, 'd', { title: 'Dr', commonName: '', indexNumber: '' })]);
    expect(invalid).to.equal(1);
    expect(problems[0]).to.deep.include({
      row: 2,
      kind: 'invalid',
      reasons: [
        STUDENT_MESSAGES.signUpTitle,
        STUDENT_MESSAGES.commonNameRequired,
        STUDENT_MESSAGES.indexNumberRequired,
      ],
    });
  });

  it("refuses an e-mail outside the fair's sign-up domains", () => {
    const { problems } = judge([aStudentRow(1, 'd')], NOTHING_TAKEN, ['other.test']);
    expect(problems[0]?.reasons).to.deep.equal(['Sign-up is open to other.test e-mail addresses only']);
  });

  it('names the row above that has the same e-mail or index number', () => {
    const first = aStudentRow(1, 'd');
    const { problems, valid } = judge([
      first,
      aStudentRow(2, 'd', { email: first.email.toUpperCase() }),
      aStudentRow(3, 'd', { indexNumber: first.indexNumber }),
    ]);
    expect(valid).to.have.length(1);
    expect(problems.map(({ row, reasons }) => [row, reasons])).to.deep.equal([
      [3, [IMPORT_MESSAGES.sameEmailAs(2)]],
      [4, [IMPORT_MESSAGES.sameIndexNumberAs(2)]],
    ]);
  });

  it("skips a student's existing account and refuses another account's e-mail or a taken index number", () => {
    const rows = [aStudentRow(1, 'd'), aStudentRow(2, 'd'), aStudentRow(3, 'd')];
    const taken: TakenStudentKeys = {
      studentEmails: new Set([rows[0]!.email]),
      otherEmails: new Set([rows[1]!.email]),
      indexNumbers: new Set([rows[0]!.indexNumber, rows[2]!.indexNumber]),
    };
    const judgement = judge(rows, taken);
    expect(judgement).to.include({ rows: 3, existing: 1, invalid: 2 });
    expect(judgement.problems.map(({ row, kind, reasons }) => [row, kind, reasons])).to.deep.equal([
      [2, 'existing', [IMPORT_MESSAGES.hasAccount]],
      [3, 'invalid', [IMPORT_MESSAGES.emailOfOtherAccount]],
      [4, 'invalid', [IMPORT_MESSAGES.indexNumberTaken]],
    ]);
  });
});
