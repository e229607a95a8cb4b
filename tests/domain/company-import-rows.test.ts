import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { COMPANY_MESSAGES, validateNewCompanyDetails } from '../../domain/company.js';
import { EMAIL_MESSAGES } from '../../domain/email.js';
import {
  COMPANY_IMPORT_FIELDS,
  companyOfRow,
  dataRows,
  IMPORT_MESSAGES,
  judgeCompanyRows,
  suggestMapping,
  type TakenCompanyKeys,
} from '../../domain/import-rows.js';
import {
  aCompanyRow,
  COMPANY_HEADERS,
  COMPANY_MAPPING,
  companyCells,
  type CompanyImportRow,
} from '../support/import-files.js';

const NOTHING_TAKEN: TakenCompanyKeys = { companyUsernames: new Set(), emails: new Set() };

const judge = (rows: readonly CompanyImportRow[], taken = NOTHING_TAKEN) =>
  judgeCompanyRows(dataRows([[...COMPANY_HEADERS], ...rows.map(companyCells)]), COMPANY_MAPPING, taken);
const reasonsOf = (judgement: ReturnType<typeof judge>) =>
  judgement.problems.map(({ row, kind, reasons }) => [row, kind, reasons]);

describe('Importing companies: the rows of a file', () => {
  it("suggests each field's column from a society's headers", () => {
    expect(suggestMapping(COMPANY_IMPORT_FIELDS, [...COMPANY_HEADERS])).to.deep.equal(COMPANY_MAPPING);
    const mapping = suggestMapping(COMPANY_IMPORT_FIELDS, ['Company', 'Phone', 'Number of interviews', 'Panel']);
    expect(mapping).to.include({ companyName: 0, contactPersonTP: 1, numberOfInterviews: 2, panels: 3, email: null });
  });

  it("requires exactly the fields the admin's create company form refuses empty", () => {
    const refused = validateNewCompanyDetails(companyOfRow([], {}).form);
    const required = COMPANY_IMPORT_FIELDS.filter((field) => field.required).map((field) => field.key);
    expect(E.isLeft(refused) ? refused.left.map((failure) => failure.field) : []).to.have.members(required);
  });

  it('reads a valid row as the create company form stores it, lists split on semicolons, with its coordinators', () => {
    const { valid, problems } = judge([
      aCompanyRow(1, 'd', {
        email: ' HR@Acme.TEST ',
        session: 'Morning',
        coordinators: 'Ann@Acme.test;\nbob@acme.test',
      }),
    ]);
    expect(problems).to.deep.equal([]);
    expect(valid[0]).to.deep.include({ row: 2, coordinators: ['ann@acme.test', 'bob@acme.test'] });
    expect(valid[0]?.company).to.deep.include({
      username: 'company-d1',
      email: 'hr@acme.test',
      session: 'morning',
      numberOfInterviews: 10,
      panelsCount: 2,
      areas: ['AI / SE', 'Management'],
      panels: ['Software Engineering', 'Quality Assurance'],
      tags: ['software', 'consulting'],
    });
  });

  it('gives every reason the create company and add coordinator forms would, for one row', () => {
    const judgement = judge([
      aCompanyRow(1, 'd', {
        username: '',
        numberOfInterviews: 'many',
        panels: 'Software Engineering; Panel Z',
        areas: '',
        coordinators: 'ann@acme.test; not-an-address',
      }),
    ]);
    expect(judgement).to.include({ invalid: 1, existing: 0 });
    expect(reasonsOf(judgement)).to.deep.equal([
      [
        2,
        'invalid',
        [
          COMPANY_MESSAGES.usernameRequired,
          COMPANY_MESSAGES.invalidNumber,
          COMPANY_MESSAGES.areasRequired,
          `${COMPANY_MESSAGES.unknownPanel}: "Panel Z" is not on it`,
          IMPORT_MESSAGES.coordinatorInvalid('not-an-address', EMAIL_MESSAGES.invalid),
        ],
      ],
    ]);
  });

  it("names the row above that has the same username or e-mail, a coordinator's included", () => {
    const first = aCompanyRow(1, 'd');
    const judgement = judge([
      first,
      aCompanyRow(2, 'd', { username: first.username }),
      aCompanyRow(3, 'd', { email: 'ONE.d1@company.test' }),
      aCompanyRow(4, 'd', { coordinators: 'hr.d1@company.test' }),
      aCompanyRow(5, 'd', { coordinators: 'hr.d5@company.test' }),
    ]);
    expect(judgement.valid.map(({ row }) => row)).to.deep.equal([2]);
    expect(reasonsOf(judgement)).to.deep.equal([
      [3, 'invalid', [IMPORT_MESSAGES.sameUsernameAs(2)]],
      [4, 'invalid', [IMPORT_MESSAGES.sameEmailAs(2)]],
      [5, 'invalid', [IMPORT_MESSAGES.sameCoordinatorAs('hr.d1@company.test', 2)]],
      [6, 'invalid', [IMPORT_MESSAGES.coordinatorIsCompany('hr.d5@company.test')]],
    ]);
  });

  it("skips an existing company's row and refuses e-mails or a username of other accounts", () => {
    const rows = [
      aCompanyRow(1, 'd'),
      aCompanyRow(2, 'd'),
      aCompanyRow(3, 'd'),
      aCompanyRow(4, 'd', { username: 'admin@fair.test' }),
    ];
    const taken: TakenCompanyKeys = {
      companyUsernames: new Set([rows[0]!.username]),
      emails: new Set([rows[0]!.email, rows[1]!.email, 'two.d3@company.test', 'admin@fair.test']),
    };
    const judgement = judge(rows, taken);
    expect(judgement).to.include({ rows: 4, existing: 1, invalid: 3 });
    expect(reasonsOf(judgement)).to.deep.equal([
      [2, 'existing', [IMPORT_MESSAGES.companyExists]],
      [3, 'invalid', [IMPORT_MESSAGES.emailOfOtherAccount]],
      [4, 'invalid', [IMPORT_MESSAGES.coordinatorOfOtherAccount('two.d3@company.test')]],
      [5, 'invalid', [IMPORT_MESSAGES.usernameOfOtherAccount]],
    ]);
  });
});
