import { formatMoney, paise } from '@carsetu/contracts';
import { type PriceBreakup } from '@carsetu/contracts';
import { msg, useT } from '../../lib/i18n';

/** Fines (or items), convenience fee, 18% GST on the fee, total: the same on every page. */
export function PriceBreakupTable({
  breakup,
  itemsLabel = msg('Challan amount'),
}: {
  breakup: PriceBreakup;
  itemsLabel?: string;
}) {
  const t = useT();
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">{t(itemsLabel)}</dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.itemsTotalPaise))}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('Convenience fee')}</dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.convenienceFeePaise))}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">
          {t('GST ({rate}% on fee)', { rate: String(breakup.gstRatePercent) })}
        </dt>
        <dd className="font-medium text-ink">{formatMoney(paise(breakup.gstPaise))}</dd>
      </div>
      {breakup.discountPaise ? (
        <div className="flex justify-between">
          <dt className="text-slate-600">
            {t('Coupon {code}', { code: breakup.couponCode ?? '' })}
          </dt>
          <dd className="font-medium text-emerald-700">
            −{formatMoney(paise(breakup.discountPaise))}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-ink">{t('Total')}</dt>
        <dd className="font-bold text-ink">{formatMoney(paise(breakup.totalPaise))}</dd>
      </div>
    </dl>
  );
}
