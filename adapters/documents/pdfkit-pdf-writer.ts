import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { PdfDocument, PdfWriter } from '../../application/ports/documents.js';

const MARGIN = 50;

/**
 * PDFs written by pdfkit on A4 in its built-in Helvetica: the title, a line under it, then each table
 * under its heading, its header row in bold and repeated by pdfkit on a new page.
 */
export class PdfKitPdfWriter implements PdfWriter {
  async write(document: PdfDocument, out: NodeJS.WritableStream): Promise<void> {
    const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: document.title } });
    const written = finished(out);
    pdf.pipe(out);
    pdf.font('Helvetica-Bold').fontSize(18).text(document.title);
    pdf.font('Helvetica').fontSize(11).text(document.subtitle).moveDown();
    for (const table of document.tables) {
      pdf.font('Helvetica-Bold').fontSize(13).text(table.heading).moveDown(0.3);
      pdf.font('Helvetica').fontSize(10);
      pdf.table({
        rowStyles: (row) => (row === 0 ? { font: { src: 'Helvetica-Bold' }, backgroundColor: '#eeeeee' } : undefined),
        data: [[...table.columns], ...table.rows.map((row) => [...row])],
      });
      pdf.moveDown();
    }
    pdf.end();
    await written;
  }
}
