import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** Every byte a document writer puts into its output. */
export const written = async (write: (out: NodeJS.WritableStream) => Promise<void>): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
};

export interface ZipEntry {
  readonly name: string;
  readonly bytes: Buffer;
}

/** The entries of a zip, in order, with their bytes, read with yauzl. */
export const readZip = async (zipBytes: Buffer): Promise<ZipEntry[]> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zipBytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
};

/** How each entry of a zip is kept, by name: 0 stored as it is, 8 deflated (the zip format's method numbers). */
export const zipCompressionMethods = async (zipBytes: Buffer): Promise<Record<string, number>> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zipBytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const methods: Record<string, number> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      methods[entry.fileName] = entry.compressionMethod;
      zip.readEntry();
    });
    zip.readEntry();
  });
  return methods;
};

export interface SheetContent {
  readonly names: string[];
  /** The rows of one sheet, header first, as plain values. */
  readonly rows: unknown[][];
}

/** The sheet names of an .xlsx and the rows of the named sheet, read with ExcelJS's reader. */
export const readSheet = async (xlsx: Buffer, sheetName: string): Promise<SheetContent> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const worksheet = workbook.getWorksheet(sheetName);
  const rows: unknown[][] = [];
  worksheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: workbook.worksheets.map((sheet) => sheet.name), rows };
};
