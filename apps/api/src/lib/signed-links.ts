import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Database } from '@carsetu/db';
import { queryRows } from './sql-rows';

/**
 * Short-lived links that work without a session (an invoice to forward to an employer), signed
 * with a per-deployment key kept in the database (made on first use, so every process of one
 * deployment shares it and nothing has to be configured).
 */
const keys = new WeakMap<Database, Map<string, Buffer>>();

async function signingKey(db: Database, purpose: string): Promise<Buffer> {
  const cached = keys.get(db)?.get(purpose);
  if (cached) return cached;
  await db.execute(sql`
    insert into signing_keys (purpose, secret) values (${purpose}, ${randomBytes(32).toString('base64url')})
    on conflict (purpose) do nothing`);
  const [row] = await queryRows<{ secret: string }>(
    db,
    sql`select secret from signing_keys where purpose = ${purpose}`,
  );
  const key = Buffer.from(row!.secret, 'base64url');
  keys.set(db, (keys.get(db) ?? new Map()).set(purpose, key));
  return key;
}

const mac = (key: Buffer, subject: string, expires: number) =>
  createHmac('sha256', key).update(`${subject}.${expires}`).digest('base64url');

/** A signature of `subject` valid until `expiresAt`. */
export async function signLink(db: Database, purpose: string, subject: string, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, signature: mac(await signingKey(db, purpose), subject, expires) };
}

/** Whether the signature is this deployment's for `subject` and has not expired. */
export async function verifyLink(
  db: Database,
  purpose: string,
  subject: string,
  link: { expires: number; signature: string },
  now: Date,
): Promise<boolean> {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(await signingKey(db, purpose), subject, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
