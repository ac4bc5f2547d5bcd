import { Form, useNavigation } from 'react-router';
import { Button } from '../ui/button';
import { inputClasses } from './format';
import type { ValuationPageData } from './valuation.server';
import { OWNER_CHOICES, STEP_TITLES, VALUATION_STEPS } from './valuation-steps';

/**
 * One step of the valuation: a GET form carrying the earlier answers as hidden fields. Without
 * JavaScript it is a page load; with it, React Router navigates in place.
 */
export function ValuationStepForm({ page }: { page: ValuationPageData }) {
  const navigation = useNavigation();
  const step = page.step!;
  const busy = navigation.state !== 'idle';
  const index = VALUATION_STEPS.indexOf(step);
  const fieldId = `valuation-${step}`;
  return (
    <Form method="get" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">
        Step {index + 1} of {VALUATION_STEPS.length}
      </p>
      {page.hiddenQuery.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {step === 'owners' ? (
        <fieldset className="mt-2">
          <legend className="text-lg font-semibold text-ink">{STEP_TITLES.owners}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {OWNER_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="owners"
                  value={choice.value}
                  defaultChecked={choice.value === 1}
                  required
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : step === 'km' ? (
        <>
          <label htmlFor={fieldId} className="mt-2 block text-lg font-semibold text-ink">
            {STEP_TITLES.km}
          </label>
          <input
            id={fieldId}
            name="km"
            inputMode="numeric"
            pattern="[0-9]{1,6}"
            required
            autoComplete="off"
            placeholder="e.g. 45000"
            aria-describedby={`${fieldId}-hint`}
            className={inputClasses}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
            The odometer reading, in kilometres (up to 5,00,000).
          </p>
        </>
      ) : (
        <>
          <label htmlFor={fieldId} className="mt-2 block text-lg font-semibold text-ink">
            {STEP_TITLES[step]}
          </label>
          <select
            id={fieldId}
            name={step}
            required
            defaultValue={page.suggested !== undefined ? String(page.suggested) : ''}
            className={inputClasses}
          >
            <option value="" disabled>
              Select
            </option>
            {page.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {page.options.length === 0 && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              We have no choices for this step. Please change your earlier answer.
            </p>
          )}
          {page.suggested !== undefined && (
            <p className="mt-1 text-sm text-slate-600">
              Preselected from your registration details.
            </p>
          )}
        </>
      )}
      <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={busy}>
        {busy ? 'Loading…' : 'Continue'}
      </Button>
    </Form>
  );
}
