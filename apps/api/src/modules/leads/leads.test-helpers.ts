import type { App } from '../../app';
import { loginAs, type LoggedInUser } from '../../test/login';
import { latestCode } from '../identity/identity.test-helpers';

const LEAD_TOKEN_API = '/api/login/api/v1/lead-token';

/** A call-back lead token for `phone`, earned the way the form does: send OTP, read it, verify. */
export async function leadTokenThroughOtp(app: App, phone: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: `${LEAD_TOKEN_API}/send-otp`,
    payload: { phone_number: phone },
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: `${LEAD_TOKEN_API}/verify-otp`,
    payload: { phone_number: phone, otp: await latestCode(app, phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  return verified.json().data.lead_token as string;
}

/** A logged-in user plus the headers the frame's call-back call sends (session + secure token). */
export async function frameCaller(
  app: App,
): Promise<LoggedInUser & { frameHeaders: Record<string, string> }> {
  const user = await loginAs(app);
  const profile = await app.inject({
    url: '/api/login/api/v1/profile-details',
    headers: user.headers,
  });
  const secureToken = profile.json().data.token as string;
  return { ...user, frameHeaders: { ...user.headers, 'x-secure-token': secureToken } };
}
