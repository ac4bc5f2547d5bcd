import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, schema, sql, type Database } from '@carsetu/db';
import type { OtpPurpose } from '@carsetu/contracts';

const { otpChallenges: challenges } = schema;

export interface ChallengeKey {
  phone: string;
  purpose: OtpPurpose;
  subject: string;
}

export type ChallengeCloseReason = 'verified' | 'replaced' | 'too-many-attempts' | 'undelivered';

const sameKey = (key: ChallengeKey) =>
  and(
    eq(challenges.phone, key.phone),
    eq(challenges.purpose, key.purpose),
    eq(challenges.subject, key.subject),
  );

/** A resend replaces the code: every open code for the same phone and purpose is closed. */
export async function replaceChallenge(
  db: Database,
  key: ChallengeKey,
  codeHash: (id: string) => string,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(challenges)
      .set({ closedAt: now, closedReason: 'replaced' })
      .where(and(sameKey(key), isNull(challenges.closedAt)));
    const id = randomUUID();
    await tx.insert(challenges).values({
      id,
      ...key,
      codeHash: codeHash(id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    });
    return id;
  });
}

export async function findOpenChallenge(db: Database, key: ChallengeKey, now: Date) {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(sameKey(key), isNull(challenges.closedAt), gt(challenges.expiresAt, now)))
    .orderBy(desc(challenges.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Reserves one guess on the code before it is compared (atomic, so parallel guesses cannot
 * exceed the cap). Returns the attempt number, or null when the code is closed or used up.
 */
export async function reserveAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(challenges)
    .set({ attempts: sql`${challenges.attempts} + 1` })
    .where(
      and(eq(challenges.id, id), isNull(challenges.closedAt), lt(challenges.attempts, maxAttempts)),
    )
    .returning({ attempts: challenges.attempts });
  return row?.attempts ?? null;
}

/** Closes an open code; false when another request closed it first (single use). */
export async function closeChallenge(
  db: Database,
  id: string,
  reason: ChallengeCloseReason,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(challenges)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(challenges.id, id), isNull(challenges.closedAt)))
    .returning({ id: challenges.id });
  return rows.length === 1;
}
