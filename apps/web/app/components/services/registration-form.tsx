import { Form } from 'react-router';
import { buttonClasses } from '../ui/button';

/** A registration-number search as a plain GET form, so it works before JavaScript loads. */
export function RegistrationForm({
  action,
  submitLabel,
  defaultValue = '',
  error,
  headingId,
}: {
  action: string;
  submitLabel: string;
  defaultValue?: string;
  error?: string | null;
  headingId: string;
}) {
  return (
    <Form method="get" action={action} className="w-full" aria-labelledby={headingId}>
      <label htmlFor="regNo" className="block text-sm font-semibold text-ink">
        Vehicle registration number
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="regNo"
          name="regNo"
          defaultValue={defaultValue}
          placeholder="e.g. MH12AB1234"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'regNo-error' : 'regNo-hint'}
          className="w-full rounded-lg border border-slate-400 px-4 py-3 text-lg uppercase tracking-wider text-ink placeholder:normal-case placeholder:tracking-normal"
        />
        <button type="submit" className={buttonClasses('primary', 'py-3 sm:w-56')}>
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id="regNo-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id="regNo-hint" className="mt-2 text-sm text-slate-600">
          Standard (MH12AB1234) and Bharat-series (22BH1234AA) numbers.
        </p>
      )}
    </Form>
  );
}

/** Says plainly that the registry behind a page is a sandbox in this environment. */
export function SandboxNote({ source, what }: { source: string; what: string }) {
  if (source !== 'sandbox') return null;
  return (
    <p className="mt-3 text-xs text-slate-600">
      Sandbox data: {what} is not connected in this environment, so these details are generated for
      the number.
    </p>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
