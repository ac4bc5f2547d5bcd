import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import {
  EMI_CALCULATOR_DEFAULTS,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  LOAN_AMOUNT_RANGE_RUPEES,
  LOAN_MIN_MONTHLY_INCOME_RUPEES,
  LOAN_TENURE_RANGE,
  PAN_LENGTH,
} from '@carsetu/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../ui';
import type {
  CarChoice,
  PersonalDetailsFailure,
  PersonalDetailsField,
  PersonalDetailsValues,
} from './personal-details.server';

const TENURE_OPTIONS = [12, 24, 36, 48, 60, 72, 84].filter(
  (months) => months >= LOAN_TENURE_RANGE.min && months <= LOAN_TENURE_RANGE.max,
);
/** Same as the profile's NAME_MAX_LENGTH; identity's module carries zod, so not imported here. */
const FULL_NAME_MAX_LENGTH = 60;
const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base focus:border-blue-700 focus:outline-none aria-invalid:border-red-600';

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: PersonalDetailsField;
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby': string;
    className: string;
  }) => ReactNode;
}) {
  const id = `loan-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': hint ? `${id}-hint ${id}-error` : `${id}-error`,
        className: inputClass,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The finance personal-details form; the same schema checks it here and in the API. */
export function PersonalDetailsForm({
  fullName,
  cities,
  prefill,
  carChoices,
  failure,
}: {
  fullName: string;
  cities: Array<{ id: number; name: string }>;
  prefill: { listingId: string; loanAmountRupees: string };
  carChoices: CarChoice[];
  failure: PersonalDetailsFailure | undefined;
}) {
  const submitting = useNavigation().state === 'submitting';
  const value = (name: PersonalDetailsField, fallback = '') => failure?.values[name] ?? fallback;
  const error = (name: PersonalDetailsField) => failure?.fields[name];
  const defaults: PersonalDetailsValues = {
    fullName,
    loanAmountRupees: prefill.loanAmountRupees || String(EMI_CALCULATOR_DEFAULTS.loanAmountRupees),
    tenureMonths: String(EMI_CALCULATOR_DEFAULTS.tenureMonths),
    listingId: prefill.listingId,
  };
  const initial = (name: PersonalDetailsField) => value(name, defaults[name] ?? '');

  return (
    <Form method="post" noValidate className="space-y-2" aria-describedby="loan-form-status">
      <fieldset className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-ink">About you</legend>
        <Field name="fullName" label="Full name (as on PAN)" error={error('fullName')}>
          {(props) => (
            <input
              {...props}
              autoComplete="name"
              maxLength={FULL_NAME_MAX_LENGTH}
              defaultValue={initial('fullName')}
            />
          )}
        </Field>
        <Field name="dateOfBirth" label="Date of birth" error={error('dateOfBirth')}>
          {(props) => (
            <input
              {...props}
              type="date"
              autoComplete="bday"
              defaultValue={initial('dateOfBirth')}
            />
          )}
        </Field>
        <Field name="pan" label="PAN" hint="10 characters, e.g. ABCPE1234F" error={error('pan')}>
          {(props) => (
            <input
              {...props}
              autoCapitalize="characters"
              maxLength={PAN_LENGTH}
              spellCheck={false}
              defaultValue={initial('pan')}
            />
          )}
        </Field>
        <Field name="cityId" label="City you live in" error={error('cityId')}>
          {(props) => (
            <select {...props} defaultValue={initial('cityId')}>
              <option value="">Choose your city</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-x-6 gap-y-2 pt-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-ink">Income</legend>
        <Field name="employmentType" label="Employment type" error={error('employmentType')}>
          {(props) => (
            <select {...props} defaultValue={initial('employmentType')}>
              <option value="">Choose one</option>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="monthlyIncomeRupees"
          label="Monthly income (₹)"
          hint={`In-hand income; at least ${formatMoney(toPaise(rupees(LOAN_MIN_MONTHLY_INCOME_RUPEES)))}`}
          error={error('monthlyIncomeRupees')}
        >
          {(props) => (
            <input {...props} inputMode="numeric" defaultValue={initial('monthlyIncomeRupees')} />
          )}
        </Field>
        <Field
          name="existingEmiRupees"
          label="EMIs you already pay (₹ a month)"
          hint="Leave empty if none"
          error={error('existingEmiRupees')}
        >
          {(props) => (
            <input {...props} inputMode="numeric" defaultValue={initial('existingEmiRupees')} />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-x-6 gap-y-2 pt-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-ink">The loan</legend>
        <Field
          name="loanAmountRupees"
          label="Loan amount wanted (₹)"
          hint={`${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.min)))} to ${formatMoney(toPaise(rupees(LOAN_AMOUNT_RANGE_RUPEES.max)))}`}
          error={error('loanAmountRupees')}
        >
          {(props) => (
            <input {...props} inputMode="numeric" defaultValue={initial('loanAmountRupees')} />
          )}
        </Field>
        <Field name="tenureMonths" label="Tenure" error={error('tenureMonths')}>
          {(props) => (
            <select {...props} defaultValue={initial('tenureMonths')}>
              {TENURE_OPTIONS.map((months) => (
                <option key={months} value={months}>
                  {months} months
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="listingId"
          label="Which car? (optional)"
          hint={
            carChoices.length > 0
              ? 'The car you came from and your shortlisted cars'
              : 'Shortlist a car with the heart on its page and it shows up here'
          }
          error={error('listingId')}
        >
          {(props) => (
            <select {...props} defaultValue={initial('listingId')}>
              <option value="">I have not chosen a car yet</option>
              {carChoices.map((car) => (
                <option key={car.listingId} value={car.listingId}>
                  {car.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="self-center text-sm sm:col-span-2">
          <Link to={paths.buyUsedCars()} className="font-semibold text-blue-700 underline">
            Find a car to finance
          </Link>
        </p>
      </fieldset>

      <p className="pt-2 text-xs text-slate-600">
        Checking eligibility does not affect your credit score. We share these details with our
        lending partners only to process your application.
      </p>
      <button type="submit" disabled={submitting} className={buttonClasses('primary', 'mt-2')}>
        {submitting ? 'Checking…' : 'Check eligibility'}
      </button>
      <p id="loan-form-status" role="status" className="min-h-6 text-sm text-red-700">
        {failure?.message ?? ''}
      </p>
    </Form>
  );
}
