import PDFDocument from 'pdfkit';

/** A PDF being drawn: pdfkit's document with the house style's helpers. */
export type PdfPage = {
  /** The document's main heading. */
  title(text: string): void;
  /** A section heading. */
  heading(text: string): void;
  /** A paragraph of body text. */
  paragraph(text: string): void;
  /** Label and value rows, two columns; a value may run over several lines. */
  rows(rows: readonly (readonly [string, string])[]): void;
  /** A list of points, each on its own line. */
  bullets(items: readonly string[]): void;
  /**
   * A table with a bold header row; each column's share of the width and alignment given, a cell
   * may run over several lines and a row that would not fit starts a new page (header repeated).
   */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void;
  /** The raw pdfkit document, for drawing (a signature). */
  readonly doc: PDFKit.PDFDocument;
};

/** A table column: its heading, its share of the width (the shares sum to 1) and alignment. */
export type PdfColumn = { header: string; share: number; align?: 'left' | 'right' };

/** What every generated document states about itself. */
export type PdfMetadata = {
  title: string;
  /** The document's fixed creation time (the bind): the same input makes the same bytes. */
  createdAt: Date;
  author: string;
};

const MARGIN = 56;
const LABEL_WIDTH = 170;

/**
 * Draws an A4 PDF with the standard Helvetica faces pdfkit ships (no font files to load or embed:
 * every PDF reader has them) and answers its bytes. The metadata's dates are fixed and nothing
 * else depends on the moment of drawing, so the same input gives the same bytes and hash.
 */
export function renderPdf(meta: PdfMetadata, draw: (page: PdfPage) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: meta.author,
      Producer: meta.author,
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
    // The document's language, so a screen reader reads it in English.
    lang: 'en-GB',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const page: PdfPage = {
    doc,
    title(text) {
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(text, { width });
      doc.moveDown(0.6);
    },
    heading(text) {
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(text, { width });
      doc.moveDown(0.3);
    },
    paragraph(text) {
      doc.font('Helvetica').fontSize(10).fillColor('#000000').text(text, { width });
      doc.moveDown(0.4);
    },
    rows(rows) {
      for (const [label, value] of rows) {
        const top = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(label, MARGIN, top, { width: LABEL_WIDTH - 8 });
        const labelBottom = doc.y;
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(value, MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
        doc.y = Math.max(labelBottom, doc.y) + 4;
        doc.x = MARGIN;
      }
    },
    bullets(items) {
      doc.font('Helvetica').fontSize(10);
      for (const item of items) doc.text(`• ${item}`, { width, indent: 0 });
      doc.moveDown(0.4);
    },
    table(columns, rows) {
      const gap = 8;
      const widths = columns.map((column) => width * column.share - gap);
      const header = columns.map((column) => column.header);
      const heightOf = (cells: readonly string[], font: string) => {
        doc.font(font).fontSize(10);
        return Math.max(
          ...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index] })),
        );
      };
      const drawRow = (cells: readonly string[], font: string) => {
        const height = heightOf(cells, font);
        const top = doc.y;
        let left = MARGIN;
        doc.font(font).fontSize(10);
        cells.forEach((cell, index) => {
          doc.text(cell, left, top, { width: widths[index], align: columns[index]?.align });
          left += (widths[index] ?? 0) + gap;
        });
        doc.x = MARGIN;
        doc.y = top + height + 4;
      };
      drawRow(header, 'Helvetica-Bold');
      for (const row of rows) {
        // A row that would not fit starts a new page under the header again, so each page reads alone.
        if (doc.y + heightOf(row, 'Helvetica') > doc.page.height - MARGIN) {
          doc.addPage();
          drawRow(header, 'Helvetica-Bold');
        }
        drawRow(row, 'Helvetica');
      }
      doc.x = MARGIN;
      doc.moveDown(0.4);
    },
  };
  draw(page);
  doc.end();
  return done;
}
