import { formatMoney, paise } from '@carsetu/contracts';
import type { OfferPriceBreakup } from '@carsetu/contracts';
import { Form } from 'react-router';
import { Button } from '../ui';
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
  return (
    <section aria-labelledby="price-breakup" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="price-breakup" className="text-lg font-semibold text-ink">
        {breakup.isEstimate ? 'Price breakup (estimate)' : 'Price breakup (your offer)'}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <div className="flex justify-between py-2">
          <dt>{breakup.isEstimate ? 'Indicative price' : 'CarSetu offer after inspection'}</dt>
          <dd className="font-semibold">
            {formatMoney(paise(breakup.offerPaise ?? breakup.indicativePricePaise))}
          </dd>
        </div>
        {breakup.fees.map((fee) => (
          <div key={fee.label} className="flex justify-between py-2">
            <dt>{fee.label}</dt>
            <dd>{fee.amountPaise === 0 ? 'Free' : `− ${formatMoney(paise(fee.amountPaise))}`}</dd>
          </div>
        ))}
        <div className="flex justify-between py-2 font-semibold">
          <dt>You would receive</dt>
          <dd>{formatMoney(paise(breakup.netPayablePaise))}</dd>
        </div>
      </dl>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="expectedPrice" className="text-sm font-semibold text-ink">
            Your expected price (₹)
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
          Compare
        </Button>
      </Form>
      {invalidInput && (
        <p id="expectedPrice-error" className="mt-1 text-sm font-medium text-red-700">
          Enter your expected price in whole rupees, for example 450000.
        </p>
      )}
      {gap !== null && breakup.expectedPrice !== null && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {gap > 0
            ? `You expect ${formatMoney(paise(gap))} (${breakup.gapPercent}%) more than our estimate. The inspector will discuss it with you.`
            : gap < 0
              ? `Our estimate is ${formatMoney(paise(-gap))} above your expected price.`
              : 'Your expected price matches our estimate.'}
        </p>
      )}
    </section>
  );
}
