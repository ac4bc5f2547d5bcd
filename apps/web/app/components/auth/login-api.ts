import { DEFAULT_OTP_ERROR, NETWORK_ERROR_MESSAGE } from '@carsetu/contracts';

/** Browser calls of the login modal (same origin: the session cookie comes back on login). */
const LOGIN_API = '/api/login/api/v1';

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

async function post<T>(path: string, body: unknown, fallback?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${LOGIN_API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new LoginApiError(loginErrorMessage({ error: { error_message: 'network error' } }));
  }
  const parsed = (await response.json().catch(() => null)) as (T & ErrorShape) | null;
  if (!response.ok || !parsed) throw new LoginApiError(loginErrorMessage(parsed, fallback));
  return parsed;
}

export const SEND_FAILED_MESSAGE = 'We could not send the OTP right now. Please try again.';

export function sendLoginOtp(phone: string) {
  return post<{ data: { resend_after_seconds: number } }>(
    '/otp/send',
    { phone_number: phone },
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
  const verified = await post<{ data: { login_url: string; 'access-token'?: string } }>(
    '/otp/verify',
    {
      phone_number: input.phone,
      otp: input.otp,
      whatsapp_consent: input.whatsappConsent,
      redirect_url: input.redirectUrl,
    },
  );
  const fromUrl = new URL(verified.data.login_url, window.location.origin).searchParams.get(
    'access-token',
  );
  const accessToken = fromUrl ?? verified.data['access-token'];
  await post('/login', { 'access-token': accessToken, redirect_url: input.redirectUrl });
}

export async function logout(): Promise<void> {
  await post('/logout', {}, 'We could not log you out. Please try again.');
}
