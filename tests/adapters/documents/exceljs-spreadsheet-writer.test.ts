import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { ExcelJsSpreadsheetWriter } from '../../../adapters/documents/exceljs-spreadsheet-writer.js';
import type { Sheet, SheetCell } from '../../../application/ports/documents.js';
import { EVENT_DATE_TIME_SHEET_FORMAT } from '../../../domain/event-time.js';
import { scratchFilePerTest, slowly } from '../../support/scratch-files.js';

const columns = [
  { header: 'Index Number', key: 'indexNumber', width: 16 },
  { header: 'Name', key: 'name' },
  { header: 'Queue', key: 'queue', width: 8 },
];

describe('ExcelJsSpreadsheetWriter', () => {
  const writer = new ExcelJsSpreadsheetWriter();
  const file = scratchFilePerTest('xlsx-', 'export.xlsx');

  const writeAndOpen = async (sheets: readonly Sheet[]): Promise<ExcelJS.Workbook> => {
    await writer.write(sheets, createWriteStream(file()));
    return new ExcelJS.Workbook().xlsx.readFile(file());
  };

  const valuesOf = (worksheet: ExcelJS.Worksheet): unknown[][] => {
    const rows: unknown[][] = [];
    worksheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('writes a sheet with a bold header row and the rows in order, from a plain array', async () => {
    const workbook = await writeAndOpen([
      {
        name: 'Students',
        columns,
        rows: [
          { indexNumber: '190001A', name: 'Amaya Perera', queue: 1 },
          { indexNumber: '190002B', name: 'Nimal Silva', queue: 2 },
        ],
      },
    ]);
    const worksheet = workbook.getWorksheet('Students')!;
    expect(valuesOf(worksheet)).to.deep.equal([
      ['Index Number', 'Name', 'Queue'],
      ['190001A', 'Amaya Perera', 1],
      ['190002B', 'Nimal Silva', 2],
    ]);
    expect(worksheet.getRow(1).getCell(1).font?.bold).to.equal(true);
    expect(worksheet.getRow(2).getCell(1).font?.bold).not.to.equal(true);
  });

  it('uses the given column widths, and a width fitting the header otherwise', async () => {
    const workbook = await writeAndOpen([{ name: 'Students', columns, rows: [] }]);
    const worksheet = workbook.getWorksheet('Students')!;
    expect(worksheet.getColumn(1).width).to.equal(16);
    expect(worksheet.getColumn(2).width).to.equal(10);
    expect(worksheet.getColumn(3).width).to.equal(8);
  });

  it('writes several sheets, consuming rows from async iterables, and leaves a missing cell empty', async () => {
    const workbook = await writeAndOpen([
      {
        name: 'Interviews',
        columns,
        rows: slowly<Record<string, SheetCell>>([
          { indexNumber: '190003C', name: 'Kamal', queue: 3 },
          { indexNumber: '190004D', name: 'Sita' },
        ]),
      },
      { name: 'Companies', columns: [{ header: 'Company', key: 'company' }], rows: slowly([{ company: 'Acme' }]) },
    ]);
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).to.deep.equal(['Interviews', 'Companies']);
    expect(valuesOf(workbook.getWorksheet('Interviews')!)).to.deep.equal([
      ['Index Number', 'Name', 'Queue'],
      ['190003C', 'Kamal', 3],
      ['190004D', 'Sita'],
    ]);
    expect(valuesOf(workbook.getWorksheet('Companies')!)).to.deep.equal([['Company'], ['Acme']]);
  });

  it('writes an instant as a date cell on the fair clock, in the one format "Sun 1 Mar, 09:30"', async () => {
    const workbook = await writeAndOpen([
      {
        name: 'Times',
        columns: [
          { header: 'Name', key: 'name' },
          { header: 'SubmittedAt', key: 'at', width: 18 },
        ],
        rows: [
          { name: 'Amaya', at: new Date('2026-03-01T04:00:00Z') },
          { name: 'Nimal', at: new Date('2026-03-01T20:15:00Z') },
          { name: 'Kasun', at: new Date('nonsense') },
        ],
      },
    ]);
    const worksheet = workbook.getWorksheet('Times')!;
    // Asia/Colombo is 5:30 ahead: the cell holds the wall clock there, the day included.
    expect(worksheet.getCell('B2').value).to.deep.equal(new Date('2026-03-01T09:30:00.000Z'));
    expect(worksheet.getCell('B3').value).to.deep.equal(new Date('2026-03-02T01:45:00.000Z'));
    expect([worksheet.getCell('B2').numFmt, worksheet.getCell('B3').numFmt]).to.deep.equal([
      EVENT_DATE_TIME_SHEET_FORMAT,
      EVENT_DATE_TIME_SHEET_FORMAT,
    ]);
    expect(worksheet.getCell('B4').value).to.equal(null);
  });

  it("writes the wall clock of the zone it was given, the fair's", async () => {
    await new ExcelJsSpreadsheetWriter('Europe/London').write(
      [{ name: 'Times', columns: [{ header: 'At', key: 'at' }], rows: [{ at: new Date('2026-07-15T12:00:00Z') }] }],
      createWriteStream(file()),
    );
    const worksheet = (await new ExcelJS.Workbook().xlsx.readFile(file())).getWorksheet('Times')!;
    expect(worksheet.getCell('A2').value).to.deep.equal(new Date('2026-07-15T13:00:00.000Z'));
  });

  it('keeps text that looks like a formula as text', async () => {
    const workbook = await writeAndOpen([
      { name: 'S', columns, rows: [{ indexNumber: '=HYPERLINK("http://evil")', name: '+1', queue: 0 }] },
    ]);
    const cell = workbook.getWorksheet('S')!.getRow(2).getCell(1);
    expect(cell.type).to.equal(ExcelJS.ValueType.String);
    expect(cell.value).to.equal('=HYPERLINK("http://evil")');
  });

  it('streams many rows, in order, without collecting them first', async () => {
    function* many(): Iterable<Record<string, string | number>> {
      for (let i = 1; i <= 5000; i++) yield { indexNumber: `IX${i}`, name: `Student ${i}`, queue: i };
    }
    const workbook = await writeAndOpen([{ name: 'All', columns, rows: many() }]);
    const worksheet = workbook.getWorksheet('All')!;
    expect(worksheet.rowCount).to.equal(5001);
    expect((worksheet.getRow(5001).values as unknown[]).slice(1)).to.deep.equal(['IX5000', 'Student 5000', 5000]);
  });

  it('resolves only once the output has been fully written', async () => {
    const out = createWriteStream(file());
    await writer.write([{ name: 'S', columns, rows: [] }], out);
    expect(out.writableFinished).to.equal(true);
    expect((await stat(file())).size).to.be.greaterThan(0);
  });

  it('rejects when a row source fails, and destroys the unfinished output', async () => {
    async function* failing(): AsyncIterable<Record<string, string>> {
      yield { indexNumber: '190001A' };
      throw new Error('store went away');
    }
    const out = new PassThrough();
    out.resume();
    try {
      await writer.write([{ name: 'S', columns, rows: failing() }], out);
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('store went away');
    }
    expect(out.destroyed).to.equal(true);
  });

  it('rejects when the output fails, and stops pulling rows', async () => {
    const out = new PassThrough();
    out.resume();
    let pulled = 0;
    async function* endless(): AsyncIterable<Record<string, number>> {
      for (;;) {
        pulled++;
        await new Promise((resolve) => setImmediate(resolve));
        yield { queue: pulled };
      }
    }
    setTimeout(() => out.destroy(new Error('client went away')), 20);
    try {
      await writer.write([{ name: 'S', columns, rows: endless() }], out);
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('client went away');
    }
    const pulledAtFailure = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).to.equal(pulledAtFailure);
  });
});
