import { OTP_HINT, OTP_LENGTH } from '@carsetu/contracts';
import { useEffect, useId, useRef } from 'react';

/** Spec §9: the OTP field takes focus 200-300 ms after it appears (as in the login modal). */
const OTP_FOCUS_DELAY_MS = 250;

interface CallbackOtpFieldProps {
  otp: string;
  error: string | null;
  verifying: boolean;
  /** Seconds until a resend is allowed (the form owns the countdown and its announcement). */
  secondsLeft: number;
  onChange(value: string): void;
  onResend(): void;
}

/** The call-back OTP field (spec §4): a 30-second countdown, then a resend button. */
export function CallbackOtpField({
  otp,
  error,
  verifying,
  secondsLeft,
  onChange,
  onResend,
}: CallbackOtpFieldProps) {
  const ids = { otp: useId(), help: useId(), hint: useId() };
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), OTP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div>
      <label htmlFor={ids.otp} className="block text-sm font-medium text-slate-700">
        OTP
      </label>
      <input
        ref={inputRef}
        id={ids.otp}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={OTP_HINT}
        value={otp}
        readOnly={verifying}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${ids.help} ${ids.hint}`}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base tracking-[0.5em] outline-none placeholder:tracking-normal focus:border-brand-700"
      />
      <p id={ids.help} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {error ?? ''}
      </p>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={ids.hint} className="text-slate-600">
          {verifying ? 'Verifying…' : OTP_HINT}
        </span>
        {secondsLeft > 0 ? (
          <span className="text-slate-600">
            Resend OTP in 00:{String(secondsLeft).padStart(2, '0')}
          </span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            className="font-semibold text-brand-700 underline"
          >
            Resend OTP
          </button>
        )}
      </div>
    </div>
  );
}
