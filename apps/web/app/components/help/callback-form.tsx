import {
  DEFAULT_OTP_ERROR,
  CALLBACK_LANGUAGES,
  CALLBACK_REASON_MAX_LENGTH,
  INVALID_MOBILE_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_LENGTH,
  formatPhoneForDisplay,
  isValidIndianMobile,
} from '@carsetu/contracts';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { useLogin } from '../auth';
import { buttonClasses } from '../ui';
import { MobileNumberField } from '../ui';
import { OtpField } from '../ui';
import { useSecondsLeft } from '../ui';
import {
  CallbackApiError,
  requestCallBack,
  sendCallbackOtp,
  startPhoneCheck,
  verifyCallbackOtp,
} from './callback-api';
import {
  callbackFormReducer,
  canCallMe,
  initialCallbackForm,
  shouldSendOtp,
  type CallbackFormAction,
} from './callback-form-state';
import { callbackHours, callbackSourceOf, type CallbackSource } from './callback-hours';
import { CheckIcon } from '../ui';
import {
  CALL_ME,
  CALLBACK_SENT_TEXT,
  CALLBACK_SENT_TITLE,
  MOBILE_NUMBER_PLACEHOLDER,
} from './help-text';
import { useDomId } from '../../lib/dom-id';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof CallbackApiError ? error.message : fallback;

/** The request-a-call-back form (spec §2, §4, §5) inside the help modal. */
export function CallbackForm() {
  const { user } = useLogin();
  const t = useT();
  const [state, dispatch] = useReducer(callbackFormReducer, initialCallbackForm);
  // Rendered only after a click, so reading the browser here never differs from the server.
  const [source] = useState<CallbackSource>(() => callbackSourceOf(navigator.userAgent));
  const ids = { reason: useDomId(), reasonCount: useDomId() };
  const { verification } = state;
  const phoneValid = isValidIndianMobile(state.phone);
  const secondsLeft = useSecondsLeft(verification.step === 'otp' ? verification.resendAt : null);

  const sendOtp = async (
    send: () => Promise<{ leadToken: string } | { resendAfterSeconds: number }>,
  ) => {
    dispatch({ type: 'otp-send-started' });
    try {
      const result = await send();
      dispatch(
        'leadToken' in result
          ? { type: 'verified', leadToken: result.leadToken }
          : { type: 'otp-sent', resendAt: Date.now() + result.resendAfterSeconds * 1000 },
      );
    } catch (error) {
      dispatch({ type: 'otp-send-failed', message: t(messageOf(error, t('Please try again.'))) });
    }
  };

  // Spec §4: the OTP field appears once the mobile number is entered.
  useEffect(() => {
    if (shouldSendOtp(state, phoneValid)) void sendOtp(() => startPhoneCheck(state.phone));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phone, verification.step, phoneValid]);

  // The older login flow's rule, kept here: the code is checked as soon as 4 digits are in.
  useEffect(() => {
    if (verification.step !== 'otp' || verification.verifying || state.otp.length < OTP_LENGTH) {
      return;
    }
    dispatch({ type: 'verify-started' });
    verifyCallbackOtp(state.phone, state.otp).then(
      (leadToken) => dispatch({ type: 'verified', leadToken }),
      (error: unknown) =>
        dispatch({
          type: 'verify-failed',
          message: t(messageOf(error, DEFAULT_OTP_ERROR)),
        }),
    );
  }, [state.otp, state.phone, verification, t]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCallMe(state) || verification.step !== 'verified' || !user) return;
    dispatch({ type: 'submit-started' });
    try {
      await requestCallBack({
        phone: state.phone,
        reason: state.reason,
        language: state.language,
        leadToken: verification.leadToken,
        secureToken: user.secureToken,
      });
      dispatch({ type: 'submit-succeeded' });
    } catch (error) {
      // Spec §8: back to unsent with no message; a refused proof must be earned again.
      const proofRejected = error instanceof CallbackApiError && error.status === 403;
      dispatch({ type: 'submit-failed', proofRejected });
    }
  }

  if (state.submission === 'sent') {
    return (
      <div role="status" className="space-y-2 py-6 text-center">
        <CheckIcon className="mx-auto h-10 w-10 text-emerald-700" />
        <p className="text-lg font-semibold text-ink">{t(CALLBACK_SENT_TITLE)}</p>
        <p className="text-slate-700">{t(CALLBACK_SENT_TEXT)}</p>
      </div>
    );
  }

  const verified = verification.step === 'verified';
  const showPhoneInvalid = state.phone.length === PHONE_LENGTH && !phoneValid;
  const change = (action: CallbackFormAction) => dispatch(action);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-busy={state.submission === 'loading'}
    >
      <p className="text-sm text-slate-700">
        {t('Operational hours:')} <span className="font-semibold">{callbackHours(source)}</span>
      </p>
      <MobileNumberField
        name="phone"
        value={state.phone}
        error={showPhoneInvalid ? t(INVALID_MOBILE_MESSAGE) : state.phoneError}
        onChange={(value) => change({ type: 'phone-changed', value })}
        placeholder={t(MOBILE_NUMBER_PLACEHOLDER)}
        disabled={verified}
      >
        {verified ? (
          <p className="flex items-center gap-1 text-sm font-medium text-emerald-800">
            <CheckIcon className="h-4 w-4" /> {t('Mobile number verified')}
          </p>
        ) : null}
        {verification.step === 'sending' ? (
          <p className="text-sm text-slate-600">{t('Sending OTP…')}</p>
        ) : null}
        {verification.step === 'phone' && phoneValid && state.phoneError ? (
          <button
            type="button"
            onClick={() => void sendOtp(() => startPhoneCheck(state.phone))}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t('Send OTP')}
          </button>
        ) : null}
      </MobileNumberField>
      {verification.step === 'otp' ? (
        <OtpField
          otp={state.otp}
          error={state.otpError}
          verifying={verification.verifying}
          secondsLeft={secondsLeft}
          onChange={(value) => change({ type: 'otp-changed', value })}
          onResend={() => void sendOtp(() => sendCallbackOtp(state.phone))}
        />
      ) : null}
      <div>
        <label htmlFor={ids.reason} className="block text-sm font-medium text-slate-700">
          {t('Reason for the call back (optional)')}
        </label>
        <textarea
          id={ids.reason}
          name="reason"
          rows={3}
          maxLength={CALLBACK_REASON_MAX_LENGTH}
          value={state.reason}
          onChange={(event) => change({ type: 'reason-changed', value: event.target.value })}
          aria-describedby={ids.reasonCount}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base outline-none focus:border-brand-700"
        />
        <p id={ids.reasonCount} className="text-right text-xs text-slate-600">
          {state.reason.length}/{CALLBACK_REASON_MAX_LENGTH}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('Preferred language')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CALLBACK_LANGUAGES.map((language) => (
            <label
              key={language}
              className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={state.language === language}
                onChange={() => change({ type: 'language-changed', value: language })}
                className="sr-only"
              />
              {language}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={!canCallMe(state)}
        className={buttonClasses('primary', 'w-full')}
      >
        {state.submission === 'loading' ? t('Requesting a call back…') : t(CALL_ME)}
      </button>
      <p className="sr-only" aria-live="polite">
        {verification.step === 'otp'
          ? secondsLeft > 0
            ? t('OTP sent to {phone}. You can resend it in {seconds} seconds.', {
                phone: formatPhoneForDisplay(state.phone),
                seconds: OTP_RESEND_SECONDS,
              })
            : t('You can now resend the OTP.')
          : verified
            ? t('Mobile number verified.')
            : ''}
      </p>
    </form>
  );
}
