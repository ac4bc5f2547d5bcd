import {
  PURCHASE_STATUS_TONES,
  type PurchaseStatus,
  type PurchaseStatusTone,
} from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { PURCHASE_STATUS_TEXT } from './status-labels';

const TONE_CLASSES: Record<PurchaseStatusTone, string> = {
  success: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-200 text-slate-800',
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
      {t(PURCHASE_STATUS_TEXT[status])}
    </span>
  );
}
