import { NEW_CAR_EMI, formatMoney, newCarEmiRupees, rupees, toPaise } from '@carsetu/contracts';

/** "EMI from ₹x/month" on the cheapest variant, with the assumptions spelt out (decision 0093). */
export function EmiHint({ exShowroomPaise }: { exShowroomPaise: number }) {
  const emi = newCarEmiRupees(exShowroomPaise);
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <p className="text-ink">
        EMI from <strong>{formatMoney(toPaise(rupees(emi)), 'rounded')}/month</strong>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Estimate on the lowest ex-showroom price: a loan of {NEW_CAR_EMI.loanShareOfPrice * 100}% of
        the price at {NEW_CAR_EMI.annualRatePercent}% a year for {NEW_CAR_EMI.months} months. The
        lender decides the actual rate.
      </p>
    </div>
  );
}
