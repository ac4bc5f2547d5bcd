import { eq, schema } from '@carsetu/db';
import type { App } from '../app';
import { createSession, SESSION_COOKIE } from '../modules/identity/session.service';

export interface LoggedInUser {
  userId: string;
  phone: string;
  token: string;
  /** Headers for app.inject: Bearer auth as the API's private calls use it. */
  headers: { authorization: string };
  /** Cookie header as the browser would send it. */
  cookie: string;
}

let phoneCounter = 0;
/** A unique valid Indian mobile per call, so tests never share users. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String(100_000_000 + process.pid * 1000 + phoneCounter).slice(-9)}`;
}

/** Creates (or reuses) the user for the phone and a session for it, skipping the OTP flow. */
export async function loginAs(
  app: App,
  phone = uniquePhone(),
  name = 'Test User',
): Promise<LoggedInUser> {
  const [existing] = await app.db.select().from(schema.users).where(eq(schema.users.phone, phone));
  const user =
    existing ?? (await app.db.insert(schema.users).values({ phone, name }).returning())[0]!;
  const { token } = await createSession(app.db, user.id);
  return {
    userId: user.id,
    phone,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookie: `${SESSION_COOKIE}=${token}`,
  };
}
