import type { CallbackLanguage } from '@carsetu/contracts';
import { browserApi } from '../../lib/browser-api';
import { loginServiceCall } from '../auth';

/**
 * Browser calls of the call-back form: the phone is proved with the login service's lead-token
 * OTP set, then the lead is created with the user's secure token (docs/decisions/0071).
 */
export const SECURE_TOKEN_HEADER = 'x-secure-token';
export const CALLBACK_SEND_FAILED = 'We could not send the OTP right now. Please try again.';

/** A failed call: `message` is ready to show; `status` is 0 when the network failed. */
export class CallbackApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The answer's data, or a CallbackApiError worded as the login service words its errors (spec §8). */
async function dataOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback?: string,
): Promise<T> {
  const result = await loginServiceCall(call, fallback);
  if (!result.ok) throw new CallbackApiError(result.message, result.status);
  return result.data;
}

/**
 * Proves the phone or starts proving it: the logged-in user's own number is already verified
 * (a lead token comes back at once); any other number gets a call-back OTP.
 */
export async function startPhoneCheck(
  phone: string,
): Promise<{ leadToken: string } | { resendAfterSeconds: number }> {
  const checked = await dataOf(
    browserApi.POST('/api/login/api/v1/lead-token/check-phone', {
      body: { phone_number: phone },
    }),
    CALLBACK_SEND_FAILED,
  );
  if (!checked.data.otp_required && checked.data.lead) {
    return { leadToken: checked.data.lead.lead_token };
  }
  return sendCallbackOtp(phone);
}

export async function sendCallbackOtp(phone: string): Promise<{ resendAfterSeconds: number }> {
  const sent = await dataOf(
    browserApi.POST('/api/login/api/v1/lead-token/send-otp', { body: { phone_number: phone } }),
    CALLBACK_SEND_FAILED,
  );
  return { resendAfterSeconds: sent.data.resend_after_seconds };
}

export async function verifyCallbackOtp(phone: string, otp: string): Promise<string> {
  const verified = await dataOf(
    browserApi.POST('/api/login/api/v1/lead-token/verify-otp', {
      body: { phone_number: phone, otp },
    }),
  );
  return verified.data.lead_token;
}

export async function requestCallBack(input: {
  phone: string;
  reason: string;
  language: CallbackLanguage;
  leadToken: string;
  secureToken: string;
}): Promise<void> {
  await dataOf(
    browserApi.POST('/api/lead/api/v1/callback-lead', {
      params: { header: { [SECURE_TOKEN_HEADER]: input.secureToken } },
      body: {
        phone: input.phone,
        reason: input.reason,
        language: input.language,
        lead_token: input.leadToken,
      },
    }),
  );
}
