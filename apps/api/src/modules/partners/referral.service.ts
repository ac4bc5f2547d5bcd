import { createHash } from 'node:crypto';
import { eq, schema, sql, type Database } from '@carsetu/db';
import { REFERRAL_QUERY_PARAM, type MyReferral } from '@carsetu/contracts';
import { istDate } from '../../lib/slot-days';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { notFound } from '../../lib/errors';
import { randomCode } from './random-code';

const { referralCodes, referralVisits } = schema;
const newCode = () => `CS${randomCode(6)}`;

/** The user's referral code (made on first ask) and how many visits it brought. */
export async function myReferral(db: Database, userId: string): Promise<MyReferral> {
  let [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    try {
      await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing({
        target: referralCodes.userId,
      });
    } catch (error) {
      // Another user holds that code: draw again.
      if (uniqueViolationConstraint(error) === null) throw error;
    }
    [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  }
  if (!row) throw new Error('Could not make a referral code');
  const [count] = await db
    .select({ visits: sql<number>`count(*)::int` })
    .from(referralVisits)
    .where(eq(referralVisits.code, row.code));
  return {
    code: row.code,
    sharePath: `/?${REFERRAL_QUERY_PARAM}=${row.code}`,
    visits: Number(count?.visits ?? 0),
  };
}

/**
 * Counts a visit that came with ?ref=CODE: once per code, device and IST day, and never the
 * owner's own visit. An unknown code is a 404 (the page ignores it).
 */
export async function trackReferral(
  db: Database,
  input: { code: string; landingPath: string; deviceId: string; userId: string | null },
  now: Date,
): Promise<{ counted: boolean }> {
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, input.code));
  if (!owner) throw notFound('Unknown referral code');
  if (owner.userId === input.userId) return { counted: false };
  const inserted = await db
    .insert(referralVisits)
    .values({
      code: input.code,
      landingPath: input.landingPath,
      deviceHash: createHash('sha256').update(input.deviceId).digest('base64url'),
      visitedOn: istDate(now),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: referralVisits.id });
  return { counted: inserted.length > 0 };
}
