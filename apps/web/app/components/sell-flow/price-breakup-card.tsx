import { formatMoney, paise } from '@carsetu/contracts';
import type { OfferPriceBreakup } from '@carsetu/contracts';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { useKnownText } from './known-texts';
import { inputClasses } from './format';

/** The offer breakup at the indicative price, and how the seller's expected price compares. */
export function PriceBreakupCard({
  breakup,
  invalidInput,
}: {
  breakup: OfferPriceBreakup;
  invalidInput: string | null;
}) {
  const gap = breakup.gapPaise;
  const t = useT();
  const known = useKnownText();
  return (
    <section aria-labelledby="price-breakup" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="price-breakup" className="text-lg font-semibold text-ink">
        {breakup.isEstimate ? t('Price breakup (estimate)') : t('Price breakup (your offer)')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <div className="flex justify-between py-2">
          <dt>
            {breakup.isEstimate ? t('Indicative price') : t('CarSetu offer after inspection')}
          </dt>
          <dd className="font-semibold">
            {formatMoney(paise(breakup.offerPaise ?? breakup.indicativePricePaise))}
          </dd>
        </div>
        {breakup.fees.map((fee) => (
          <div key={fee.label} className="flex justify-between py-2">
            <dt>{known(fee.label)}</dt>
            <dd>
              {fee.amountPaise === 0 ? t('Free') : `− ${formatMoney(paise(fee.amountPaise))}`}
            </dd>
          </div>
        ))}
        <div className="flex justify-between py-2 font-semibold">
          <dt>{t('You would receive')}</dt>
          <dd>{formatMoney(paise(breakup.netPayablePaise))}</dd>
        </div>
      </dl>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="expectedPrice" className="text-sm font-semibold text-ink">
            {t('Your expected price (₹)')}
          </label>
          <input
            id="expectedPrice"
            name="expectedPrice"
            inputMode="numeric"
            defaultValue={breakup.expectedPrice ?? invalidInput ?? ''}
            aria-describedby={invalidInput ? 'expectedPrice-error' : undefined}
            className={`${inputClasses} max-w-48`}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('Compare')}
        </Button>
      </Form>
      {invalidInput && (
        <p id="expectedPrice-error" className="mt-1 text-sm font-medium text-red-700">
          {t('Enter your expected price in whole rupees, for example 450000.')}
        </p>
      )}
      {gap !== null && breakup.expectedPrice !== null && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {gap > 0
            ? t(
                'You expect {amount} ({percent}%) more than our estimate. The inspector will discuss it with you.',
                { amount: formatMoney(paise(gap)), percent: String(breakup.gapPercent) },
              )
            : gap < 0
              ? t('Our estimate is {amount} above your expected price.', {
                  amount: formatMoney(paise(-gap)),
                })
              : t('Your expected price matches our estimate.')}
        </p>
      )}
    </section>
  );
}
