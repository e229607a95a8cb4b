import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import { PdfKitPdfWriter } from '../../../adapters/documents/pdfkit-pdf-writer.js';
import type { PdfDocument } from '../../../application/ports/documents.js';
import { pdfTextLines } from '../../support/pdf-text.js';

const write = async (document: PdfDocument): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new PdfKitPdfWriter().write(document, out);
  return Buffer.concat(chunks);
};

describe('PdfKitPdfWriter', () => {
  it('writes a PDF with the title, the line under it, and each table under its heading, rows in order', async () => {
    const pdf = await write({
      title: 'Panel A: interview schedule',
      subtitle: 'Acme',
      tables: [
        {
          heading: 'Thu 26 Nov',
          columns: ['Queue', 'Student'],
          rows: [
            ['1', 'Amaya Perera'],
            ['2', 'Nimal (Silva)'],
          ],
        },
        { heading: 'No time yet', columns: ['Queue', 'Student'], rows: [['', 'Kasun']] },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).to.equal('%PDF-');
    expect(pdf.subarray(-6).toString()).to.match(/%%EOF/);
    expect(pdfTextLines(pdf)).to.deep.equal([
      'Panel A: interview schedule',
      'Acme',
      'Thu 26 Nov',
      'Queue',
      'Student',
      '1',
      'Amaya Perera',
      '2',
      'Nimal (Silva)',
      'No time yet',
      'Queue',
      'Student',
      'Kasun',
    ]);
  });

  it('resolves only once the output has been fully written, and writes a table of hundreds of rows over pages', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => [String(i + 1), `Student ${i + 1}`]);
    const pdf = await write({
      title: 'Long',
      subtitle: '',
      tables: [{ heading: 'Day', columns: ['Queue', 'Student'], rows }],
    });
    const lines = pdfTextLines(pdf);
    expect(lines).to.include('Student 300');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).to.be.greaterThan(1);
  });
});
