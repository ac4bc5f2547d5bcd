import { calculateEmi, EMI_TENURE_OPTIONS, formatMoney, rupees, toPaise } from '@carsetu/contracts';
import { useState } from 'react';
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
  const [months, setMonths] = useState<number>(60);
  const emi = (term: number) => Math.ceil(calculateEmi(loanRupees, ratePercent, term));
  return (
    <Dialog open={open} onClose={onClose} title="EMI by tenure">
      <p className="text-sm text-slate-700">
        A loan of {formatMoney(toPaise(rupees(loanRupees)))} at {ratePercent}% a year.
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">Tenure</legend>
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
                {term / 12} {term === 12 ? 'year' : 'years'}: {formatEmi(emi(term))}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-4 text-lg font-bold text-ink" aria-live="polite">
        {formatEmi(emi(months))} a month for {months} months
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Total interest {formatEmi(Math.max(0, emi(months) * months - loanRupees))}. The lender
        confirms the rate after checking your eligibility.
      </p>
    </Dialog>
  );
}
