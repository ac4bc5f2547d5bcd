import { calculateEmi, EMI_TENURE_OPTIONS, formatMoney, rupees, toPaise } from '@carsetu/contracts';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Dialog } from '../ui';

/**
 * The tenure popup (spec §2 lazy extras): the EMI of this car's loan for every tenure lenders
 * offer, at the lowest rate, so a buyer sees how the term changes the monthly amount.
 */
const formatEmi = (amountRupees: number) => formatMoney(toPaise(rupees(amountRupees)), 'rounded');

export default function TenurePopup({
  open,
  onClose,
  loanRupees,
  ratePercent,
}: {
  open: boolean;
  onClose: () => void;
  loanRupees: number;
  ratePercent: number;
}) {
  const t = useT();
  const [months, setMonths] = useState<number>(60);
  const emi = (term: number) => Math.ceil(calculateEmi(loanRupees, ratePercent, term));
  return (
    <Dialog open={open} onClose={onClose} title={t('EMI by tenure')}>
      <p className="text-sm text-slate-700">
        {t('A loan of {loan} at {rate}% a year.', {
          loan: formatMoney(toPaise(rupees(loanRupees))),
          rate: ratePercent,
        })}
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">{t('Tenure')}</legend>
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {EMI_TENURE_OPTIONS.map((term) => (
            <li key={term}>
              <label className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="tenure"
                  value={term}
                  checked={months === term}
                  onChange={() => setMonths(term)}
                />
                {t('{years, plural, one {# year} other {# years}}: {emi}', {
                  years: term / 12,
                  emi: formatEmi(emi(term)),
                })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-4 text-lg font-bold text-ink" aria-live="polite">
        {t('{emi} a month for {months} months', { emi: formatEmi(emi(months)), months })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {t(
          'Total interest {interest}. The lender confirms the rate after checking your eligibility.',
          { interest: formatEmi(Math.max(0, emi(months) * months - loanRupees)) },
        )}
      </p>
    </Dialog>
  );
}
