import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

// pdfkit's built-in fonts have no ₹ glyph; DejaVu Sans (free licence, from npm) has it and is
// embedded as a subset, so a receipt prints ₹ wherever it is opened.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
export const PDF_FONTS = {
  body: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

/** A new A4 document with the body and bold fonts registered, and its bytes once ended. */
export function createPdf(title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'CarSetu' },
  });
  doc.registerFont('body', PDF_FONTS.body);
  doc.registerFont('bold', PDF_FONTS.bold);
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * A label on the left and an amount on the right of the same line (receipts' itemised lines);
 * a long label wraps and the next row starts below whichever side is taller.
 */
export function pdfRow(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'bold' : 'body').text(label, 50, y, { width: 330 });
  const after = doc.y;
  doc.text(amount, 380, y, { width: 165, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.font('body');
}
