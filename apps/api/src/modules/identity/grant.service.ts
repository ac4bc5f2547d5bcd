import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, schema, type Database } from '@carsetu/db';
import type { OtpPurpose } from '@carsetu/contracts';
import { hashToken } from './session.service';

const { verificationGrants: grants } = schema;
const GRANT_TOKEN_BYTES = 32;

export interface GrantInput {
  phone: string;
  purpose: OtpPurpose;
  subject?: string;
  userId?: string;
  lifetimeSeconds: number;
}

/** A single-use proof that the phone just passed an OTP check; only its hash is stored. */
export async function issueGrant(db: Database, input: GrantInput, now: Date): Promise<string> {
  const token = randomBytes(GRANT_TOKEN_BYTES).toString('base64url');
  await db.insert(grants).values({
    tokenHash: hashToken(token),
    phone: input.phone,
    purpose: input.purpose,
    subject: input.subject ?? '',
    userId: input.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000),
  });
  return token;
}

export interface ConsumedGrant {
  phone: string;
  subject: string;
  userId: string | null;
}

/** Uses the grant up (atomic) if it exists, is live and has the purpose; null otherwise. */
export async function consumeGrant(
  db: Database,
  token: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<ConsumedGrant | null> {
  const [row] = await db
    .update(grants)
    .set({ usedAt: now })
    .where(
      and(
        eq(grants.tokenHash, hashToken(token)),
        eq(grants.purpose, purpose),
        isNull(grants.usedAt),
        gt(grants.expiresAt, now),
      ),
    )
    .returning({ phone: grants.phone, subject: grants.subject, userId: grants.userId });
  return row ?? null;
}

/**
 * For the leads module: true once if `token` is a live call-back lead token for `phone`.
 * A token issued for one phone is refused for any other.
 */
export async function consumeLeadToken(
  db: Database,
  token: string,
  phone: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .update(grants)
    .set({ usedAt: now })
    .where(
      and(
        eq(grants.tokenHash, hashToken(token)),
        eq(grants.purpose, 'call-back'),
        eq(grants.phone, phone),
        isNull(grants.usedAt),
        gt(grants.expiresAt, now),
      ),
    )
    .returning({ id: grants.id });
  return Boolean(row);
}
