import { PHONE_LENGTH } from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { type ReactNode, type Ref } from 'react';
import { useDomId } from '../../lib/dom-id';

interface MobileNumberFieldProps {
  name: string;
  value: string;
  /** The message under the field (spec texts); also marks the field invalid. */
  error: string | null;
  onChange(value: string): void;
  onBlur?(): void;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the message: a "verified" line, a "Send OTP" button. */
  children?: ReactNode;
}

/**
 * The "+91" mobile-number field of the OTP flows (login modal, call-back form). The message line
 * is an alert that keeps its height, so the dialog does not jump when it appears.
 */
export function MobileNumberField({
  name,
  value,
  error,
  onChange,
  onBlur,
  placeholder,
  disabled,
  inputRef,
  children,
}: MobileNumberFieldProps) {
  const t = useT();
  const ids = { input: useDomId(), help: useDomId() };
  return (
    <div>
      <label htmlFor={ids.input} className="block text-sm font-medium text-slate-700">
        {t('Mobile number')}
      </label>
      <div className="mt-1 flex rounded-lg border border-slate-300 focus-within:border-blue-700 has-[:disabled]:bg-slate-100">
        <span
          className="flex items-center border-r border-slate-300 px-3 text-slate-700"
          aria-hidden="true"
        >
          +91
        </span>
        <input
          ref={inputRef}
          id={ids.input}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={ids.help}
          className="w-full rounded-r-lg bg-transparent px-3 py-2.5 text-base outline-none disabled:text-slate-700"
        />
      </div>
      <p id={ids.help} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
      {children}
    </div>
  );
}
