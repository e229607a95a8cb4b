/*
 * Files to import, built row by row: a student's row, a CSV of rows, and a file of students with
 * one seeded error of each kind, each at a row number the test can name; a company's row and a CSV
 * of companies alike.
 */
import type { COMPANY_IMPORT_FIELDS, STUDENT_IMPORT_FIELDS } from '../../domain/import-rows.js';
import { IMPORT_MESSAGES } from '../../domain/import-rows.js';
import { STUDENT_MESSAGES } from '../../domain/student.js';
import { EMAIL_MESSAGES } from '../../domain/email.js';
import { uploadForm } from './student-accounts.js';

export type StudentImportRow = Readonly<Record<(typeof STUDENT_IMPORT_FIELDS)[number]['key'], string>>;

/** The headers of a students' file, as an organizer's spreadsheet might name them. */
export const STUDENT_HEADERS = ['Email', 'Title', 'Common name', 'Index number', 'Name with initials'] as const;

/** The mapping those headers suggest: each field in its column. */
export const STUDENT_MAPPING = { email: 0, title: 1, commonName: 2, indexNumber: 3, fullName: 4 } as const;

/** The n-th imported student of a batch: an e-mail and index number no other row of the batch has. */
export const aStudentRow = (n: number, batch = 'a', overrides: Partial<StudentImportRow> = {}): StudentImportRow => ({
  email: `imported.${batch}${n}@uni.test`,
  title: n % 2 === 0 ? 'Mr' : 'Miss',
  commonName: `Student ${n}`,
  indexNumber: `${batch.slice(0, 1).toUpperCase()}${String(n).padStart(5, '0')}K`,
  fullName: `A. B. Student ${n}`,
  ...overrides,
});

const csvCell = (text: string): string => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const csvOf = (table: readonly (readonly string[])[]): Uint8Array =>
  Buffer.from(table.map((cells) => cells.map(csvCell).join(',')).join('\n'));

const STUDENT_KEYS = ['email', 'title', 'commonName', 'indexNumber', 'fullName'] as const;

/** A CSV of the rows under STUDENT_HEADERS. */
export const studentsCsv = (rows: readonly StudentImportRow[]): Uint8Array =>
  csvOf([STUDENT_HEADERS, ...rows.map((row) => STUDENT_KEYS.map((key) => row[key]))]);

export type CompanyImportRow = Readonly<Record<(typeof COMPANY_IMPORT_FIELDS)[number]['key'], string>>;

/** The headers of a companies' file, as a society's spreadsheet of the fair's companies might name them. */
export const COMPANY_HEADERS = [
  'Company name',
  'Username',
  'E-mail',
  'Contact person',
  'Contact telephone',
  'Interviews',
  'Session',
  'Panels count',
  'Job areas',
  'Panels',
  'Coordinators',
  'Description',
  'Tags',
] as const;

const COMPANY_KEYS = [
  'companyName',
  'username',
  'email',
  'contactPerson',
  'contactPersonTP',
  'numberOfInterviews',
  'session',
  'panelsCount',
  'areas',
  'panels',
  'coordinators',
  'description',
  'tags',
] as const satisfies readonly (keyof CompanyImportRow)[];

/** The mapping COMPANY_HEADERS suggest: each field in its column. */
export const COMPANY_MAPPING = Object.fromEntries(COMPANY_KEYS.map((key, column) => [key, column])) as Readonly<
  Record<(typeof COMPANY_KEYS)[number], number>
>;

/** The n-th imported company of a batch, with two panels and two coordinators no other row has. */
export const aCompanyRow = (n: number, batch = 'a', overrides: Partial<CompanyImportRow> = {}): CompanyImportRow => ({
  companyName: `Company ${batch.toUpperCase()}${n}`,
  username: `company-${batch}${n}`,
  email: `hr.${batch}${n}@company.test`,
  contactPerson: `Contact ${n}`,
  contactPersonTP: `07700000${String(n).padStart(2, '0')}`,
  numberOfInterviews: '10',
  session: 'both',
  panelsCount: '2',
  areas: 'AI / SE; Management',
  panels: 'Software Engineering; Quality Assurance',
  coordinators: `one.${batch}${n}@company.test; two.${batch}${n}@company.test`,
  description: `What company ${n} does`,
  tags: 'software; consulting',
  ...overrides,
});

/** The cells of a company's row in the order of COMPANY_HEADERS. */
export const companyCells = (row: CompanyImportRow): string[] => COMPANY_KEYS.map((key) => row[key]);

/** A CSV of the rows under COMPANY_HEADERS. */
export const companiesCsv = (rows: readonly CompanyImportRow[]): Uint8Array =>
  csvOf([COMPANY_HEADERS, ...rows.map(companyCells)]);

/** The upload of a file to import as an administrator's form sends it. */
export const importForm = (bytes: Uint8Array, kind = 'students', fileName = 'students.csv'): FormData =>
  uploadForm('file', bytes, { kind }, fileName);

/** The number a data row has in the file (the header is row 1). */
export const rowNumber = (index: number): number => index + 2;

export interface SeededFile {
  readonly rows: readonly StudentImportRow[];
  /** For each seeded error, the row's number in the file and a reason the preview must give. */
  readonly seeded: ReadonlyMap<number, string>;
  /** Rows of the existing account, skipped rather than invalid. */
  readonly existing: ReadonlyMap<number, string>;
  readonly validCount: number;
}

/**
 * `count` students of a batch with one error of each kind seeded among them: a missing field, an
 * invalid e-mail, a title sign-up refuses, an index number too long, an e-mail and an index number
 * twice in the file, and an e-mail an account of another kind has (`otherAccountEmail`); and one row
 * of a student who has an account already (`existingStudentEmail`), skipped.
 */
export const studentsWithSeededErrors = (
  count: number,
  batch: string,
  accounts: { readonly otherAccountEmail: string; readonly existingStudentEmail: string },
): SeededFile => {
  const rows = Array.from({ length: count }, (_, n) => aStudentRow(n, batch));
  const seeded = new Map<number, string>();
  const seed = (index: number, overrides: Partial<StudentImportRow>, reason: string) => {
    rows[index] = { ...rows[index]!, ...overrides };
    seeded.set(rowNumber(index), reason);
  };
  const at = (share: number) => Math.floor(count * share);
  seed(at(0.1), { commonName: '' }, STUDENT_MESSAGES.commonNameRequired);
  seed(at(0.2), { email: 'not-an-address' }, EMAIL_MESSAGES.invalid);
  seed(at(0.3), { title: 'Dr' }, STUDENT_MESSAGES.signUpTitle);
  seed(at(0.4), { indexNumber: '123456789' }, STUDENT_MESSAGES.invalidIndexNumber);
  seed(at(0.5), { email: rows[1]!.email }, IMPORT_MESSAGES.sameEmailAs(rowNumber(1)));
  seed(at(0.6), { indexNumber: rows[2]!.indexNumber }, IMPORT_MESSAGES.sameIndexNumberAs(rowNumber(2)));
  seed(at(0.7), { email: accounts.otherAccountEmail }, IMPORT_MESSAGES.emailOfOtherAccount);
  const existingIndex = at(0.8);
  rows[existingIndex] = { ...rows[existingIndex]!, email: accounts.existingStudentEmail };
  const existing = new Map([[rowNumber(existingIndex), IMPORT_MESSAGES.hasAccount]]);
  return { rows, seeded, existing, validCount: count - seeded.size - existing.size };
};
