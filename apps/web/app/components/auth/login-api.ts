import { DEFAULT_OTP_ERROR, NETWORK_ERROR_MESSAGE } from '@carsetu/contracts';
import { browserApi, settle } from '../../lib/browser-api';

/** Browser calls of the login modal (same origin: the session cookie comes back on login). */

interface ErrorShape {
  error?: { error_message?: string };
  errors?: Array<{ error?: string }>;
}

/** A failed login-service call; `message` is ready to show under the field. */
export class LoginApiError extends Error {}

/**
 * Spec §8: the message is errors[0].error, else error.error_message, else the default; a
 * 'network error' becomes the spec's connection sentence.
 */
export function loginErrorMessage(body: ErrorShape | null, fallback = DEFAULT_OTP_ERROR): string {
  const message = body?.errors?.[0]?.error || body?.error?.error_message || fallback;
  return message === 'network error' ? NETWORK_ERROR_MESSAGE : message;
}

/**
 * A login-service call's data, or its failure worded the spec §8 way (status 0: the network
 * failed). Shared by the login modal and the call-back form's phone proof.
 */
export async function loginServiceCall<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback?: string,
): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string }> {
  const answer = await settle(call);
  if (answer.ok) return { ok: true, data: answer.data };
  const body =
    answer.status === 0
      ? { error: { error_message: 'network error' } }
      : (answer.body as ErrorShape | null);
  return { ok: false, status: answer.status, message: loginErrorMessage(body, fallback) };
}

async function dataOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback?: string,
): Promise<T> {
  const result = await loginServiceCall(call, fallback);
  if (!result.ok) throw new LoginApiError(result.message);
  return result.data;
}

export const SEND_FAILED_MESSAGE = 'We could not send the OTP right now. Please try again.';

export function sendLoginOtp(phone: string) {
  return dataOf(
    browserApi.POST('/api/login/api/v1/otp/send', { body: { phone_number: phone } }),
    SEND_FAILED_MESSAGE,
  );
}

/** Verify, then log in with the access-token taken from login_url (or the data). */
export async function verifyAndLogin(input: {
  phone: string;
  otp: string;
  whatsappConsent: boolean;
  redirectUrl: string;
}): Promise<void> {
  const verified = await dataOf(
    browserApi.POST('/api/login/api/v1/otp/verify', {
      body: {
        phone_number: input.phone,
        otp: input.otp,
        whatsapp_consent: input.whatsappConsent,
        redirect_url: input.redirectUrl,
      },
    }),
  );
  const fromUrl = new URL(verified.data.login_url, window.location.origin).searchParams.get(
    'access-token',
  );
  const accessToken = fromUrl ?? verified.data['access-token'];
  await dataOf(
    browserApi.POST('/api/login/api/v1/login', {
      body: { 'access-token': accessToken ?? '', redirect_url: input.redirectUrl },
    }),
  );
}

export async function logout(): Promise<void> {
  await dataOf(
    browserApi.POST('/api/login/api/v1/logout'),
    'We could not log you out. Please try again.',
  );
}
