import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import type { LoanApplication } from '@carsetu/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../ui';
import { loanPaths } from './loan-paths';
import { LoanStatusBadge } from './loan-status-badge';

const DECISION_TEXT = {
  eligible: {
    heading: 'You are eligible for this loan',
    tone: 'border-green-300 bg-green-50',
  },
  'partially-eligible': {
    heading: 'You are eligible for a smaller loan',
    tone: 'border-amber-300 bg-amber-50',
  },
  'not-eligible': {
    heading: 'You are not eligible right now',
    tone: 'border-red-300 bg-red-50',
  },
} as const;

/** What the rules said when the application was made, and where the application stands. */
export function ApplicationResult({
  application,
  redirectTo,
}: {
  application: LoanApplication;
  redirectTo: string | null;
}) {
  const result = application.eligibility;
  const text = DECISION_TEXT[result.decision];
  const eligible = result.decision !== 'not-eligible';
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
      <p className="text-sm">
        <Link to={loanPaths.landing()} className="text-brand-800 underline">
          Used car loan
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink md:text-3xl">Your loan eligibility</h1>

      <section
        aria-labelledby="decision-heading"
        className={`mt-6 rounded-2xl border p-5 md:p-8 ${text.tone}`}
      >
        <h2 id="decision-heading" className="text-xl font-bold text-ink">
          {text.heading}
        </h2>
        {eligible ? (
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Figure
              label="Loan amount"
              value={formatMoney(toPaise(rupees(result.offeredLoanAmountRupees)))}
            />
            <Figure
              label="Estimated EMI"
              value={`${formatMoney(toPaise(rupees(result.estimatedEmiRupees)), 'rounded')} a month`}
            />
            <Figure
              label="Indicative interest rate"
              value={`${result.rateBand.minPercent}% – ${result.rateBand.maxPercent}% a year`}
            />
            <Figure label="Tenure" value={`${result.tenureMonths} months`} />
            <Figure
              label="Most you can borrow"
              value={formatMoney(toPaise(rupees(result.maxLoanAmountRupees)))}
            />
            <Figure
              label="Largest EMI your income allows"
              value={formatMoney(toPaise(rupees(result.maxEmiRupees)), 'rounded')}
            />
          </dl>
        ) : null}
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
          {result.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-700">
          Indicative: the EMI uses the top of the rate band. The lender confirms the amount, rate
          and fees (plus 18% GST) after a credit check.
        </p>
      </section>

      <section
        aria-labelledby="status-heading"
        className="mt-8 rounded-2xl border border-slate-200 p-5 md:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="status-heading" className="text-lg font-bold text-ink">
            Application status
          </h2>
          <LoanStatusBadge status={application.status} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Figure label="Applicant" value={application.fullName} />
          <Figure label="PAN" value={application.panMasked} />
          <Figure label="City" value={application.cityName} />
          <Figure
            label="Amount asked"
            value={formatMoney(toPaise(rupees(application.loanAmountRupees)))}
          />
        </dl>
        {application.status === 'PENDING' ? (
          <p className="mt-4 text-slate-700">
            {eligible
              ? 'A lending partner reviews your application and calls you within one working day. Keep your PAN, address proof and income documents ready.'
              : 'We keep your application on file. You can check again with a co-applicant, a smaller amount or a longer tenure.'}
          </p>
        ) : null}
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        {redirectTo ? (
          <Link to={redirectTo} className={buttonClasses('primary')}>
            Continue
          </Link>
        ) : null}
        <Link to={loanPaths.section('emi-calculator')} className={buttonClasses('secondary')}>
          Back to the loan page
        </Link>
      </div>
    </main>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
