import type { App } from '../../app';
import { listOutbox } from '../../providers/sms/sandbox-outbox-sms';

/** A clock tests move by hand: no test waits for 30 seconds to pass. */
export function fakeClock(start = '2025-01-15T06:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** The code of the newest SMS the sandbox outbox holds for the phone. */
export async function latestCode(app: App, phone: string): Promise<string> {
  const [message] = await listOutbox(app.db, phone);
  const code = message?.text.match(/^(\d{4}) /)?.[1];
  if (!code) throw new Error(`No OTP in the outbox for ${phone}`);
  return code;
}

export function sendLoginOtp(app: App, phone: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login/api/v1/otp/send',
    payload: { phone_number: phone },
    remoteAddress,
  });
}

export function verifyLoginOtp(app: App, phone: string, otp: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login/api/v1/otp/verify',
    payload: { phone_number: phone, otp },
    remoteAddress,
  });
}

/** A code that is not `code` (for wrong guesses). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** The whole login over the API: send, read the outbox, verify, exchange the access-token. */
export async function loginThroughOtp(app: App, phone: string) {
  await sendLoginOtp(app, phone);
  const verified = await verifyLoginOtp(app, phone, await latestCode(app, phone));
  const accessToken = verified.json().data['access-token'] as string;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/api/v1/login',
    payload: { 'access-token': accessToken, redirect_url: '/' },
  });
  const cookie = login.cookies.find((c) => c.name === 'carsetu_session');
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  return { token: cookie.value, cookie, login };
}
