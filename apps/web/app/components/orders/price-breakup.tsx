import { formatMoney, paise } from '@carsetu/contracts';
import { type PriceBreakup } from '@carsetu/contracts';

/** Fines (or items), convenience fee, 18% GST on the fee, total: the same on every page. */
export function PriceBreakupTable({
  breakup,
  itemsLabel = 'Challan amount',
}: {
  breakup: PriceBreakup;
  itemsLabel?: string;
}) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">{itemsLabel}</dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.itemsTotalPaise))}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">Convenience fee</dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.convenienceFeePaise))}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">GST ({breakup.gstRatePercent}% on fee)</dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.gstPaise))}</dd>
      </div>
      {breakup.discountPaise ? (
        <div className="flex justify-between">
          <dt className="text-slate-600">Coupon {breakup.couponCode ?? ''}</dt>
          <dd className="font-medium text-emerald-700">
            −{formatMoney(paise(breakup.discountPaise))}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-bold text-ink">{formatMoney(paise(breakup.totalPaise))}</dd>
      </div>
    </dl>
  );
}
