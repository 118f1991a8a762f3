import type { AppContext } from '../../context.js';
import { formatDollars } from '../../lib/money.js';
import { longDate } from '../../lib/time.js';
import type { InvoiceRow } from './invoices.service.js';

/**
 * The invoice as a PDF, drawn with pdfkit from the invoice row (which never changes) and the
 * company's details from configuration. pdfkit loads on the first invoice, not at start-up.
 */
export async function renderInvoicePdf(
  ctx: Pick<AppContext, 'config'>,
  invoice: InvoiceRow,
): Promise<Buffer<ArrayBuffer>> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: ctx.config.company.name,
      Subject: invoice.description,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { company } = ctx.config;
  const left = 56;
  const right = doc.page.width - 56;
  const width = right - left;
  const muted = '#52606d';

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b5cad').text(company.name, left, 56);
  doc.font('Helvetica').fontSize(10).fillColor(muted);
  for (const line of (company.address ?? '')
    .split(';')
    .map((l) => l.trim())
    .filter(Boolean))
    doc.text(line);
  if (company.taxId) doc.text(`Tax ID: ${company.taxId}`);
  doc.text(ctx.config.supportEmail);

  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#1f2933')
    .text('Invoice', left, 56, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(muted);
  doc.text(`Number ${invoice.number}`, { width, align: 'right' });
  doc.text(`Issued ${longDate(invoice.issuedAt)}`, { width, align: 'right' });
  doc.text('Paid', { width, align: 'right' });

  doc.moveDown(3);
  const billedTop = Math.max(doc.y, 170);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#1f2933').text('Billed to', left, billedTop);
  doc.font('Helvetica').fillColor('#1f2933').text(invoice.billedName);
  for (const line of (invoice.billedAddress ?? '').split('\n').filter((l) => l.trim())) doc.text(line.trim());
  doc.fillColor(muted).text(invoice.billedEmail);

  // The line.
  doc.moveDown(2);
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(muted);
  doc.text('Description', left, y);
  doc.text('Amount', left, y, { width, align: 'right' });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#e4e7eb').stroke();
  doc.font('Helvetica').fillColor('#1f2933');
  y += 8;
  doc.text(invoice.description, left, y, { width: width - 120 });
  doc.text(formatDollars(invoice.subtotalCents), left, y, { width, align: 'right' });
  if (invoice.periodStart && invoice.periodEnd) {
    doc.fillColor(muted).text(`${longDate(invoice.periodStart)} to ${longDate(invoice.periodEnd)}`, left);
  }
  y = doc.y + 8;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#e4e7eb').stroke();

  // The totals.
  const totals: Array<[string, string, boolean]> = [
    ['Subtotal', formatDollars(invoice.subtotalCents), false],
  ];
  if (invoice.discountCents > 0)
    totals.push([
      `Promo ${invoice.promoCode ?? ''}`.trim(),
      `-${formatDollars(invoice.discountCents)}`,
      false,
    ]);
  totals.push(['Total paid', formatDollars(invoice.totalCents), true]);
  y += 10;
  for (const [label, amount, strong] of totals) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor('#1f2933');
    doc.text(label, right - 240, y, { width: 120 });
    doc.text(amount, right - 120, y, { width: 120, align: 'right' });
    y = doc.y + 4;
  }

  doc.font('Helvetica').fontSize(9).fillColor(muted);
  doc.text(
    `Paid by card on ${longDate(invoice.issuedAt)}. Questions about this invoice: ${ctx.config.supportEmail}.`,
    left,
    doc.page.height - 100,
    { width, align: 'center' },
  );
  doc.end();
  return done;
}
