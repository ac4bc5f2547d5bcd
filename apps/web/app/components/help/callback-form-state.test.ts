import { describe, expect, it } from 'vitest';
import {
  callbackFormReducer,
  canCallMe,
  initialCallbackForm,
  shouldSendOtp,
  type CallbackFormAction,
  type CallbackFormState,
} from './callback-form-state';

const run = (...actions: CallbackFormAction[]) =>
  actions.reduce<CallbackFormState>(callbackFormReducer, initialCallbackForm);
const phone = { type: 'phone-changed', value: '98765 43210' } as const;
const sent = { type: 'otp-sent', resendAt: 30_000 } as const;
const verified = { type: 'verified', leadToken: 'lead-token' } as const;

describe('call-back form states (spec §4)', () => {
  it('starts unsent with Hindi and CALL ME disabled', () => {
    expect(initialCallbackForm).toMatchObject({ language: 'Hindi', submission: 'unsent' });
    expect(canCallMe(initialCallbackForm)).toBe(false);
  });

  it('keeps digits only, at most 10, and asks for an OTP once the number is entered', () => {
    const state = run({ type: 'phone-changed', value: '+91 98765-432109' });
    expect(state.phone).toBe('9198765432');
    expect(shouldSendOtp(run(phone), true)).toBe(true);
    expect(shouldSendOtp(run(phone, { type: 'otp-send-started' }), true)).toBe(false);
  });

  it('enables CALL ME only once the number is verified, and then locks the number', () => {
    const waiting = run(phone, { type: 'otp-send-started' }, sent);
    expect(canCallMe(waiting)).toBe(false);
    const done = run(phone, { type: 'otp-send-started' }, sent, verified);
    expect(canCallMe(done)).toBe(true);
    expect(callbackFormReducer(done, { type: 'phone-changed', value: '9123456780' }).phone).toBe(
      '9876543210',
    );
  });

  it('resets the OTP step when sending fails, without sending again by itself', () => {
    const failed = run(
      phone,
      { type: 'otp-send-started' },
      { type: 'otp-send-failed', message: 'No' },
    );
    expect(failed.verification).toEqual({ step: 'phone' });
    expect(failed.phoneError).toBe('No');
    expect(shouldSendOtp(failed, true)).toBe(false);
  });

  it('shows a wrong code under the OTP field and clears it for the next try', () => {
    const wrong = run(
      phone,
      sent,
      { type: 'otp-changed', value: '12a34' },
      { type: 'verify-started' },
      { type: 'verify-failed', message: 'Incorrect OTP, please try again.' },
    );
    expect(wrong).toMatchObject({ otp: '', otpError: 'Incorrect OTP, please try again.' });
    expect(wrong.verification).toMatchObject({ step: 'otp', verifying: false });
  });

  it('goes unsent → loading → sent', () => {
    const loading = run(phone, sent, verified, { type: 'submit-started' });
    expect(loading.submission).toBe('loading');
    expect(canCallMe(loading)).toBe(false);
    expect(callbackFormReducer(loading, { type: 'submit-succeeded' }).submission).toBe('sent');
  });

  it('returns to unsent on failure; a refused proof reopens the number for a new OTP', () => {
    const loading = run(phone, sent, verified, { type: 'submit-started' });
    const retry = callbackFormReducer(loading, { type: 'submit-failed', proofRejected: false });
    expect(retry.submission).toBe('unsent');
    expect(canCallMe(retry)).toBe(true);
    const reprove = callbackFormReducer(loading, { type: 'submit-failed', proofRejected: true });
    expect(reprove).toMatchObject({ submission: 'unsent', verification: { step: 'phone' } });
    expect(canCallMe(reprove)).toBe(false);
  });
});
