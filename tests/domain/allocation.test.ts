import { expect } from 'chai';
import {
  ALLOCATION_COLUMNS,
  ALLOCATION_FILE_NAME,
  ALLOCATION_SHEET_NAME,
  allocationEntries,
  allocationExport,
  allocationRow,
  interestMatches,
  sortForCompanySelect,
  sortForExport,
  type AllocationCompany,
  type AllocationEntry,
  type AllocationStudent,
} from '../../domain/allocation.js';
import type { Student } from '../../domain/student.js';
import { aCompany, aSelection, aSelectionEntry, aStudent } from '../support/builders.js';
import { leftOf, rightOf } from './validated.js';

/** An allocation entry with neutral values; each test sets the keys it is about. */
const anEntry = (overrides: Partial<AllocationEntry> = {}): AllocationEntry => ({
  studentId: 's',
  name: 'Student',
  indexNumber: '190001A',
  email: 's@uni.test',
  interestedArea: 'Automation',
  submittedAt: new Date('2026-03-01T00:00:00Z'),
  companyId: 'c',
  companyName: 'Acme',
  selectedPanel: 'DevOps',
  priority: 1,
  interestMatch: false,
  ...overrides,
});

const labels = (entries: readonly AllocationEntry[]) => entries.map((entry) => entry.studentId);

describe('interest match', () => {
  for (const [areas, interested, expected, why] of [
    [['Automation'], 'Automation', true, 'equal texts'],
    [['Automation'], 'automation', true, 'texts differing only in case'],
    [['Power Systems'], 'power', true, "a student's area contained in the company's"],
    [['AI'], 'AI / SE', true, "the company's area contained in the student's"],
    [['AI / SE'], 'ai', true, '"AI / SE" against "ai"'],
    [['AI / SE'], 'SE', true, 'the part after the slash'],
    [['AI/SE'], 'se ', true, 'a slash without spaces and a trailing space'],
    [['Automation, Management'], 'MANAGEMENT', true, 'a part after a comma'],
    [['Installation'], 'AI / SE', false, 'unrelated areas'],
    [['Automation'], '', false, 'a blank interested area'],
    [['Automation'], ' / ', false, 'an interested area made only of separators'],
    [[], 'Automation', false, 'a company without areas'],
    [['', 'Management'], 'Management', true, 'a blank company area beside a matching one'],
  ] as const) {
    it(`is ${expected} for ${why}`, () => {
      expect(interestMatches(areas, interested)).to.equal(expected);
    });
  }
});

describe('allocation entries', () => {
  const acme = aCompany({ id: 'acme', companyName: 'Acme', areas: ['AI / SE'] });
  const beta = aCompany({ id: 'beta', companyName: 'Beta', areas: ['Installation'] });

  it('lists every selected company of every student who submitted, in input order', () => {
    const nimal = aStudent({
      id: 'nimal',
      fullName: 'N. Perera',
      indexNumber: '190001A',
      email: 'nimal@uni.test',
      selection: aSelection(
        [
          aSelectionEntry({ companyId: 'beta', companyName: 'Beta', selectedPanel: 'DevOps', order: 1 }),
          aSelectionEntry({ companyId: 'acme', companyName: 'Acme', selectedPanel: 'Software Engineering', order: 2 }),
        ],
        { interestedArea: 'AI / SE', submittedAt: new Date('2026-03-01T04:30:00Z') },
      ),
    });
    const silent = aStudent({ id: 'silent', selection: null });
    const entries = allocationEntries([nimal, silent], [acme, beta]);
    expect(entries).to.deep.equal([
      {
        studentId: 'nimal',
        name: 'N. Perera',
        indexNumber: '190001A',
        email: 'nimal@uni.test',
        interestedArea: 'AI / SE',
        submittedAt: new Date('2026-03-01T04:30:00Z'),
        companyId: 'beta',
        companyName: 'Beta',
        selectedPanel: 'DevOps',
        priority: 1,
        interestMatch: false,
      },
      {
        studentId: 'nimal',
        name: 'N. Perera',
        indexNumber: '190001A',
        email: 'nimal@uni.test',
        interestedArea: 'AI / SE',
        submittedAt: new Date('2026-03-01T04:30:00Z'),
        companyId: 'acme',
        companyName: 'Acme',
        selectedPanel: 'Software Engineering',
        priority: 2,
        interestMatch: true,
      },
    ]);
  });

  it("uses the company's current name when it is known and the stored one otherwise", () => {
    const student = aStudent({
      selection: aSelection([
        aSelectionEntry({ companyId: 'acme', companyName: 'Old Acme', order: 1 }),
        aSelectionEntry({ companyId: 'gone', companyName: 'Gone Ltd', order: 2 }),
      ]),
    });
    const companies: AllocationCompany[] = [{ id: 'acme', areas: [], companyName: 'Acme' }];
    expect(allocationEntries([student], companies).map((entry) => entry.companyName)).to.deep.equal([
      'Acme',
      'Gone Ltd',
    ]);
  });

  it('does not match the interest of a company it does not know', () => {
    const student = aStudent({ selection: aSelection([aSelectionEntry({ companyId: 'gone', order: 1 })]) });
    expect(allocationEntries([student], [])[0]?.interestMatch).to.equal(false);
  });

  it('has no priority for an entry without a usable order', () => {
    const student: AllocationStudent = {
      ...aStudent(),
      selection: {
        interestedArea: 'Automation',
        submittedAt: new Date('2026-03-01T00:00:00Z'),
        selectedCompaniesbyStudent: [
          { companyId: 'a', companyName: 'A', selectedPanel: 'DevOps' },
          { companyId: 'b', companyName: 'B', selectedPanel: 'DevOps', order: null },
          { companyId: 'c', companyName: 'C', selectedPanel: 'DevOps', order: 0 },
          { companyId: 'd', companyName: 'D', selectedPanel: 'DevOps', order: 1.5 },
          { companyId: 'e', companyName: 'E', selectedPanel: 'DevOps', order: 3 },
        ],
      },
    };
    expect(allocationEntries([student], []).map((entry) => entry.priority)).to.deep.equal([null, null, null, null, 3]);
  });

  it('names a student by the name with initials, or the common name when that is empty', () => {
    const withInitials: Student = aStudent({
      fullName: 'A.B. Perera',
      commonName: 'Nimal',
      selection: aSelection([aSelectionEntry()]),
    });
    const without: Student = aStudent({
      fullName: ' ',
      commonName: 'Kamal',
      selection: aSelection([aSelectionEntry()]),
    });
    expect(allocationEntries([withInitials, without], []).map((entry) => entry.name)).to.deep.equal([
      'A.B. Perera',
      'Kamal',
    ]);
  });
});

