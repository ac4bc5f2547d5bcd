import type { ReactNode } from 'react';
import { initialSelectValue } from '../ui';

const INPUT =
  'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2.5 text-ink aria-[invalid=true]:border-red-600';

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

function FieldMessages({ name, error, hint }: Omit<FieldProps, 'label'>) {
  if (error) {
    return (
      <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

const describedBy = (name: string, error?: string, hint?: string) =>
  error ? `${name}-error` : hint ? `${name}-hint` : undefined;

export function TextField({
  name,
  label,
  error,
  hint,
  ...input
}: FieldProps & {
  defaultValue?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  maxLength?: number;
  pattern?: string;
  type?: 'text' | 'tel' | 'date';
  min?: string;
  max?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={name}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={INPUT}
        {...input}
      />
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  defaultValue,
  children,
}: FieldProps & { defaultValue?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={name}
        name={name}
        required
        defaultValue={defaultValue}
        ref={initialSelectValue(defaultValue ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={`${INPUT} bg-white`}
      >
        {children}
      </select>
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}
