import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import { calculateEmi, EMI_DEFAULTS, EMI_TENURE_OPTIONS } from '@carsetu/contracts';
import { useState } from 'react';
import { useT } from '../../lib/i18n';

/** EMI estimate with the page defaults; down payment and tenure can be changed in the browser. */
export function EmiCalculator({ pricePaise }: { pricePaise: number }) {
  const t = useT();
  const price = Math.round(pricePaise / 100);
  const [downPayment, setDownPayment] = useState(
    Math.round(price * (1 - EMI_DEFAULTS.loanShareOfPrice)),
  );
  const [months, setMonths] = useState<number>(EMI_DEFAULTS.months);
  const loan = Math.max(0, price - downPayment);
  const emi = calculateEmi(loan, EMI_DEFAULTS.annualRatePercent, months);
  return (
    <section aria-labelledby="emi" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="emi" className="text-lg font-bold text-ink">
        {t('EMI estimate')}
      </h2>
      <p className="mt-2 text-3xl font-bold text-ink" aria-live="polite">
        {formatMoney(toPaise(rupees(emi)), 'rounded')}
        <span className="text-base font-normal text-slate-600">{t('/month')}</span>
      </p>
      <p className="text-sm text-slate-600">
        {t(
          'Loan of {loan} at {rate}% a year for {months} months. Final rates depend on the lender and your credit score.',
          {
            loan: formatMoney(toPaise(rupees(loan))),
            rate: EMI_DEFAULTS.annualRatePercent,
            months,
          },
        )}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('Down payment (₹)')}
          <input
            type="number"
            min={0}
            max={price}
            step={10000}
            value={downPayment}
            onChange={(event) =>
              setDownPayment(Math.min(price, Math.max(0, Number(event.target.value) || 0)))
            }
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('Tenure')}
          <select
            value={months}
            onChange={(event) => setMonths(Number(event.target.value))}
            className="rounded-lg border border-slate-300 px-3 py-2"
          >
            {EMI_TENURE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t('{months} months', { months: option })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
