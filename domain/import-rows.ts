/*
 * Importing people from a spreadsheet (docs/import.md): the fields each kind of import has and which
 * are required, the check of the column mapping, and the judgement of every row: valid (created on
 * commit), existing (an account of the portal has it already: skipped, so importing the same file
 * twice creates nothing new) or invalid (each reason said, with the row's number in the file).
 * A row's fields are judged by the rules that create the same account one at a time (sign-up, the
 * admin's company and coordinator forms); nothing here is a second copy.
 */
import * as E from 'fp-ts/lib/Either.js';
import { validateNewCompanyDetails, type CompanyDetails } from './company.js';
import { checkCoordinatorEmail } from './coordinator.js';
import { emailDomainAllowed, emailDomainRefusal } from './fair-settings.js';
import { normalizeEmail } from './email.js';
import { cleanStudentIdentity, studentIdentityChecks, type StudentIdentity } from './sign-up.js';
import { normalizeIndexNumber } from './student.js';
import type { FieldFailure } from './validation.js';

export const IMPORT_KINDS = ['students', 'companies'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  /** Header texts (besides the key and label) a column of this field is recognised by, letters and digits only. */
  readonly aliases: readonly string[];
}

/** A student's own fields as sign-up knows them; the password is the one the invited student chooses. */
export const STUDENT_IMPORT_FIELDS = [
  { key: 'email', label: 'E-mail', required: true, aliases: ['mail', 'emailaddress'] },
  { key: 'title', label: 'Title', required: true, aliases: ['salutation'] },
  { key: 'commonName', label: 'Common name', required: true, aliases: ['name', 'firstname', 'callingname'] },
  { key: 'indexNumber', label: 'Index number', required: true, aliases: ['index', 'indexno', 'studentnumber'] },
  { key: 'fullName', label: 'Name with initials', required: false, aliases: ['fullname', 'initials'] },
] as const satisfies readonly ImportField[];

/**
 * A company's fields as the admin's create form requires them (the password is the one the invited
 * company chooses), one company a row; the lists (job areas, panels, tags, coordinators) are cells
 * of entries separated by semicolons or line breaks, such as "DevOps; Quality Assurance".
 */
export const COMPANY_IMPORT_FIELDS = [
  { key: 'companyName', label: 'Company name', required: true, aliases: ['company', 'organisation', 'organization'] },
  { key: 'username', label: 'Username', required: true, aliases: ['user', 'login', 'signinname'] },
  { key: 'email', label: 'E-mail', required: true, aliases: ['mail', 'emailaddress', 'companyemail'] },
  { key: 'contactPerson', label: 'Contact person', required: true, aliases: ['contact', 'contactname'] },
  {
    key: 'contactPersonTP',
    label: 'Contact telephone',
    required: true,
    aliases: ['contactpersontelephone', 'contactpersontel', 'telephone', 'phone', 'tel', 'contactnumber'],
  },
  {
    key: 'numberOfInterviews',
    label: 'Interviews',
    required: true,
    aliases: ['numberofinterviews', 'interviewcount', 'interviewsnumber'],
  },
  { key: 'session', label: 'Session', required: true, aliases: [] },
  { key: 'panelsCount', label: 'Panels count', required: true, aliases: ['numberofpanels', 'panelcount'] },
  { key: 'areas', label: 'Job areas', required: true, aliases: ['areas', 'jobarea'] },
  { key: 'panels', label: 'Panels', required: true, aliases: ['panel', 'panelnames'] },
  { key: 'coordinators', label: 'Coordinators', required: false, aliases: ['coordinator', 'coordinatoremails'] },
  { key: 'description', label: 'Description', required: false, aliases: ['about'] },
  { key: 'tags', label: 'Tags', required: false, aliases: ['tag'] },
] as const satisfies readonly ImportField[];

export const IMPORT_FIELDS: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  students: STUDENT_IMPORT_FIELDS,
  companies: COMPANY_IMPORT_FIELDS,
};

