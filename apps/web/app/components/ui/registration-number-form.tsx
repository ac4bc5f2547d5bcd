import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClasses } from './button';

/**
 * The vehicle registration-number search shared by challans, RTO details and service history:
 * a plain GET form (`?regNo=`), so it works before JavaScript loads. Each page names its own
 * submit button and target.
 */
export function RegistrationNumberForm({
  action,
  submitLabel,
  defaultValue = '',
  error,
  placeholder,
  headingId,
  submitWidthClass = 'sm:w-56',
}: {
  action: string;
  submitLabel: string;
  defaultValue?: string;
  error?: string | null;
  placeholder?: string;
  /** The heading that names the form (aria-labelledby). */
  headingId?: string;
  /** Button width from the `sm` breakpoint, sized to the label. */
  submitWidthClass?: string;
}) {
  const t = useT();
  return (
    <Form method="get" action={action} className="w-full" aria-labelledby={headingId}>
      <label htmlFor="regNo" className="block text-sm font-semibold text-ink">
        {t('Vehicle registration number')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="regNo"
          name="regNo"
          defaultValue={defaultValue}
          placeholder={placeholder ?? t('e.g. {example}', { example: 'MH12AB1234' })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'regNo-error' : 'regNo-hint'}
          className="w-full rounded-lg border border-slate-400 px-4 py-3 text-lg uppercase tracking-wider text-ink placeholder:normal-case placeholder:tracking-normal"
        />
        <button
          type="submit"
          className={buttonClasses(
            'primary',
            `shrink-0 whitespace-nowrap py-3 ${submitWidthClass}`,
          )}
        >
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id="regNo-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id="regNo-hint" className="mt-2 text-sm text-slate-600">
          {t('Standard ({standard}) and Bharat-series ({bharat}) numbers.', {
            standard: 'MH12AB1234',
            bharat: '22BH1234AA',
          })}
        </p>
      )}
    </Form>
  );
}
