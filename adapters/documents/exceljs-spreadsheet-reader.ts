import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { detectMediaType } from '../../domain/upload.js';
import type { SheetTable, SpreadsheetReader } from '../../application/ports/documents.js';

/** An .xlsx file is a zip archive: it starts with a zip entry's signature. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = '\uFEFF';

const startsLikeZip = (bytes: Uint8Array): boolean => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** Tab, line feed, form feed and carriage return: the only control characters a table of text holds. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

const isBinary = (byte: number): boolean => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;

/**
 * The bytes as text when they are UTF-8 text (no invalid sequence, no control character but line
 * ends and tabs) and no document told by its first bytes (a PDF starts like text); else null.
 */
const textOf = (bytes: Uint8Array): string | null => {
  if (detectMediaType(bytes) !== null || bytes.some(isBinary)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text;
  } catch {
    return null;
  }
};

const tableOf = (worksheet: ExcelJS.Worksheet | undefined): SheetTable => {
  if (worksheet === undefined) return [];
  const columns = worksheet.columnCount;
  const rows: string[][] = [];
  for (let index = 1; index <= worksheet.rowCount; index++) {
    const row = worksheet.getRow(index);
    rows.push(Array.from({ length: columns }, (_, column) => row.getCell(column + 1).text.trim()));
  }
  return rows;
};

/**
 * Reads an uploaded CSV or .xlsx through ExcelJS. The kind is told by the bytes, never by the name:
 * a zip archive that ExcelJS opens as a workbook is an .xlsx, UTF-8 text is a CSV, anything else is
 * neither. Every cell is read as the text a person sees (a CSV's cells as written, never as dates or numbers).
 */
export class ExcelJsSpreadsheetReader implements SpreadsheetReader {
  async read(bytes: Uint8Array): Promise<SheetTable | null> {
    const workbook = new ExcelJS.Workbook();
    if (startsLikeZip(bytes)) {
      try {
        await workbook.xlsx.load(bytes.slice().buffer);
      } catch {
        return null;
      }
      return tableOf(workbook.worksheets[0]);
    }
    const text = textOf(bytes);
    if (text === null) return null;
    const worksheet = await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value });
    return tableOf(worksheet);
  }
}