/** Which column (counted from 0) holds each field; a field left out or null is not in the file. */
export type ColumnMapping = Readonly<Record<string, number | null | undefined>>;

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** An import draft is kept this long after its upload; then it is gone and the file must be uploaded again. */
export const IMPORT_DRAFT_VALID_MS = 2 * 60 * 60 * 1000;
/** Rows with a problem shown per page of an import's preview. */
export const IMPORT_PREVIEW_PAGE_SIZE = 50;
/** The number of the file's first row under the header row, as a spreadsheet program shows it. */
export const FIRST_DATA_ROW = 2;

export const IMPORT_MESSAGES = {
  missing: 'Choose a CSV or Excel (.xlsx) file to import',
  tooLarge: `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  wrongType: 'The file must be a CSV or Excel (.xlsx) file',
  noRows: 'The file has no rows under its header row',
  draftGone: 'This import has expired or was committed already. Upload the file again.',
  unmapped: (label: string) => `Choose the column of ${label}`,
  noSuchColumn: (label: string) => `The column chosen for ${label} is not in the file`,
  sameEmailAs: (row: number) => `Same e-mail as row ${row}`,
  sameIndexNumberAs: (row: number) => `Same index number as row ${row}`,
  emailOfOtherAccount: 'This e-mail belongs to another account of the portal',
  indexNumberTaken: 'Another student has this index number',
  hasAccount: 'This student has an account already: skipped',
  sameUsernameAs: (row: number) => `Same username as row ${row}`,
  usernameOfOtherAccount: "This username is another account's e-mail",
  companyExists: 'A company with this username exists already: skipped',
  sameCoordinatorAs: (email: string, row: number) => `Coordinator ${email}: same e-mail as row ${row}`,
  coordinatorIsCompany: (email: string) => `Coordinator ${email}: the same e-mail as the company's`,
  coordinatorOfOtherAccount: (email: string) =>
    `Coordinator ${email}: this e-mail belongs to another account of the portal`,
  coordinatorInvalid: (entry: string, reason: string) => `Coordinator ${entry}: ${reason}`,
} as const;

/** Letters and digits only, in lower case: how a header is compared with a field's names. */
const headerKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** For each field, the first column whose header names it, or null. */
export const suggestMapping = (fields: readonly ImportField[], headers: readonly string[]): ColumnMapping => {
  const keys = headers.map(headerKey);
  return Object.fromEntries(
    fields.map((field) => {
      const names = new Set([field.key, field.label, ...field.aliases].map(headerKey));
      const column = keys.findIndex((key) => names.has(key));
      return [field.key, column < 0 ? null : column];
    }),
  );
};

/** What is wrong with a mapping: a required field without a column, or a column the file does not have. */
export const checkMapping = (
  fields: readonly Pick<ImportField, 'key' | 'label' | 'required'>[],
  mapping: ColumnMapping,
  columnCount: number,
): FieldFailure[] =>
  fields.flatMap((field): FieldFailure[] => {
    const column = mapping[field.key];
    if (column === null || column === undefined) {
      return field.required ? [{ field: field.key, message: IMPORT_MESSAGES.unmapped(field.label) }] : [];
    }
    const inFile = Number.isInteger(column) && column >= 0 && column < columnCount;
    return inFile ? [] : [{ field: field.key, message: IMPORT_MESSAGES.noSuchColumn(field.label) }];
  });

/** One row of the file under its header row, with its number as a spreadsheet program shows it. */
export interface ImportRow {
  readonly row: number;
  readonly cells: readonly string[];
}