describe('company-select order (company name, interest match, priority, submission time)', () => {
  it('orders by company name first, ignoring case and reading numbers as numbers', () => {
    const entries = [
      anEntry({ studentId: '3', companyName: 'company 10' }),
      anEntry({ studentId: '1', companyName: 'Beta' }),
      anEntry({ studentId: '2', companyName: 'Company 2' }),
      anEntry({ studentId: '0', companyName: 'acme' }),
    ];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['0', '1', '2', '3']);
  });

  it('keeps companies whose names differ only in case apart rather than interleaving them', () => {
    const entries = [
      anEntry({ studentId: 'upper1', companyName: 'ACME', priority: 1 }),
      anEntry({ studentId: 'lower', companyName: 'acme', priority: 1 }),
      anEntry({ studentId: 'upper2', companyName: 'ACME', priority: 2 }),
    ];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['upper1', 'upper2', 'lower']);
  });

  it('puts students whose interest matches first within a company', () => {
    const entries = [
      anEntry({ studentId: 'no', interestMatch: false, priority: 1 }),
      anEntry({ studentId: 'yes', interestMatch: true, priority: 5 }),
    ];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['yes', 'no']);
  });

  it('orders by priority ascending when company and match are equal', () => {
    const entries = [anEntry({ studentId: 'p3', priority: 3 }), anEntry({ studentId: 'p1', priority: 1 })];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['p1', 'p3']);
  });

  it('puts entries without a priority after numbered ones', () => {
    const entries = [anEntry({ studentId: 'none', priority: null }), anEntry({ studentId: 'p10', priority: 10 })];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['p10', 'none']);
  });

  it('orders by submission time ascending when priorities are equal', () => {
    const entries = [
      anEntry({ studentId: 'late', submittedAt: new Date('2026-03-01T10:00:00Z') }),
      anEntry({ studentId: 'early', submittedAt: new Date('2026-03-01T09:00:00Z') }),
      anEntry({ studentId: 'never', submittedAt: null }),
    ];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['early', 'late', 'never']);
  });

  it('keeps input order for entries equal on every key, equal submission times included', () => {
    const entries = ['x', 'y', 'z'].map((studentId) => anEntry({ studentId }));
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['x', 'y', 'z']);
    expect(labels(sortForCompanySelect([...entries].reverse()))).to.deep.equal(['z', 'y', 'x']);
  });

  it('ignores the panel', () => {
    const entries = [
      anEntry({ studentId: 'zpanel', selectedPanel: 'Quality Assurance', priority: 1 }),
      anEntry({ studentId: 'apanel', selectedPanel: 'Business Analysis', priority: 2 }),
    ];
    expect(labels(sortForCompanySelect(entries))).to.deep.equal(['zpanel', 'apanel']);
  });

  it('sorts an empty list to an empty list and leaves its input untouched', () => {
    expect(sortForCompanySelect([])).to.deep.equal([]);
    const entries = [anEntry({ studentId: 'b', companyName: 'B' }), anEntry({ studentId: 'a', companyName: 'A' })];
    sortForCompanySelect(entries);
    expect(labels(entries)).to.deep.equal(['b', 'a']);
  });
});

