import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DMS_TOKEN_TTL_SECONDS, SELLER_DOCUMENT_MESSAGES } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { unauthorized } from '../../../lib/errors';
import { queryRows } from '../../../lib/sql-rows';

/**
 * dms tokens (decision 0119): `v1.<payload>.<HMAC-SHA256>` in base64url, signed with a key made
 * once per database (sell_dms_signing_keys) so every API process and restart agrees. A token
 * names its jti, its utid (the appointment's upload transaction) and expires after
 * DMS_TOKEN_TTL_SECONDS; its jti row is spent by the first upload, so it works once.
 */
export interface DmsClaims {
  jti: string;
  utid: string;
  /** sell_appointments.id */
  apt: string;
  /** The owner's user id. */
  sub: string;
  cl: string;
  dp: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const keyCache = new WeakMap<object, Buffer>();

async function signingKey(db: Database, now: Date): Promise<Buffer> {
  const cached = keyCache.get(db);
  if (cached) return cached;
  await db.execute(sql`
    insert into sell_dms_signing_keys (id, secret, created_at)
    values (1, ${randomBytes(32).toString('base64url')}, ${now})
    on conflict (id) do nothing`);
  const [row] = await queryRows<{ secret: string }>(
    db,
    sql`select secret from sell_dms_signing_keys where id = 1`,
  );
  const key = Buffer.from(row!.secret, 'base64url');
  keyCache.set(db, key);
  return key;
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`v1.${body}`).digest('base64url');

/** The upload transaction id of an appointment: stable, not guessable without the key. */
export async function utidOf(db: Database, appointmentRowId: string, now: Date) {
  const key = await signingKey(db, now);
  return `utid_${createHmac('sha256', key).update(`utid:${appointmentRowId}`).digest('base64url').slice(0, 24)}`;
}

export async function issueDmsToken(
  db: Database,
  input: { appointmentRowId: string; userId: string; client: string; department: string },
  now: Date,
) {
  const key = await signingKey(db, now);
  const jti = randomUUID();
  const utid = await utidOf(db, input.appointmentRowId, now);
  const expiresAt = new Date(now.getTime() + DMS_TOKEN_TTL_SECONDS * 1000);
  const claims: DmsClaims = {
    jti,
    utid,
    apt: input.appointmentRowId,
    sub: input.userId,
    cl: input.client,
    dp: input.department,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  await db.execute(sql`
    insert into sell_dms_tokens (jti, appointment_id, user_id, utid, client, department, expires_at, created_at)
    values (${jti}, ${input.appointmentRowId}, ${input.userId}, ${utid}, ${input.client},
            ${input.department}, ${expiresAt}, ${now})`);
  return {
    token: `v1.${body}.${sign(key, body)}`,
    jti,
    utid,
    expiresAt: expiresAt.toISOString(),
    expiresInSeconds: DMS_TOKEN_TTL_SECONDS,
  };
}

export interface DmsHeaders {
  authorization?: string;
  jti?: string | string[];
  utid?: string | string[];
}

/** Signature, expiry and the jti/utid headers; throws 401. Does not spend the jti. */
export async function readDmsToken(db: Database, headers: DmsHeaders, now: Date) {
  const refuse = () => unauthorized(SELLER_DOCUMENT_MESSAGES.badToken);
  const bearer = headers.authorization?.startsWith('Bearer ')
    ? headers.authorization.slice('Bearer '.length).trim()
    : '';
  const [version, body, signature, ...rest] = bearer.split('.');
  if (version !== 'v1' || !body || !signature || rest.length > 0) throw refuse();
  const key = await signingKey(db, now);
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
  let claims: DmsClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DmsClaims;
  } catch {
    throw refuse();
  }
  if (claims.jti !== headers.jti || claims.utid !== headers.utid) throw refuse();
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw refuse();
  return claims;
}

/** Spends the jti (first caller wins, inside the caller's transaction); a reused one → 401. */
export async function spendDmsToken(db: Database, claims: DmsClaims, now: Date) {
  const rows = await queryRows<{ jti: string }>(
    db,
    sql`update sell_dms_tokens set used_at = ${now}
        where jti = ${claims.jti} and utid = ${claims.utid} and appointment_id = ${claims.apt}
          and user_id = ${claims.sub} and used_at is null and expires_at > ${now}
        returning jti`,
  );
  if (rows.length === 0) throw unauthorized(SELLER_DOCUMENT_MESSAGES.badToken);
}
