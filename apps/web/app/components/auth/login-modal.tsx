import {
  DEFAULT_OTP_ERROR,
  INVALID_MOBILE_MESSAGE,
  OTP_HINT,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_LENGTH,
  formatPhoneForDisplay,
  isValidIndianMobile,
} from '@carsetu/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../ui/dialog';
import { buttonClasses } from '../ui/button';
import type { LoginReason } from './frame-user';
import { LOGIN_HEADINGS } from './login-headings';
import { LoginApiError, SEND_FAILED_MESSAGE, sendLoginOtp, verifyAndLogin } from './login-api';
import { LoginPolicyNotice } from './login-policy-notice';

/** Spec §9: the OTP field takes focus 200-300 ms after the OTP step opens. */
export const OTP_FOCUS_DELAY_MS = 250;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof LoginApiError ? error.message : fallback;

interface LoginModalProps {
  reason: LoginReason;
  onClose(): void;
  onLoggedIn(): void | Promise<void>;
}

/** The login modal (spec §2, §4): mobile number step, then the OTP step. */
export function LoginModal({ reason, onClose, onLoggedIn }: LoginModalProps) {
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [whatsappConsent, setWhatsappConsent] = useState(true);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const ids = { phoneHelp: useId(), otpHelp: useId(), phone: useId(), otp: useId() };

  const phoneValid = isValidIndianMobile(phone);
  const showPhoneInvalid =
    !phoneValid && (phone.length === PHONE_LENGTH || (phoneTouched && phone.length > 0));
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  // The dialog focuses its first control on open; the phone field is the one to type in.
  useEffect(() => {
    if (step !== 'phone') return;
    const timer = setTimeout(() => phoneRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [step]);

  useEffect(() => {
    if (step !== 'otp') return;
    const timer = setTimeout(() => otpRef.current?.focus(), OTP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  useEffect(() => {
    if (step !== 'otp' || secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step, secondsLeft]);

  async function requestOtp() {
    setBusy(true);
    setSendError(null);
    setOtpError(null);
    try {
      const { data } = await sendLoginOtp(phone);
      setOtp('');
      setResendAt(Date.now() + data.resend_after_seconds * 1000);
      setNow(Date.now());
      setStep('otp');
    } catch (error) {
      // Spec §4/§8: a failure to send resets the OTP step.
      setOtp('');
      setStep('phone');
      setSendError(messageOf(error, SEND_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  async function onSubmitPhone(event: FormEvent) {
    event.preventDefault();
    if (phoneValid && !busy) await requestOtp();
  }

  async function onSubmitOtp(event: FormEvent) {
    event.preventDefault();
    if (otp.length < OTP_LENGTH || busy) return;
    setBusy(true);
    setOtpError(null);
    try {
      await verifyAndLogin({
        phone,
        otp,
        whatsappConsent,
        redirectUrl: window.location.pathname + window.location.search,
      });
      await onLoggedIn();
    } catch (error) {
      setOtpError(messageOf(error, DEFAULT_OTP_ERROR));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={LOGIN_HEADINGS[reason]}>
      {step === 'phone' ? (
        <form onSubmit={onSubmitPhone} noValidate className="space-y-4">
          <div>
            <label htmlFor={ids.phone} className="block text-sm font-medium text-slate-700">
              Mobile number
            </label>
            <div className="mt-1 flex rounded-lg border border-slate-300 focus-within:border-blue-700">
              <span
                className="flex items-center border-r border-slate-300 px-3 text-slate-700"
                aria-hidden="true"
              >
                +91
              </span>
              <input
                ref={phoneRef}
                id={ids.phone}
                name="phone_number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_LENGTH}
                value={phone}
                onChange={(event) => {
                  setPhone(digitsOnly(event.target.value, PHONE_LENGTH));
                  setSendError(null);
                }}
                onBlur={() => setPhoneTouched(true)}
                aria-invalid={showPhoneInvalid || Boolean(sendError)}
                aria-describedby={ids.phoneHelp}
                className="w-full rounded-r-lg px-3 py-2.5 text-base outline-none"
              />
            </div>
            <p id={ids.phoneHelp} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
              {showPhoneInvalid ? INVALID_MOBILE_MESSAGE : (sendError ?? '')}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="whatsapp_consent"
              checked={whatsappConsent}
              onChange={(event) => setWhatsappConsent(event.target.checked)}
              className="h-4 w-4 accent-green-700"
            />
            Get updates on WhatsApp
          </label>
          <button
            type="submit"
            disabled={!phoneValid || busy}
            className={buttonClasses('primary', 'w-full')}
          >
            {busy ? 'Sending OTP…' : 'Get OTP'}
          </button>
        </form>
      ) : (
        <form onSubmit={onSubmitOtp} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            OTP sent to <span className="font-semibold">{formatPhoneForDisplay(phone)}</span>{' '}
            <button
              type="button"
              onClick={() => {
                setStep('phone');
                setOtp('');
                setOtpError(null);
              }}
              className="font-semibold text-blue-700 underline"
              aria-label="Edit mobile number"
            >
              Edit
            </button>
          </p>
          <div>
            <label htmlFor={ids.otp} className="block text-sm font-medium text-slate-700">
              OTP
            </label>
            <input
              ref={otpRef}
              id={ids.otp}
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder={OTP_HINT}
              value={otp}
              onChange={(event) => {
                setOtp(digitsOnly(event.target.value, OTP_LENGTH));
                setOtpError(null);
              }}
              aria-invalid={Boolean(otpError)}
              aria-describedby={ids.otpHelp}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base tracking-[0.5em] outline-none focus:border-blue-700"
            />
            <p id={ids.otpHelp} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
              {otpError ?? ''}
            </p>
            <p className="text-sm text-slate-600">{OTP_HINT}</p>
          </div>
          <div className="text-sm">
            {secondsLeft > 0 ? (
              <span className="text-slate-600">
                Resend OTP in 00:{String(secondsLeft).padStart(2, '0')}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => void requestOtp()}
                disabled={busy}
                className="font-semibold text-blue-700 underline disabled:text-slate-400"
              >
                Resend OTP
              </button>
            )}
          </div>
          <button
            type="submit"
            disabled={otp.length < OTP_LENGTH || busy}
            className={buttonClasses('primary', 'w-full')}
          >
            {busy ? 'Verifying…' : 'Verify'}
          </button>
        </form>
      )}
      <LoginPolicyNotice />
      <p className="sr-only" aria-live="polite">
        {step === 'otp' ? `OTP sent. You can resend it in ${OTP_RESEND_SECONDS} seconds.` : ''}
      </p>
    </Dialog>
  );
}
