import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, schema, type Database } from '@carsetu/db';

/** Absolute lifetime: a session is never extended past this, whatever the activity. */
export const SESSION_LIFETIME_DAYS = 30;
export const SESSION_COOKIE = 'carsetu_session';
const TOKEN_BYTES = 32; // 256 bits of randomness, well above the 128-bit floor

export interface SessionUser {
  userId: string;
  phone: string;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: schema.sessions.id, userId: schema.users.id, phone: schema.users.phone })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.tokenHash, hashToken(token)),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(eq(schema.sessions.id, sessionId));
}
