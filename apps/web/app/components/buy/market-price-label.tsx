import { yearBandText, type MarketPrice, type MarketPriceLabel as Label } from '@carsetu/contracts';
import { useState } from 'react';
import { formatMoney, paise } from '@carsetu/contracts';
import { useT, type Translate } from '../../lib/i18n';
import { MARKET_PRICE_TEXT } from './texts';
import { useDomId } from '../../lib/dom-id';

/** Colours with AA contrast; the deal gets the strongest colour, a high price a warning tone. */
const TONE: Record<Label, string> = {
  great: 'bg-emerald-700 text-white border-emerald-700',
  good: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  fair: 'bg-slate-50 text-slate-800 border-slate-300',
  high: 'bg-amber-50 text-amber-900 border-amber-300',
};

/** "Median ₹ 5.05 lakh for 4 similar cars in Pune, 2019–2021". */
export function marketPriceSummary(t: Translate, price: MarketPrice): string {
  return t(
    'Median {median} for {count, plural, one {# similar car} other {# similar cars}} in {city}, {years}',
    {
      median: formatMoney(paise(price.medianPaise), 'compact'),
      count: price.similarCount,
      city: price.cityName,
      years: yearBandText(price.yearFrom, price.yearTo),
    },
  );
}

/**
 * Great / good / fair / high against similar cars (decision 0161); a tap shows the numbers. A
 * disclosure in the flow of the card (not a floating popover) so nothing is clipped at 360 px.
 */
export function MarketPriceLabel({ price }: { price: MarketPrice }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useDomId();
  return (
    // Above the card's stretched link, so the tap opens the numbers instead of the car page.
    <div className="relative z-10">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-8 items-center gap-1 rounded-full border px-3 text-xs font-semibold ${TONE[price.label]}`}
      >
        {t(MARKET_PRICE_TEXT[price.label])}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <p id={id} hidden={!open} className="mt-1 text-xs text-slate-700">
        {marketPriceSummary(t, price)}
      </p>
    </div>
  );
}
