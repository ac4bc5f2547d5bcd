import { formatRupees, ORDER_STATUS_LABELS, type Order } from '@carsetu/contracts';
import { createPdf, pdfDateText as dateText } from '../../lib/pdf';

const rupeesText = formatRupees;

/** A one-page payment receipt for a paid order. */
export function renderReceiptPdf(
  order: Order,
  customer: { name: string | null; phone: string },
): Promise<Buffer> {
  const { doc, bytes: done } = createPdf(`Receipt ${order.orderNumber}`);

  doc.fontSize(20).text('CarSetu', { continued: false });
  doc.fontSize(14).text('Payment receipt');
  doc.moveDown();
  doc.fontSize(10);
  doc.text(`Order number: ${order.orderNumber}`);
  doc.text(`Paid on: ${order.paidAt ? dateText(order.paidAt) : '-'}`);
  doc.text(`Customer: ${customer.name ?? 'CarSetu customer'} (+91 ${customer.phone})`);
  // The payment's state: a receipt says Paid even when the car it reserved has moved on.
  doc.text(`Status: ${ORDER_STATUS_LABELS[order.status]}`);
  doc.moveDown();
  doc.fontSize(12).text('Items');
  doc.fontSize(10);
  for (const item of order.items) {
    const reg =
      typeof item.metadata.registrationNumber === 'string'
        ? ` (${item.metadata.registrationNumber})`
        : '';
    doc.text(`${item.productUniqueIdentifier}${reg}: ${item.title}`, { continued: true });
    doc.text(`  ${rupeesText(item.amountPaise)}`, { align: 'right' });
  }
  doc.moveDown();
  const breakup = order.priceBreakup;
  doc.text(`Fines / items total: ${rupeesText(breakup.itemsTotalPaise)}`, { align: 'right' });
  doc.text(`Convenience fee: ${rupeesText(breakup.convenienceFeePaise)}`, { align: 'right' });
  doc.text(`GST (${breakup.gstRatePercent}% on fee): ${rupeesText(breakup.gstPaise)}`, {
    align: 'right',
  });
  if (breakup.discountPaise) {
    doc.text(`Coupon ${breakup.couponCode ?? ''}: -${rupeesText(breakup.discountPaise)}`, {
      align: 'right',
    });
  }
  doc.fontSize(12).text(`Total paid: ${rupeesText(breakup.totalPaise)}`, { align: 'right' });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#475569')
    .text(
      'Challan amounts go to the issuing traffic department unchanged. Most challans show as settled within 24 to 48 hours; some state systems take up to 7 working days. This receipt is proof of payment meanwhile.',
    );
  doc.end();
  return done;
}
