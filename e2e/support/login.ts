import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

const LOGIN_API = '/api/login/api/v1';
export const SESSION_COOKIE = 'carsetu_session';

/**
 * A fresh valid Indian mobile per call (first digit 9, never all one digit), so tests never share
 * a user and never run into the per-phone OTP limits.
 */
export function randomPhone(): string {
  const rest = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  return rest === '999999999' ? '9123456789' : `9${rest}`;
}

/** How long to wait for an OTP to reach the outbox after the page asked for one. */
const OUTBOX_WAIT_MS = 10_000;

/**
 * The newest OTP the sandbox SMS outbox holds for the phone (GET /api/dev/outbox). A test reads
 * right after clicking "Get OTP", before the browser's send may have finished, so it waits for
 * the message to arrive.
 */
export async function readOtpFromOutbox(
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const response = await request.get(`/api/dev/outbox?phone=${phone}`);
    expect(response.ok(), 'the dev outbox needs ALLOW_SANDBOX_PROVIDERS=1').toBe(true);
    const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
    const code = messages[0]?.text.match(/^(\d{4}) /)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No OTP in the outbox for ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface LoggedInUser {
  phone: string;
  name?: string;
  /** The session token, for API calls with `Authorization: Bearer`. */
  token: string;
}

/**
 * Sessions of the fixed phones (demo staff) this worker already logged in, by phone. Logging the
 * same staff phone in again would wait out its OTP resend cooldown and spend its hourly OTP cap;
 * a session that is still valid is handed to the next browser instead.
 */
const sessionsByPhone = new Map<string, string>();

async function giveSession(context: BrowserContext, origin: string, token: string) {
  // The cookie is Secure in production mode; Chromium accepts that on http://127.0.0.1 but the
  // API request context does not, so it is handed to the browser explicitly.
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: origin, httpOnly: true, sameSite: 'Lax' },
  ]);
}

async function reuseSession(context: BrowserContext, phone: string): Promise<string | null> {
  const token = sessionsByPhone.get(phone);
  if (!token) return null;
  const check = await context.request.get('/api/consumer/api/v1/staff/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (check.status() === 401) {
    sessionsByPhone.delete(phone);
    return null;
  }
  await giveSession(context, new URL(check.url()).origin, token);
  return token;
}

/**
 * Logs the browser context in through the API, the way every e2e test but the login test itself
 * should: send OTP → read the code from the dev outbox → verify → login (a fixed phone's
 * still-valid session from an earlier test is reused). The request context
 * shares its cookie jar with the browser, so the session cookie lands in the browser too.
 * With `name`, the profile gets that name (the header then greets the user by it).
 */
export async function logIn(
  context: BrowserContext,
  options: { phone?: string; name?: string; email?: string } = {},
): Promise<LoggedInUser> {
  const phone = options.phone ?? randomPhone();
  const request = context.request;
  const reused = options.phone ? await reuseSession(context, phone) : null;
  const token = reused ?? (await logInWithOtp(context, phone));
  if (options.phone) sessionsByPhone.set(phone, token);
  if (options.name) {
    const profile = await request.put('/api/consumer/user-profile', {
      data: { name: options.name, user_email: options.email ?? '' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
  }
  return { phone, name: options.name, token };
}

/** send OTP → read the code from the dev outbox → verify → login; answers the session token. */
async function logInWithOtp(context: BrowserContext, phone: string): Promise<string> {
  const request = context.request;
  let sent = await request.post(`${LOGIN_API}/otp/send`, { data: { phone_number: phone } });
  // A demo staff phone logged in by the previous test is still in its resend cooldown: wait it
  // out once, as a person would (the message names the seconds).
  const wait = /Please wait (\d+) seconds/.exec(sent.ok() ? '' : await sent.text())?.[1];
  if (wait) {
    await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    sent = await request.post(`${LOGIN_API}/otp/send`, { data: { phone_number: phone } });
  }
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtpFromOutbox(request, phone);
  const verified = await request.post(`${LOGIN_API}/otp/verify`, {
    data: { phone_number: phone, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { data } = (await verified.json()) as { data: { 'access-token': string } };
  const login = await request.post(`${LOGIN_API}/login`, {
    data: { 'access-token': data['access-token'], redirect_url: '/' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = login
    .headersArray()
    .find(
      (header) =>
        header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`),
    )
    ?.value.split(';')[0]!
    .slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error('login answered without a session cookie');
  await giveSession(context, new URL(login.url()).origin, token);
  return token;
}
