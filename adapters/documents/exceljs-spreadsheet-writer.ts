import type { Stream } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Sheet, SheetCell, SheetColumn, SpreadsheetWriter } from '../../application/ports/documents.js';
import { DEFAULT_EVENT_TIME_ZONE, EVENT_DATE_TIME_SHEET_FORMAT, eventWallClock } from '../../domain/event-time.js';
import { drained, streamInto, whenAborted } from './output-stream.js';

// Rows committed between two turns of the event loop, in which the zip compressor and `out` catch up.
const ROWS_PER_TURN = 200;

const widthOf = (column: SheetColumn): number => column.width ?? Math.max(10, column.header.length + 2);

/**
 * Streams an .xlsx: each row is committed as soon as it is added, so memory stays flat however long the sheets.
 * An instant becomes a real date cell holding the fair's wall clock (a cell has no zone), in the portal's
 * one time format, so a spreadsheet sorts it and a person reads it as on every screen.
 */
export class ExcelJsSpreadsheetWriter implements SpreadsheetWriter {
  constructor(private readonly timeZone: string = DEFAULT_EVENT_TIME_ZONE) {}

  write(sheets: readonly Sheet[], out: NodeJS.WritableStream): Promise<void> {
    return streamInto(out, async (signal) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream, useStyles: true });
      for (const sheet of sheets) {
        const worksheet = workbook.addWorksheet(sheet.name);
        worksheet.columns = sheet.columns.map((column) => ({
          header: column.header,
          key: column.key,
          width: widthOf(column),
        }));
        const header = worksheet.getRow(1);
        header.font = { bold: true };
        header.commit();
        let count = 0;
        for await (const row of sheet.rows) {
          signal.throwIfAborted();
          this.addRow(worksheet, row).commit();
          if (++count % ROWS_PER_TURN === 0) {
            await nextTurn();
            await drained(out, signal);
          }
        }
        signal.throwIfAborted();
        worksheet.commit();
      }
      // ExcelJS waits for `out` to finish, which a failed `out` never does.
      await Promise.race([workbook.commit(), whenAborted(signal)]);
    });
  }

  private addRow(worksheet: ExcelJS.Worksheet, row: Readonly<Record<string, SheetCell>>): ExcelJS.Row {
    const times = Object.keys(row).filter((key) => row[key] instanceof Date);
    if (times.length === 0) return worksheet.addRow(row);
    const cells: Record<string, SheetCell> = { ...row };
    for (const key of times) {
      const at = row[key] as Date;
      cells[key] = Number.isNaN(at.getTime()) ? '' : eventWallClock(at, this.timeZone);
    }
    const added = worksheet.addRow(cells);
    for (const key of times) added.getCell(key).numFmt = EVENT_DATE_TIME_SHEET_FORMAT;
    return added;
  }
}
