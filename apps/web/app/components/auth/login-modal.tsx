import {
  DEFAULT_OTP_ERROR,
  INVALID_MOBILE_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_LENGTH,
  formatPhoneForDisplay,
  isValidIndianMobile,
} from '@carsetu/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { Dialog } from '../ui';
import { buttonClasses } from '../ui';
import { MobileNumberField } from '../ui';
import { OtpField } from '../ui';
import { useSecondsLeft } from '../ui';
import type { LoginReason } from './frame-user';
import { LOGIN_HEADINGS } from './login-headings';
import { LoginApiError, SEND_FAILED_MESSAGE, sendLoginOtp, verifyAndLogin } from './login-api';
import { LoginPolicyNotice } from './login-policy-notice';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof LoginApiError ? error.message : fallback;

interface LoginModalProps {
  reason: LoginReason;
  onClose(): void;
  onLoggedIn(): void | Promise<void>;
  /** Where the login service is told the visitor goes next; the current page when not given. */
  redirectUrl?: string;
}

/** The login modal (spec §2, §4): mobile number step, then the OTP step. */
export function LoginModal({ reason, onClose, onLoggedIn, redirectUrl }: LoginModalProps) {
  const t = useT();
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [whatsappConsent, setWhatsappConsent] = useState(true);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const phoneRef = useRef<HTMLInputElement>(null);

  const phoneValid = isValidIndianMobile(phone);
  const showPhoneInvalid =
    !phoneValid && (phone.length === PHONE_LENGTH || (phoneTouched && phone.length > 0));
  const secondsLeft = useSecondsLeft(step === 'otp' ? resendAt : null);

  // The dialog focuses its first control on open; the phone field is the one to type in.
  useEffect(() => {
    if (step !== 'phone') return;
    const timer = setTimeout(() => phoneRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [step]);

  async function requestOtp() {
    setBusy(true);
    setSendError(null);
    setOtpError(null);
    try {
      const { data } = await sendLoginOtp(phone);
      setOtp('');
      setResendAt(Date.now() + data.resend_after_seconds * 1000);
      setStep('otp');
    } catch (error) {
      // Spec §4/§8: a failure to send resets the OTP step.
      setOtp('');
      setStep('phone');
      setSendError(t(messageOf(error, SEND_FAILED_MESSAGE)));
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
        redirectUrl: redirectUrl ?? window.location.pathname + window.location.search,
      });
      await onLoggedIn();
    } catch (error) {
      setOtpError(t(messageOf(error, DEFAULT_OTP_ERROR)));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t(LOGIN_HEADINGS[reason])}>
      {step === 'phone' ? (
        <form onSubmit={onSubmitPhone} noValidate className="space-y-4">
          <MobileNumberField
            name="phone_number"
            value={phone}
            error={showPhoneInvalid ? t(INVALID_MOBILE_MESSAGE) : sendError}
            onChange={(value) => {
              setPhone(digitsOnly(value, PHONE_LENGTH));
              setSendError(null);
            }}
            onBlur={() => setPhoneTouched(true)}
            inputRef={phoneRef}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="whatsapp_consent"
              checked={whatsappConsent}
              onChange={(event) => setWhatsappConsent(event.target.checked)}
              className="h-4 w-4 accent-green-700"
            />
            {t('Get updates on WhatsApp')}
          </label>
          <button
            type="submit"
            disabled={!phoneValid || busy}
            className={buttonClasses('primary', 'w-full')}
          >
            {busy ? t('Sending OTP…') : t('Get OTP')}
          </button>
        </form>
      ) : (
        <form onSubmit={onSubmitOtp} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            {t('OTP sent to')} <span className="font-semibold">{formatPhoneForDisplay(phone)}</span>{' '}
            <button
              type="button"
              onClick={() => {
                setStep('phone');
                setOtp('');
                setOtpError(null);
              }}
              className="font-semibold text-blue-700 underline"
              aria-label={t('Edit mobile number')}
            >
              {t('Edit')}
            </button>
          </p>
          <OtpField
            otp={otp}
            error={otpError}
            secondsLeft={secondsLeft}
            onChange={(value) => {
              setOtp(digitsOnly(value, OTP_LENGTH));
              setOtpError(null);
            }}
            onResend={() => void requestOtp()}
            resendDisabled={busy}
          />
          <button
            type="submit"
            disabled={otp.length < OTP_LENGTH || busy}
            className={buttonClasses('primary', 'w-full')}
          >
            {busy ? t('Verifying…') : t('Verify')}
          </button>
        </form>
      )}
      <LoginPolicyNotice />
      <p className="sr-only" aria-live="polite">
        {step === 'otp'
          ? t('OTP sent. You can resend it in {seconds} seconds.', { seconds: OTP_RESEND_SECONDS })
          : ''}
      </p>
    </Dialog>
  );
}