/** The rows under the header, numbered from FIRST_DATA_ROW; rows with no text at all are left out. */
export const dataRows = (table: readonly (readonly string[])[]): ImportRow[] =>
  table
    .slice(1)
    .map((cells, index) => ({ row: index + FIRST_DATA_ROW, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));

/** A row that will not be created: already an account's (skipped), or invalid, and why. */
export interface RowProblem {
  readonly row: number;
  readonly kind: 'existing' | 'invalid';
  readonly reasons: readonly string[];
  readonly cells: readonly string[];
}

export interface RowJudgement<T> {
  readonly rows: number;
  readonly valid: readonly T[];
  /** Every row that will not be created, in the file's order. */
  readonly problems: readonly RowProblem[];
  readonly existing: number;
  readonly invalid: number;
}

/** What the portal holds already that an imported student's row may clash with. */
export interface TakenStudentKeys {
  /** E-mails of student accounts: the same student, skipped. */
  readonly studentEmails: ReadonlySet<string>;
  /** E-mails of every other account of the portal (administrators, coordinators, companies, recruiters). */
  readonly otherEmails: ReadonlySet<string>;
  /** Index numbers of student accounts. */
  readonly indexNumbers: ReadonlySet<string>;
}

/** A student to create, with the row it came from. */
export interface ImportedStudent extends StudentIdentity {
  readonly row: number;
}

const cellOf = (cells: readonly string[], mapping: ColumnMapping, field: string): string => {
  const column = mapping[field];
  return column === null || column === undefined ? '' : (cells[column] ?? '');
};

/** The student a row describes, as the file gives its fields. */
export const studentOfRow = (cells: readonly string[], mapping: ColumnMapping) => ({
  email: cellOf(cells, mapping, 'email'),
  title: cellOf(cells, mapping, 'title'),
  commonName: cellOf(cells, mapping, 'commonName'),
  indexNumber: cellOf(cells, mapping, 'indexNumber'),
  fullName: cellOf(cells, mapping, 'fullName'),
});

/**
 * Every row of a students' import judged: its fields by sign-up's rules and the fair's sign-up
 * domains, then against the rows above it (the same e-mail or index number) and the accounts the
 * portal has. A row whose e-mail is a student's account is that student: skipped, not invalid.
 */
export const judgeStudentRows = (
  rows: readonly ImportRow[],
  mapping: ColumnMapping,
  allowedDomains: readonly string[],
  taken: TakenStudentKeys,
): RowJudgement<ImportedStudent> => {
  const valid: ImportedStudent[] = [];
  const problems: RowProblem[] = [];
  const emailRows = new Map<string, number>();
  const indexRows = new Map<string, number>();
  for (const { row, cells } of rows) {
    const form = studentOfRow(cells, mapping);
    const email = normalizeEmail(form.email);
    const indexNumber = normalizeIndexNumber(form.indexNumber);
    const reasons = studentIdentityChecks(form).flatMap((failure) => (failure ? [failure.message] : []));
    const fieldsValid = reasons.length === 0;
    if (fieldsValid && !emailDomainAllowed(email, allowedDomains)) reasons.push(emailDomainRefusal(allowedDomains));
    const sameEmail = email === '' ? undefined : emailRows.get(email);
    const sameIndex = indexNumber === '' ? undefined : indexRows.get(indexNumber);
    if (sameEmail !== undefined) reasons.push(IMPORT_MESSAGES.sameEmailAs(sameEmail));
    if (sameIndex !== undefined) reasons.push(IMPORT_MESSAGES.sameIndexNumberAs(sameIndex));
    if (email !== '' && sameEmail === undefined) emailRows.set(email, row);
    if (indexNumber !== '' && sameIndex === undefined) indexRows.set(indexNumber, row);
    if (reasons.length === 0 && taken.studentEmails.has(email)) {
      problems.push({ row, kind: 'existing', reasons: [IMPORT_MESSAGES.hasAccount], cells });
      continue;
    }
    if (taken.otherEmails.has(email)) reasons.push(IMPORT_MESSAGES.emailOfOtherAccount);
    if (taken.indexNumbers.has(indexNumber)) reasons.push(IMPORT_MESSAGES.indexNumberTaken);
    if (reasons.length > 0) problems.push({ row, kind: 'invalid', reasons, cells });
    else valid.push({ row, ...cleanStudentIdentity(form) });
  }
  return judgementOf(rows, valid, problems);
};

const judgementOf = <T>(rows: readonly ImportRow[], valid: readonly T[], problems: readonly RowProblem[]) => {
  const existing = problems.filter((problem) => problem.kind === 'existing').length;
  return { rows: rows.length, valid, problems, existing, invalid: problems.length - existing };
};

/** The entries of a cell that holds a list: separated by semicolons or line breaks, blanks dropped. */
export const listCell = (cell: string): string[] =>
  cell
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** What the portal holds already that an imported company's row may clash with. */
export interface TakenCompanyKeys {
  /** Usernames of companies: the same company, skipped. */
  readonly companyUsernames: ReadonlySet<string>;
  /** E-mails of every account of the portal, a company's contact e-mail included (as normalizeEmail leaves them). */
  readonly emails: ReadonlySet<string>;
}

/** A company to create with the e-mails of its coordinators, and the row it came from. */
export interface ImportedCompany {
  readonly row: number;
  readonly company: CompanyDetails;
  readonly coordinators: readonly string[];
}

/** The company a row describes, as the admin's create form would send its fields. */
export const companyOfRow = (cells: readonly string[], mapping: ColumnMapping) => {
  const cell = (field: string) => cellOf(cells, mapping, field);
  return {
    form: {
      username: cell('username'),
      email: cell('email'),
      companyName: cell('companyName'),
      description: cell('description'),
      tags: listCell(cell('tags')),
      contactPerson: cell('contactPerson'),
      contactPersonTP: cell('contactPersonTP'),
      numberOfInterviews: cell('numberOfInterviews'),
      session: cell('session').toLowerCase(),
      panelsCount: cell('panelsCount'),
      areas: listCell(cell('areas')),
      panels: listCell(cell('panels')),
    },
    coordinators: listCell(cell('coordinators')),
  };
};

/**
 * Every row of a companies' import judged: the company by the admin's create form, each coordinator's
 * e-mail by the add coordinator form; then against the rows above it (the same username, or an
 * e-mail, the company's or a coordinator's, given already) and the accounts the portal has. A row
 * whose username is a company's is that company: skipped, not invalid.
 */
export const judgeCompanyRows = (
  rows: readonly ImportRow[],
  mapping: ColumnMapping,
  taken: TakenCompanyKeys,
): RowJudgement<ImportedCompany> => {
  const valid: ImportedCompany[] = [];
  const problems: RowProblem[] = [];
  const usernameRows = new Map<string, number>();
  const emailRows = new Map<string, number>();
  for (const { row, cells } of rows) {
    const { form, coordinators } = companyOfRow(cells, mapping);
    const checked = validateNewCompanyDetails(form);
    const reasons = E.isLeft(checked) ? checked.left.map((failure) => failure.message) : [];
    const username = form.username.trim();
    const email = normalizeEmail(form.email);
    const coordinatorEmails = coordinators.map(normalizeEmail);
    coordinators.forEach((entry, index) => {
      const failure = checkCoordinatorEmail(entry);
      if (failure) reasons.push(IMPORT_MESSAGES.coordinatorInvalid(entry, failure.message));
      else if (coordinatorEmails[index] === email) reasons.push(IMPORT_MESSAGES.coordinatorIsCompany(entry));
    });
    const sameUsername = username === '' ? undefined : usernameRows.get(username);
    if (sameUsername !== undefined) reasons.push(IMPORT_MESSAGES.sameUsernameAs(sameUsername));
    else if (username !== '') usernameRows.set(username, row);
    const sameEmail = email === '' ? undefined : emailRows.get(email);
    if (sameEmail !== undefined) reasons.push(IMPORT_MESSAGES.sameEmailAs(sameEmail));
    for (const coordinator of new Set(coordinatorEmails)) {
      const above = emailRows.get(coordinator);
      if (above !== undefined) reasons.push(IMPORT_MESSAGES.sameCoordinatorAs(coordinator, above));
    }
    for (const given of [email, ...coordinatorEmails]) {
      if (given !== '' && !emailRows.has(given)) emailRows.set(given, row);
    }
    if (reasons.length === 0 && taken.companyUsernames.has(username)) {
      problems.push({ row, kind: 'existing', reasons: [IMPORT_MESSAGES.companyExists], cells });
      continue;
    }
    if (taken.emails.has(email)) reasons.push(IMPORT_MESSAGES.emailOfOtherAccount);
    if (taken.emails.has(normalizeEmail(username))) reasons.push(IMPORT_MESSAGES.usernameOfOtherAccount);
    for (const coordinator of new Set(coordinatorEmails)) {
      if (taken.emails.has(coordinator)) reasons.push(IMPORT_MESSAGES.coordinatorOfOtherAccount(coordinator));
    }
    if (E.isRight(checked) && reasons.length === 0) {
      valid.push({ row, company: checked.right, coordinators: [...new Set(coordinatorEmails)] });
    } else problems.push({ row, kind: 'invalid', reasons, cells });
  }
  return judgementOf(rows, valid, problems);
};
