import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../ui';
import { inputClasses } from './format';
import { sellFlowPaths } from './sell-flow-api';
import type { ValuationPageData } from './valuation.server';
import {
  CITY_TITLE,
  OWNER_CHOICES,
  OWNERS_TITLE,
  STEP_TITLES,
  VALUATION_STEPS,
} from './valuation-steps';

/** The id of the current step's heading (focus goes there when the step changes in place). */
export const STEP_HEADING_ID = 'valuation-step-heading';

const choiceClasses =
  'flex min-h-12 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-left text-ink hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-60';

/**
 * The current step: a GET form carrying the earlier answers as hidden fields. A choice step is a
 * grid of buttons (one tap answers it and goes on, no dropdown and Continue); the last step asks
 * kilometres, owners and city. Without JavaScript each answer is a page load; with it React Router
 * loads the next step in place. Either way the answer is in the URL, so Back steps back.
 */
export function ValuationStepForm({ page }: { page: ValuationPageData }) {
  const navigation = useNavigation();
  const t = useT();
  const step = page.step!;
  const busy = navigation.state !== 'idle';
  const index = VALUATION_STEPS.indexOf(step);
  const suggested = page.options.find((option) => option.value === page.suggested);
  const options = suggested
    ? [suggested, ...page.options.filter((option) => option !== suggested)]
    : page.options;
  return (
    <Form
      method="get"
      action={sellFlowPaths.valuation()}
      aria-busy={busy}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-semibold text-slate-600">
        {t('Step {number} of {count}', { number: index + 1, count: VALUATION_STEPS.length })}
      </p>
      {page.hiddenQuery.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2
        id={STEP_HEADING_ID}
        tabIndex={-1}
        className="mt-1 text-lg font-semibold text-ink outline-none"
      >
        {t(STEP_TITLES[step])}
      </h2>
      {step === 'km' ? (
        <>
          <input
            id="valuation-km"
            name="km"
            inputMode="numeric"
            pattern="[0-9,]{1,8}"
            required
            autoComplete="off"
            placeholder={t('e.g. 45000')}
            aria-labelledby={STEP_HEADING_ID}
            aria-describedby="valuation-km-hint"
            className={inputClasses}
          />
          <p id="valuation-km-hint" className="mt-1 text-sm text-slate-600">
            {t('The odometer reading, in kilometres (up to 5,00,000).')}
          </p>
          <fieldset className="mt-5">
            <legend className="font-semibold text-ink">{t(OWNERS_TITLE)}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
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
                  {t(choice.label)}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor="valuation-city" className="mt-5 block font-semibold text-ink">
            {t(CITY_TITLE)}
          </label>
          <select id="valuation-city" name="city" required defaultValue="" className={inputClasses}>
            <option value="" disabled>
              {t('Select')}
            </option>
            {page.cities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={busy}>
            {busy ? t('Loading…') : t('See my car’s price')}
          </Button>
        </>
      ) : options.length === 0 ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('We have no choices for this step. Please change your earlier answer.')}
        </p>
      ) : (
        <ul
          aria-labelledby={STEP_HEADING_ID}
          className={`mt-3 grid gap-2 ${step === 'variant' ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'}`}
        >
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="submit"
                name={step}
                value={option.value}
                disabled={busy}
                className={`${choiceClasses} ${option === suggested ? 'border-brand-700 bg-brand-50' : ''}`}
              >
                <span>{option.label}</span>
                {option === suggested && (
                  <span className="text-xs font-semibold text-brand-800">
                    {t('From your registration')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}

/**
 * When the step changes in place (JavaScript navigation), focus moves to the new step's heading,
 * or to the result, so a screen reader hears the new question. Not on the first render.
 */
export function useFocusOnStepChange(key: string) {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== key)
      document.getElementById(STEP_HEADING_ID)?.focus();
    seen.current = key;
  }, [key]);
}
