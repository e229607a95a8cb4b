import { expect } from 'chai';
import { ExcelJsSpreadsheetWriter } from '../../../adapters/documents/exceljs-spreadsheet-writer.js';
import { ExportAllocation } from '../../../application/downloads/export-allocation.js';
import { ALLOCATION_COLUMNS, ALLOCATION_MESSAGES } from '../../../domain/allocation.js';
import { aCompany, aSelection, aSelectionEntry, aStudent } from '../../support/builders.js';
import { readSheet, written } from '../../support/downloads-readers.js';
import { fails, freshStorePerTest, succeeds } from '../../support/downloads-store.js';

describe('the allocation export', () => {
  const fair = freshStorePerTest();
  let exportAllocation: ExportAllocation;

  beforeEach(() => {
    exportAllocation = fair.use(ExportAllocation, { spreadsheets: new ExcelJsSpreadsheetWriter() });
  });

  const selectedFair = async () => {
    const alpha = aCompany({ companyName: 'Alpha', areas: ['Automation'] });
    const beta = aCompany({ companyName: 'Beta', areas: ['Management'] });
    await fair.store.companies.add(alpha);
    await fair.store.companies.add(beta);
    const pick = (company: typeof alpha, order: number, selectedPanel = 'DevOps') =>
      aSelectionEntry({ companyId: company.id, companyName: company.companyName, order, selectedPanel });
    const early = aStudent({ fullName: 'A.B. Early', indexNumber: '1900001', email: 'early@uni.test' });
    const late = aStudent({ fullName: 'C.D. Late', indexNumber: '1900002', email: 'late@uni.test' });
    const manager = aStudent({ fullName: 'E.F. Manager', indexNumber: '1900003', email: 'manager@uni.test' });
    const idle = aStudent({ fullName: 'No Selection' });
    await fair.store.students.add({
      ...late,
      selection: aSelection([pick(beta, 1), pick(alpha, 2)], {
        interestedArea: 'Automation',
        submittedAt: new Date('2026-03-01T05:00:00Z'),
      }),
    });
    await fair.store.students.add({
      ...early,
      selection: aSelection([pick(alpha, 1)], {
        interestedArea: 'Automation',
        submittedAt: new Date('2026-03-01T04:00:00Z'),
      }),
    });
    await fair.store.students.add({
      ...manager,
      selection: aSelection([pick(alpha, 1), pick(beta, 2)], {
        interestedArea: 'Management',
        submittedAt: new Date('2026-03-01T03:00:00Z'),
      }),
    });
    await fair.store.students.add(idle);
    return { alpha, beta };
  };

  it('sorts every (student, company) pair by company, panel, interest match, priority, then submission', async () => {
    await selectedFair();
    const workbook = await succeeds(exportAllocation.execute());
    expect(workbook.rows.map((row) => [row.CompanyName, row.Name, row.Priority])).to.deep.equal([
      ['Alpha', 'A.B. Early', 1],
      ['Alpha', 'C.D. Late', 2],
      ['Alpha', 'E.F. Manager', 1],
      ['Beta', 'E.F. Manager', 2],
      ['Beta', 'C.D. Late', 1],
    ]);
  });

  it('counts the students with a selection, the rows and the companies selected', async () => {
    await selectedFair();
    const workbook = await succeeds(exportAllocation.execute());
    expect(workbook.counts).to.deep.equal({ students: 3, entries: 5, companies: 2 });
  });

  it('writes selected_companies_sorted.xlsx with the sheet "Sorted Allocation", the export columns and the rows in order', async () => {
    await selectedFair();
    const workbook = await succeeds(exportAllocation.execute());
    expect(workbook.fileName).to.equal('selected_companies_sorted.xlsx');
    const ticks: number[] = [];
    const sheet = await readSheet(
      await written((out) => workbook.write(out, (n) => ticks.push(n))),
      'Sorted Allocation',
    );
    expect(sheet.names).to.deep.equal(['Sorted Allocation']);
    expect(sheet.rows[0]).to.deep.equal([...ALLOCATION_COLUMNS]);
    expect(sheet.rows[1]).to.deep.equal([
      'Alpha',
      'DevOps',
      'A.B. Early',
      '1900001',
      'early@uni.test',
      'Automation',
      1,
      // 04:00 UTC is 09:30 on the fair's clock, as a date cell holds it.
      new Date('2026-03-01T09:30:00.000Z'),
    ]);
    expect(sheet.rows.slice(1).map((row) => row[2])).to.deep.equal(workbook.rows.map((row) => row.Name));
    expect(ticks).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it("uses the company's current name over the one kept in the selection", async () => {
    const { alpha } = await selectedFair();
    await fair.store.companies.update(alpha.id, { companyName: 'Alpha Renamed' });
    const workbook = await succeeds(exportAllocation.execute());
    expect(workbook.rows.filter((row) => row.CompanyName === 'Alpha Renamed')).to.have.length(3);
  });

  it('answers 404 "No data available to download" when nobody has selected anything', async () => {
    await fair.store.students.add(aStudent());
    const error = await fails(exportAllocation.execute());
    expect(error).to.include({ kind: 'NotFound', message: ALLOCATION_MESSAGES.noData });
    expect(ALLOCATION_MESSAGES.noData).to.equal('No data available to download');
  });
});
