import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '../ui';
import type { CityOption } from './catalog-options.server';
import { SelectField, TextField } from './form-fields';
import type { LeadActionResult } from './lead-action.server';

/** What a failed submit hands back to the form: the message, each field's error, the typed values. */
export function leadFormState<T>(actionData: LeadActionResult<T> | undefined) {
  const failed = actionData && !actionData.ok ? actionData : null;
  return {
    formError: failed?.formError ?? null,
    errors: failed?.fieldErrors ?? {},
    values: failed?.values ?? {},
  };
}

/**
 * A service request form (PDI booking, scrap pickup): a plain POST form that works before
 * JavaScript loads, its heading, the form-level message and a submit button that says it is busy.
 */
export function LeadForm({
  headingId,
  title,
  submitLabel,
  formError,
  children,
}: {
  headingId: string;
  title: string;
  submitLabel: string;
  formError: string | null;
  children: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      {children}
      <button type="submit" className={buttonClasses('primary', 'w-full py-3')} disabled={busy}>
        {busy ? 'Sending…' : submitLabel}
      </button>
    </Form>
  );
}

export function CityField({
  cities,
  defaultValue,
  error,
}: {
  cities: CityOption[];
  defaultValue?: string;
  error?: string;
}) {
  return (
    <SelectField name="cityId" label="City" defaultValue={defaultValue ?? ''} error={error}>
      <option value="" disabled>
        Choose your city
      </option>
      {cities.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name}
        </option>
      ))}
    </SelectField>
  );
}

export function PincodeField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <TextField
      name="pincode"
      label={label}
      inputMode="numeric"
      maxLength={6}
      autoComplete="postal-code"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function MobileField({
  defaultValue,
  error,
  hint,
}: {
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      name="mobile"
      label="Mobile number"
      type="text"
      inputMode="numeric"
      maxLength={10}
      autoComplete="tel-national"
      placeholder="Mobile Number"
      defaultValue={defaultValue}
      error={error}
      hint={hint}
    />
  );
}

/** A service page: heading, a paragraph on the service, then the form beside what it explains. */
export function ServicePageLayout({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>{children}</div>
        {aside}
      </div>
    </main>
  );
}
