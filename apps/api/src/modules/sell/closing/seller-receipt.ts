import { formatDateTime, formatMoney, paise, type SalePayments } from '@carsetu/contracts';
import { createPdf, pdfRow } from '../../../lib/pdf';
import type { ClosingSale } from './closing-sale';

const KIND_TEXT = {
  token: 'Token amount',
  lender: 'Loan payoff to',
  balance: 'Balance',
} as const;

/**
 * The seller's receipt: what CarSetu paid for the car, itemised. Price, the deductions found at
 * pickup, the lender's payoff, the token and the balance, each with its transaction reference.
 */
export function renderSellerReceipt(sale: ClosingSale, payments: SalePayments): Promise<Buffer> {
  const { doc, bytes } = createPdf(`Seller receipt ${sale.appointmentId}`);
  const row = (label: string, amount: string, bold = false) => pdfRow(doc, label, amount, bold);
  doc.font('bold').fontSize(20).text('CarSetu');
  doc.fontSize(14).text('Seller receipt: car purchase');
  doc.font('body').fontSize(10).moveDown();
  doc.text(`Appointment ID: ${sale.appointmentId}`);
  doc.text(`Car: ${sale.year} ${sale.car} (${sale.registrationNumber})`);
  doc.text(`Seller: ${sale.sellerName ?? 'CarSetu seller'} (+91 ${sale.phone})`);
  const balance = payments.payouts.find((payout) => payout.kind === 'balance');
  if (balance?.paidAt) doc.text(`Paid on: ${formatDateTime(balance.paidAt)}`);
  doc.moveDown();
  doc.font('bold').fontSize(12).text('How your price was paid');
  doc.font('body').fontSize(10).moveDown(0.5);
  row('Accepted price', formatMoney(paise(payments.salePricePaise)), true);
  for (const item of payments.deductions)
    row(`Less: ${item.label}`, `−${formatMoney(paise(item.amountPaise))}`);
  doc.moveDown(0.5);
  for (const payout of payments.payouts) {
    const who =
      payout.kind === 'lender'
        ? `${KIND_TEXT.lender} ${payout.beneficiary}`
        : `${KIND_TEXT[payout.kind]} to ${payout.beneficiary}${payout.accountLast4 ? ` (a/c ••••${payout.accountLast4})` : ''}`;
    const reference =
      payout.channel === 'branch'
        ? 'Paid at a CarSetu branch'
        : `Transaction ${payout.reference ?? '—'}, UTR ${payout.utr ?? 'pending'}`;
    row(`${who}\n${reference}`, formatMoney(paise(payout.amountPaise)));
    doc.moveDown(0.3);
  }
  doc.moveDown(0.5);
  row('Total paid', formatMoney(paise(payments.paidPaise)), true);
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#475569')
    .text(
      'CarSetu charges sellers nothing: inspection, RC transfer and commission are free. From the handover time on the delivery note, challans and accident liability for this car are CarSetu’s. Keep this receipt with the delivery note until the RC is transferred.',
      50,
    );
  doc.end();
  return bytes;
}
