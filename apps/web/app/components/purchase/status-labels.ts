import type { PurchaseStatus } from '@carsetu/contracts';
import { msg } from '../../lib/i18n';

/**
 * PURCHASE_STATUS_LABELS (contracts) marked for the catalog: the same English words, shown with
 * `t(PURCHASE_STATUS_TEXT[status])` (status-labels.test.ts keeps the two equal).
 */
export const PURCHASE_STATUS_TEXT: Record<PurchaseStatus, string> = {
  available: msg('Available'),
  'payment-pending': msg('Payment pending'),
  'payment-failed': msg('Payment failed'),
  reserved: msg('Reserved'),
  paid: msg('Paid'),
  expired: msg('Expired'),
  cancelled: msg('Cancelled'),
  refunded: msg('Refunded'),
  sold: msg('Sold'),
};
