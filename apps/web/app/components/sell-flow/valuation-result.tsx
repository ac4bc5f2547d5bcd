import { formatMoney, paise } from '@carsetu/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useKnownText } from './known-texts';
import { buttonClasses } from '../ui';
import { formatPriceRange } from './format';
import { sellFlowPaths } from './sell-flow-api';
import type { ValuationPageData } from './valuation.server';
import { STEP_HEADING_ID } from './valuation-step-form';

/** The indicative price range, how it was reached, and the way to the inspection booking. */
export function ValuationResult({ page }: { page: ValuationPageData }) {
  const valuation = page.valuation!;
  const t = useT();
  const known = useKnownText();
  return (
    <section
      aria-labelledby={STEP_HEADING_ID}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2
        id={STEP_HEADING_ID}
        tabIndex={-1}
        className="text-lg font-semibold text-ink outline-none"
      >
        {t('Estimated price of your {make} {model}', {
          make: valuation.car.makeName,
          model: valuation.car.modelName,
        })}
      </h2>
      <p className="mt-2 text-3xl font-bold text-emerald-900">
        {formatPriceRange(valuation.lowPaise, valuation.highPaise)}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        {t(
          'This is an estimate, not an offer. It starts from the new ex-showroom price ({price}) of the {variant} and allows for age, kilometres, owners, fuel and demand in {city}. The final price is confirmed after a free inspection of your car.',
          {
            price: formatMoney(paise(valuation.exShowroomPaise), 'compact'),
            variant: valuation.car.variantName,
            city: valuation.city.name,
          },
        )}
      </p>
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-ink">
          {t('How we estimated it')}
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {t('Factor')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('Price kept')}
              </th>
            </tr>
          </thead>
          <tbody>
            {valuation.factors.map((factor) => (
              <tr key={factor.label} className="border-t border-emerald-200">
                <td className="py-1">{known(factor.label)}</td>
                <td className="py-1 text-right">{Math.round(factor.multiplier * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Link
        to={sellFlowPaths.book(new URLSearchParams(page.bookQuery ?? ''))}
        className={buttonClasses('primary', 'mt-5 w-full sm:w-auto')}
      >
        {t('Book a free inspection')}
      </Link>
    </section>
  );
}
