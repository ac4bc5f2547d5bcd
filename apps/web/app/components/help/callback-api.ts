import type { CallbackLanguage } from '@carsetu/contracts';
import { loginErrorMessage } from '../auth/login-api';

/**
 * Browser calls of the call-back form: the phone is proved with the login service's lead-token
 * OTP set, then the lead is created with the user's secure token (docs/decisions/0071).
 */
const LEAD_TOKEN_API = '/api/login/api/v1/lead-token';
const CALLBACK_LEAD_API = '/api/lead/api/v1/callback-lead';
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

async function post<T>(
  url: string,
  body: unknown,
  options: { fallback?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new CallbackApiError(loginErrorMessage({ error: { error_message: 'network error' } }), 0);
  }
  const parsed = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || !parsed) {
    const message = loginErrorMessage(
      parsed as Parameters<typeof loginErrorMessage>[0],
      options.fallback,
    );
    throw new CallbackApiError(message, response.status);
  }
  return parsed;
}

type LeadToken = { lead_token: string };

/**
 * Proves the phone or starts proving it: the logged-in user's own number is already verified
 * (a lead token comes back at once); any other number gets a call-back OTP.
 */
export async function startPhoneCheck(
  phone: string,
): Promise<{ leadToken: string } | { resendAfterSeconds: number }> {
  const checked = await post<{ data: { otp_required: boolean; lead: LeadToken | null } }>(
    `${LEAD_TOKEN_API}/check-phone`,
    { phone_number: phone },
    { fallback: CALLBACK_SEND_FAILED },
  );
  if (!checked.data.otp_required && checked.data.lead) {
    return { leadToken: checked.data.lead.lead_token };
  }
  return sendCallbackOtp(phone);
}

export async function sendCallbackOtp(phone: string): Promise<{ resendAfterSeconds: number }> {
  const sent = await post<{ data: { resend_after_seconds: number } }>(
    `${LEAD_TOKEN_API}/send-otp`,
    { phone_number: phone },
    { fallback: CALLBACK_SEND_FAILED },
  );
  return { resendAfterSeconds: sent.data.resend_after_seconds };
}

export async function verifyCallbackOtp(phone: string, otp: string): Promise<string> {
  const verified = await post<{ data: LeadToken }>(`${LEAD_TOKEN_API}/verify-otp`, {
    phone_number: phone,
    otp,
  });
  return verified.data.lead_token;
}

export async function requestCallBack(input: {
  phone: string;
  reason: string;
  language: CallbackLanguage;
  leadToken: string;
  secureToken: string;
}): Promise<void> {
  await post(
    CALLBACK_LEAD_API,
    {
      phone: input.phone,
      reason: input.reason,
      language: input.language,
      lead_token: input.leadToken,
    },
    { headers: { [SECURE_TOKEN_HEADER]: input.secureToken } },
  );
}
