// The orders feature's public surface: other folders import it only from here (decision 0139).
export { GstReceiptForm } from './gst-receipt-form';
export { InvoiceLink } from './invoice-link';
export { PriceBreakupTable } from './price-breakup';
