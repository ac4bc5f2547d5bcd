import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, schema, sql, type Database } from '@carsetu/db';
import type { RoleGrant } from './staff-roles.service';

/** Absolute lifetime: a session is never extended past this, whatever the activity. */
export const SESSION_LIFETIME_DAYS = 30;
export const SESSION_COOKIE = 'carsetu_session';
const TOKEN_BYTES = 32; // 256 bits of randomness, well above the 128-bit floor
const SECURE_TOKEN_BYTES = 16;

export interface SessionUser {
  userId: string;
  phone: string;
  sessionId: string;
  /** Spec §3 secureToken: sent by the page with private calls such as the call-back lead. */
  secureToken: string;
  /** Staff roles (empty for customers); read with the session in the same query. */
  roles: RoleGrant[];
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; secureToken: string; sessionId: string }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const secureToken = randomBytes(SECURE_TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(schema.sessions)
    .values({ tokenHash: hashToken(token), secureToken, userId, expiresAt, createdAt: now })
    .returning({ id: schema.sessions.id });
  return { token, expiresAt, secureToken, sessionId: row!.id };
}

function buildResolveSessionQuery(db: Database) {
  return db
    .select({
      sessionId: schema.sessions.id,
      userId: schema.users.id,
      phone: schema.users.phone,
      secureToken: schema.sessions.secureToken,
      roles: sql<RoleGrant[]>`coalesce((
        select json_agg(json_build_object(
          'role', r.role, 'cityId', r.city_id, 'displayName', r.display_name))
        from staff_roles r where r.user_id = ${schema.users.id}), '[]'::json)`,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

// Every API request resolves its session: the query is built once per database and prepared,
// so neither the query builder nor the planner runs per request.
const preparedByDb = new WeakMap<object, ReturnType<typeof buildResolveSessionQuery>>();

export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = buildResolveSessionQuery(db);
    preparedByDb.set(db, prepared);
  }
  const [row] = await prepared.execute({ tokenHash: hashToken(token), now });
  return row ?? null;
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
}
