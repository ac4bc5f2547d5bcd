import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import {
  LOAN_AMOUNT_RANGE_RUPEES,
  LOAN_AMOUNT_STEP_RUPEES,
  LOAN_RATE_RANGE,
  LOAN_RATE_STEP_PERCENT,
  LOAN_TENURE_RANGE,
} from '@carsetu/contracts';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../ui';
import { calculateFromForm, type EmiFormValues } from './emi-result';
import { loanPaths } from './loan-paths';

interface FieldSpec {
  name: keyof EmiFormValues;
  label: string;
  unit: string;
  min: number;
  max: number;
  sliderStep: number;
  inputMode: 'numeric' | 'decimal';
  hint: string;
}

const FIELDS: FieldSpec[] = [
  {
    name: 'loanAmount',
    label: 'Loan amount (₹)',
    unit: '₹',
    min: LOAN_AMOUNT_RANGE_RUPEES.min,
    max: LOAN_AMOUNT_RANGE_RUPEES.max,
    sliderStep: LOAN_AMOUNT_STEP_RUPEES,
    inputMode: 'numeric',
    hint: `${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.min)))} to ${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.max)))}`,
  },
  {
    name: 'interestRate',
    label: 'Interest rate (% a year)',
    unit: '%',
    min: LOAN_RATE_RANGE.min,
    max: LOAN_RATE_RANGE.max,
    sliderStep: LOAN_RATE_STEP_PERCENT,
    inputMode: 'decimal',
    hint: `${LOAN_RATE_RANGE.min}% to ${LOAN_RATE_RANGE.max}%`,
  },
  {
    name: 'tenure',
    label: 'Tenure (months)',
    unit: 'months',
    min: LOAN_TENURE_RANGE.min,
    max: LOAN_TENURE_RANGE.max,
    sliderStep: 1,
    inputMode: 'numeric',
    hint: `${LOAN_TENURE_RANGE.min} to ${LOAN_TENURE_RANGE.max} months`,
  },
];

const inputClass =
  'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-blue-700 focus:outline-none aria-invalid:border-red-600';

/**
 * EMI calculator. Without JavaScript it is a GET form the page loader computes; once hydrated
 * the sliders appear and the result follows every keystroke. Both use the same rules
 * (emi-result.ts), so the answer never differs between the two.
 */
export function EmiCalculator({
  initialValues,
  fromSource,
}: {
  initialValues: EmiFormValues;
  fromSource: string;
}) {
  const [values, setValues] = useState(initialValues);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A submitted GET form (JS on) brings new loader values: show them. Keyed by content, so a
  // revalidation with the same query (e.g. after login) keeps what the visitor is typing.
  const initialKey = JSON.stringify(initialValues);
  useEffect(() => setValues(JSON.parse(initialKey) as EmiFormValues), [initialKey]);

  const calculation = calculateFromForm(values);
  const fieldError = (name: keyof EmiFormValues) =>
    calculation.ok ? undefined : calculation.fields[name];
  const set = (name: keyof EmiFormValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[3fr_2fr] md:p-8">
      <Form
        method="get"
        action={loanPaths.section('emi-calculator')}
        preventScrollReset
        noValidate
        aria-label="EMI calculator"
        className="space-y-5"
      >
        {fromSource ? <input type="hidden" name="fromSource" value={fromSource} /> : null}
        {FIELDS.map((field) => {
          const error = fieldError(field.name);
          const numeric = Number(values[field.name]);
          return (
            <div key={field.name}>
              <label
                htmlFor={`emi-${field.name}`}
                className="block text-sm font-medium text-slate-700"
              >
                {field.label}
              </label>
              <input
                id={`emi-${field.name}`}
                name={field.name}
                type="text"
                inputMode={field.inputMode}
                autoComplete="off"
                value={values[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={`emi-${field.name}-hint emi-${field.name}-error`}
                className={`mt-1 ${inputClass}`}
              />
              {hydrated ? (
                <input
                  type="range"
                  aria-label={`${field.label} slider`}
                  min={field.min}
                  max={field.max}
                  step={field.sliderStep}
                  value={
                    Number.isFinite(numeric)
                      ? Math.min(field.max, Math.max(field.min, numeric))
                      : field.min
                  }
                  onChange={(event) => set(field.name, event.target.value)}
                  className="mt-3 w-full accent-brand-700"
                />
              ) : null}
              <p id={`emi-${field.name}-hint`} className="mt-1 text-xs text-slate-600">
                {field.hint}
              </p>
              <p id={`emi-${field.name}-error`} className="min-h-5 text-sm text-red-700">
                {error ?? ''}
              </p>
            </div>
          );
        })}
        <button type="submit" className={buttonClasses('secondary')}>
          Calculate EMI
        </button>
      </Form>

      <div className="flex flex-col justify-center rounded-xl bg-brand-50 p-5" aria-live="polite">
        {calculation.ok ? (
          <dl className="space-y-4">
            <div>
              <dt className="text-sm text-slate-700">Monthly EMI</dt>
              <dd className="text-3xl font-extrabold text-ink" data-testid="emi-amount">
                {formatMoney(toPaise(rupees(calculation.breakdown.emiRupees)), 'rounded')}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-sm">
              <dt className="text-slate-700">Principal</dt>
              <dd className="font-semibold text-ink">
                {formatMoney(toPaise(rupees(calculation.input.loanAmount)))}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-sm">
              <dt className="text-slate-700">Total interest</dt>
              <dd className="font-semibold text-ink">
                {formatMoney(toPaise(rupees(calculation.breakdown.totalInterestRupees)), 'rounded')}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-sm">
              <dt className="text-slate-700">Total amount payable</dt>
              <dd className="font-semibold text-ink">
                {formatMoney(toPaise(rupees(calculation.breakdown.totalPayableRupees)), 'rounded')}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-slate-700">Correct the highlighted fields to see your EMI.</p>
        )}
        <p className="mt-4 text-xs text-slate-600">
          An estimate on a reducing balance. Processing fees (plus 18% GST) are extra; the lender
          sets your final rate after a credit check.
        </p>
      </div>
    </div>
  );
}
