import {
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUS_TONES,
  type PurchaseStatus,
  type PurchaseStatusTone,
} from '@carsetu/contracts';
import { msg, useT } from '../../lib/i18n';

const TONE_CLASSES: Record<PurchaseStatusTone, string> = {
  success: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-200 text-slate-800',
};

/**
 * PURCHASE_STATUS_LABELS as message ids, so every page that shows a status through `t(label)` has
 * it in the catalog (purchase-status-badge.test.tsx checks they are the contracts' labels).
 */
export const PURCHASE_STATUS_LABEL_IDS: Record<PurchaseStatus, string> = {
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

/**
 * The one badge for an order, a booking or a car (decision 0141): the label and colour come from
 * the shared vocabulary, so two pages about one purchase cannot disagree.
 */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASSES[PURCHASE_STATUS_TONES[status]]}`}
    >
      {t(PURCHASE_STATUS_LABELS[status])}
    </span>
  );
}
