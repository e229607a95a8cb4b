export type SheetCell = string | number;

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

export interface ArchiveEntry {
  /** A safe file name made by the application, never a client's path. */
  readonly name: string;
  readonly content: AsyncIterable<Uint8Array>;
}

export interface ArchiveWriter {
  /** Streams a zip of the entries to `out`; resolves when it is fully written. */
  write(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, out: NodeJS.WritableStream): Promise<void>;
}
