import type { Stream } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Sheet, SheetColumn, SpreadsheetWriter } from '../../application/ports/documents.js';
import { drained, streamInto, whenAborted } from './output-stream.js';

// Rows committed between two turns of the event loop, in which the zip compressor and `out` catch up.
const ROWS_PER_TURN = 200;

const widthOf = (column: SheetColumn): number => column.width ?? Math.max(10, column.header.length + 2);

/** Streams an .xlsx: each row is committed as soon as it is added, so memory stays flat however long the sheets. */
export class ExcelJsSpreadsheetWriter implements SpreadsheetWriter {
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
          worksheet.addRow(row).commit();
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
}
