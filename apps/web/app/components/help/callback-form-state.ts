import {
  DEFAULT_CALLBACK_LANGUAGE,
  OTP_LENGTH,
  PHONE_LENGTH,
  type CallbackLanguage,
} from '@carsetu/contracts';

/**
 * The call-back form's states (spec §4 "Call-back form"): the phone is proved first (the OTP
 * field appears once the mobile number is entered), then the request goes unsent → loading → sent
 * and back to unsent on failure. Kept pure so the rules are tested without a browser.
 */
export type Verification =
  | { step: 'phone' }
  | { step: 'sending' }
  | { step: 'otp'; resendAt: number; verifying: boolean }
  | { step: 'verified'; leadToken: string };

export type Submission = 'unsent' | 'loading' | 'sent';

export interface CallbackFormState {
  phone: string;
  phoneError: string | null;
  otp: string;
  otpError: string | null;
  reason: string;
  language: CallbackLanguage;
  verification: Verification;
  submission: Submission;
}

export type CallbackFormAction =
  | { type: 'phone-changed'; value: string }
  | { type: 'otp-send-started' }
  | { type: 'otp-sent'; resendAt: number }
  | { type: 'otp-send-failed'; message: string }
  | { type: 'otp-changed'; value: string }
  | { type: 'verify-started' }
  | { type: 'verified'; leadToken: string }
  | { type: 'verify-failed'; message: string }
  | { type: 'reason-changed'; value: string }
  | { type: 'language-changed'; value: CallbackLanguage }
  | { type: 'submit-started' }
  | { type: 'submit-succeeded' }
  | { type: 'submit-failed'; proofRejected: boolean };

export const initialCallbackForm: CallbackFormState = {
  phone: '',
  phoneError: null,
  otp: '',
  otpError: null,
  reason: '',
  language: DEFAULT_CALLBACK_LANGUAGE,
  verification: { step: 'phone' },
  submission: 'unsent',
};

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function callbackFormReducer(
  state: CallbackFormState,
  action: CallbackFormAction,
): CallbackFormState {
  switch (action.type) {
    case 'phone-changed': {
      // The mobile field is disabled once verified (spec §4); a changed number needs a new OTP.
      if (state.verification.step === 'verified' || state.verification.step === 'sending') {
        return state;
      }
      const phone = digitsOnly(action.value, PHONE_LENGTH);
      if (phone === state.phone) return state;
      return {
        ...state,
        phone,
        phoneError: null,
        otp: '',
        otpError: null,
        verification: { step: 'phone' },
      };
    }
    case 'otp-send-started':
      return { ...state, phoneError: null, verification: { step: 'sending' } };
    case 'otp-sent':
      return {
        ...state,
        otp: '',
        otpError: null,
        verification: { step: 'otp', resendAt: action.resendAt, verifying: false },
      };
    case 'otp-send-failed':
      // Spec §8: an OTP send failure resets the OTP step.
      return { ...state, otp: '', phoneError: action.message, verification: { step: 'phone' } };
    case 'otp-changed':
      if (state.verification.step !== 'otp' || state.verification.verifying) return state;
      return { ...state, otp: digitsOnly(action.value, OTP_LENGTH), otpError: null };
    case 'verify-started':
      if (state.verification.step !== 'otp') return state;
      return { ...state, otpError: null, verification: { ...state.verification, verifying: true } };
    case 'verified':
      return {
        ...state,
        otp: '',
        otpError: null,
        verification: { step: 'verified', leadToken: action.leadToken },
      };
    case 'verify-failed':
      if (state.verification.step !== 'otp') return state;
      return {
        ...state,
        otp: '',
        otpError: action.message,
        verification: { ...state.verification, verifying: false },
      };
    case 'reason-changed':
      return { ...state, reason: action.value };
    case 'language-changed':
      return { ...state, language: action.value };
    case 'submit-started':
      return canCallMe(state) ? { ...state, submission: 'loading' } : state;
    case 'submit-succeeded':
      return { ...state, submission: 'sent' };
    case 'submit-failed':
      // Spec §8: back to unsent, no message. A refused proof (used up or expired) must be earned
      // again, so the number opens for a fresh OTP.
      return {
        ...state,
        submission: 'unsent',
        verification: action.proofRejected ? { step: 'phone' } : state.verification,
      };
  }
}

/** Spec §4/§5: CALL ME is enabled only when the phone number is verified by OTP. */
export function canCallMe(state: CallbackFormState): boolean {
  return state.verification.step === 'verified' && state.submission === 'unsent';
}

/** The OTP goes out once a full, valid mobile number is entered and none is pending. */
export function shouldSendOtp(state: CallbackFormState, phoneIsValid: boolean): boolean {
  return phoneIsValid && state.verification.step === 'phone' && state.phoneError === null;
}
