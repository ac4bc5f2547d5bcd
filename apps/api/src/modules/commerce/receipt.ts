import {
  CARSETU_GSTIN,
  formatDateTime,
  formatMoney,
  ORDER_STATUS_LABELS,
  paise,
  type Order,
} from '@carsetu/contracts';
import { createPdf, pdfRow } from '../../lib/pdf';

/** The captured payment a receipt cites, so a bank statement line can be matched to it. */
export interface ReceiptPayment {
  gateway: string;
  gatewayPaymentId: string;
  method: string | null;
}

const ITEM_TOTAL_LABEL: Record<Order['productType'], string> = {
  challan: 'Challan amounts',
  'car-booking': 'Booking amount',
  report: 'Reports',
};

/**
 * A one-page receipt for a paid order: who paid (with their GSTIN when they gave one), CarSetu's
 * GSTIN, the gateway's transaction reference, every item, the fee, the GST on it and the total.
 */
export function renderReceiptPdf(
  order: Order,
  customer: { name: string | null; phone: string; gstin: string | null },
  payment: ReceiptPayment | null,
): Promise<Buffer> {
  const { doc, bytes: done } = createPdf(`Receipt ${order.orderNumber}`);
  const money = (amountPaise: number) => formatMoney(paise(amountPaise));

  doc.font('bold').fontSize(20).text('CarSetu');
  doc.fontSize(14).text('Payment receipt');
  doc.font('body').fontSize(10).moveDown();
  doc.text(`Order number: ${order.orderNumber}`);
  doc.text(
    `Transaction reference: ${payment ? `${payment.gatewayPaymentId} (${payment.gateway}${payment.method ? `, ${payment.method}` : ''})` : '—'}`,
  );
  doc.text(`Paid on: ${order.paidAt ? formatDateTime(order.paidAt) : '—'}`);
  // The payment's state: a receipt says Paid even when the car it reserved has moved on.
  doc.text(`Status: ${ORDER_STATUS_LABELS[order.status]}`);
  doc.moveDown(0.5);
  doc.text(`Billed to: ${customer.name ?? 'CarSetu customer'} (+91 ${customer.phone})`);
  if (customer.gstin) doc.text(`Customer GSTIN: ${customer.gstin}`);
  doc.text(`CarSetu GSTIN: ${CARSETU_GSTIN}`);
  doc.moveDown();

  doc.font('bold').fontSize(12).text('Items');
  doc.font('body').fontSize(10).moveDown(0.5);
  for (const item of order.items) {
    const reg =
      typeof item.metadata.registrationNumber === 'string'
        ? ` (${item.metadata.registrationNumber})`
        : '';
    pdfRow(doc, `${item.productUniqueIdentifier}${reg}: ${item.title}`, money(item.amountPaise));
    doc.moveDown(0.2);
  }
  doc.moveDown(0.5);
  const breakup = order.priceBreakup;
  pdfRow(doc, ITEM_TOTAL_LABEL[order.productType], money(breakup.itemsTotalPaise));
  pdfRow(doc, 'Convenience fee', money(breakup.convenienceFeePaise));
  pdfRow(doc, `GST (${breakup.gstRatePercent}% on the convenience fee)`, money(breakup.gstPaise));
  if (breakup.discountPaise) {
    pdfRow(
      doc,
      `Coupon${breakup.couponCode ? ` ${breakup.couponCode}` : ''}`,
      formatMoney(paise(-breakup.discountPaise)),
    );
  }
  doc.moveDown(0.3);
  pdfRow(doc, 'Total paid', money(breakup.totalPaise), true);
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#475569')
    .text(
      'Challan amounts go to the issuing traffic department unchanged; GST is charged on the convenience fee only. Most challans show as settled within 24 to 48 hours; some state systems take up to 7 working days. This receipt is proof of payment meanwhile.',
    );
  doc.end();
  return done;
}