describe('export order (company name, panel, interest match, priority, submission time)', () => {
  it('orders by company, then panel, then match, then priority, then submission time', () => {
    const entries = [
      anEntry({ studentId: '6', companyName: 'Beta' }),
      anEntry({ studentId: '5', selectedPanel: 'QA', priority: 1, interestMatch: true }),
      anEntry({ studentId: '4', selectedPanel: 'DevOps', priority: null, interestMatch: false }),
      anEntry({ studentId: '3', selectedPanel: 'DevOps', priority: 2, interestMatch: false }),
      anEntry({
        studentId: '2',
        selectedPanel: 'DevOps',
        priority: 1,
        interestMatch: false,
        submittedAt: new Date('2026-03-02T00:00:00Z'),
      }),
      anEntry({ studentId: '1', selectedPanel: 'DevOps', priority: 1, interestMatch: false }),
      anEntry({ studentId: '0', selectedPanel: 'DevOps', priority: 9, interestMatch: true }),
    ];
    expect(labels(sortForExport(entries))).to.deep.equal(['0', '1', '2', '3', '4', '5', '6']);
  });

  it('keeps input order for entries equal on every key', () => {
    const entries = ['q', 'p'].map((studentId) => anEntry({ studentId }));
    expect(labels(sortForExport(entries))).to.deep.equal(['q', 'p']);
  });
});

describe('allocation export', () => {
  it('is the file selected_companies_sorted.xlsx with one sheet, Sorted Allocation, and the columns of spec §3', () => {
    expect(ALLOCATION_FILE_NAME).to.equal('selected_companies_sorted.xlsx');
    expect(ALLOCATION_SHEET_NAME).to.equal('Sorted Allocation');
    expect(ALLOCATION_COLUMNS).to.deep.equal([
      'CompanyName',
      'SelectedPanel',
      'Name',
      'IndexNumber',
      'Email',
      'InterestedArea',
      'Priority',
      'SubmittedAt',
    ]);
  });

  it('names its only sheet as Excel requires (spec §5): not blank, at most 31 characters, none of : \\ / ? * [ ]', () => {
    expect(ALLOCATION_SHEET_NAME.trim()).to.not.equal('');
    expect(ALLOCATION_SHEET_NAME.length).to.be.at.most(31);
    expect([...ALLOCATION_SHEET_NAME].filter((character) => ':\\/?*[]'.includes(character))).to.deep.equal([]);
  });

  it('writes a row with the priority as a number and the submission time as the instant, for a date cell', () => {
    const row = allocationRow(
      anEntry({
        companyName: 'Acme',
        selectedPanel: 'DevOps',
        name: 'N. Perera',
        indexNumber: '190001A',
        email: 'nimal@uni.test',
        interestedArea: 'AI / SE',
        priority: 2,
        submittedAt: new Date('2026-03-01T04:30:00Z'),
      }),
    );
    expect(row).to.deep.equal({
      CompanyName: 'Acme',
      SelectedPanel: 'DevOps',
      Name: 'N. Perera',
      IndexNumber: '190001A',
      Email: 'nimal@uni.test',
      InterestedArea: 'AI / SE',
      Priority: 2,
      SubmittedAt: new Date('2026-03-01T04:30:00Z'),
    });
    expect(Object.keys(row)).to.deep.equal([...ALLOCATION_COLUMNS]);
  });

  it('writes Priority "N/A" for an entry without an order', () => {
    expect(allocationRow(anEntry({ priority: null })).Priority).to.equal('N/A');
  });

  it('writes an empty SubmittedAt when the time is missing or invalid', () => {
    expect(allocationRow(anEntry({ submittedAt: null })).SubmittedAt).to.equal('');
    expect(allocationRow(anEntry({ submittedAt: new Date('nonsense') })).SubmittedAt).to.equal('');
  });

  it("refuses to export when nobody has selected anything with 'No data available to download'", () => {
    expect(leftOf(allocationExport([], []))).to.equal('No data available to download');
    expect(leftOf(allocationExport([aStudent({ selection: null })], []))).to.equal('No data available to download');
  });

  it('gives the rows of every student in export order', () => {
    const acme = aCompany({ id: 'acme', companyName: 'Acme', areas: ['Automation'] });
    /** A student who chose acme's DevOps panel at this order, interested in this area, submitting at this hour. */
    const choosingAcme = (fullName: string, order: number, interestedArea: string, hour: string) =>
      aStudent({
        fullName,
        selection: aSelection(
          [aSelectionEntry({ companyId: 'acme', companyName: 'Acme', selectedPanel: 'DevOps', order })],
          { interestedArea, submittedAt: new Date(`2026-03-01T${hour}:00:00Z`) },
        ),
      });
    const early = choosingAcme('Early', 2, 'Management', '01');
    const matching = choosingAcme('Matching', 3, 'automation', '02');
    const rows = rightOf(allocationExport([early, matching], [acme]));
    expect(rows.map((row) => [row.Name, row.Priority])).to.deep.equal([
      ['Matching', 3],
      ['Early', 2],
    ]);
  });
});
