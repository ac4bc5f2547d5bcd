import { OTP_HINT, OTP_LENGTH } from '@carsetu/contracts';
import { useT } from '../../lib/i18n';
import { useEffect, useRef } from 'react';
import { useDomId } from '../../lib/dom-id';

/** Spec §9: the OTP field takes focus 200-300 ms after it appears. */
export const OTP_FOCUS_DELAY_MS = 250;

interface OtpFieldProps {
  otp: string;
  error: string | null;
  /** Seconds until a resend is allowed; the owner runs the countdown (spec §4: 30 seconds). */
  secondsLeft: number;
  onChange(value: string): void;
  onResend(): void;
  /** While the typed code is being checked: the field is read-only and the hint says so. */
  verifying?: boolean;
  resendDisabled?: boolean;
}

/**
 * The OTP step shared by the login modal and the call-back form (spec §4): the code field, its
 * error, the "Enter 4 digit OTP" hint, and a countdown that turns into a "Resend OTP" button.
 * The owner announces "OTP sent" in its own polite live region, in its own words.
 */
export function OtpField({
  otp,
  error,
  secondsLeft,
  onChange,
  onResend,
  verifying = false,
  resendDisabled = false,
}: OtpFieldProps) {
  const t = useT();
  const ids = { otp: useDomId(), help: useDomId(), hint: useDomId() };
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), OTP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div>
      <label htmlFor={ids.otp} className="block text-sm font-medium text-slate-700">
        {t('OTP')}
      </label>
      <input
        ref={inputRef}
        id={ids.otp}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={t(OTP_HINT)}
        value={otp}
        readOnly={verifying}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${ids.help} ${ids.hint}`}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base tracking-[0.5em] outline-none placeholder:tracking-normal focus:border-blue-700"
      />
      <p id={ids.help} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={ids.hint} className="text-slate-600">
          {verifying ? t('Verifying…') : t(OTP_HINT)}
        </span>
        {secondsLeft > 0 ? (
          <span className="text-slate-600">
            {t('Resend OTP in {time}', { time: `00:${String(secondsLeft).padStart(2, '0')}` })}
          </span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resendDisabled}
            className="font-semibold text-blue-700 underline disabled:text-slate-400"
          >
            {t('Resend OTP')}
          </button>
        )}
      </div>
    </div>
  );
}
