/** A Date is an instant: written as a date cell on the fair's clock, shown as "Thu 26 Nov, 09:30". */
export type SheetCell = string | number | Date;

/** Wide enough for a time in the one format, "Thu 26 Nov, 09:30" (a narrower date cell shows "####"). */
export const TIME_COLUMN_WIDTH = 18;

export interface SheetColumn {
  readonly header: string;
  readonly key: string;
  readonly width?: number;
}

export interface Sheet {
  readonly name: string;
  readonly columns: readonly SheetColumn[];
  readonly rows: Iterable<Readonly<Record<string, SheetCell>>> | AsyncIterable<Readonly<Record<string, SheetCell>>>;
}

export interface SpreadsheetWriter {
  /** Streams an .xlsx workbook with these sheets to `out`; resolves when it is fully written. */
  write(sheets: readonly Sheet[], out: NodeJS.WritableStream): Promise<void>;
}

/** A sheet read as text: its rows in order, each the texts of its cells from the first column. */
export type SheetTable = readonly (readonly string[])[];

export interface SpreadsheetReader {
  /** The first sheet of a CSV or .xlsx file, told apart by their bytes; null when the bytes are neither. */
  read(bytes: Uint8Array): Promise<SheetTable | null>;
}

export interface ArchiveEntry {
  /** A safe file name made by the application, never a client's path. */
  readonly name: string;
  readonly content: AsyncIterable<Uint8Array>;
}

export interface ArchiveWriter {
  /** Streams a zip of the entries to `out`; resolves when it is fully written. */
  write(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, out: NodeJS.WritableStream): Promise<void>;
}

/** One timed interview in a calendar file. */
export interface CalendarEvent {
  /** Stable per interview, so importing the file again updates the event rather than adding one. */
  readonly uid: string;
  readonly title: string;
  readonly location: string;
  readonly description: string;
  readonly start: Date;
  readonly end: Date;
  /** A no-show's interview is kept as cancelled, so a calendar that had it drops it. */
  readonly cancelled: boolean;
}

export interface CalendarWriter {
  /** An iCalendar (.ics) text of the events under the calendar's name. */
  write(name: string, events: readonly CalendarEvent[]): string;
}

/** One titled table of a PDF document: its column headers and its rows of text, in order. */
export interface PdfTable {
  readonly heading: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface PdfDocument {
  readonly title: string;
  /** A line under the title, such as the company. */
  readonly subtitle: string;
  readonly tables: readonly PdfTable[];
}

export interface PdfWriter {
  /** Streams a PDF of the document to `out`, each table under its heading; resolves when it is fully written. */
  write(document: PdfDocument, out: NodeJS.WritableStream): Promise<void>;
}
