import { and, asc, eq, inArray, isNull, lt, or, schema, sql, type Database } from '@carsetu/db';

const { garageVehicles, garageSeenChallans, garageNotices, users } = schema;

export type GarageVehicleRow = typeof garageVehicles.$inferSelect;

export async function vehiclesOf(db: Database, userId: string): Promise<GarageVehicleRow[]> {
  return db
    .select()
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.registrationNumber));
}

export async function countVehicles(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, userId));
  return Number(row?.total ?? 0);
}

/** Inserts the vehicle; undefined when the user already holds that registration number. */
export async function insertVehicle(
  db: Database,
  values: { userId: string; registrationNumber: string; nickname: string | null; createdAt: Date },
  serviceIntervalMonths: number,
): Promise<GarageVehicleRow | undefined> {
  const [row] = await db
    .insert(garageVehicles)
    .values({ ...values, serviceIntervalMonths })
    .onConflictDoNothing({ target: [garageVehicles.userId, garageVehicles.registrationNumber] })
    .returning();
  return row;
}

export async function deleteVehicle(db: Database, userId: string, vehicleId: string) {
  const removed = await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.id, vehicleId), eq(garageVehicles.userId, userId)))
    .returning({ id: garageVehicles.id });
  return removed.length > 0;
}

export async function updateReminders(
  db: Database,
  userId: string,
  vehicleId: string,
  changes: { smsReminders: boolean; serviceIntervalMonths?: number; lastServiceOn?: string | null },
): Promise<GarageVehicleRow | undefined> {
  const [row] = await db
    .update(garageVehicles)
    .set(changes)
    .where(and(eq(garageVehicles.id, vehicleId), eq(garageVehicles.userId, userId)))
    .returning();
  return row;
}

/** Records challans as known for the vehicle; returns the numbers that were not known before. */
export async function markChallansSeen(
  db: Database,
  vehicleId: string,
  challanNumbers: string[],
  foundBy: 'add' | 'check',
  at: Date,
): Promise<string[]> {
  if (challanNumbers.length === 0) return [];
  const inserted = await db
    .insert(garageSeenChallans)
    .values(
      challanNumbers.map((challanNumber) => ({ vehicleId, challanNumber, foundBy, seenAt: at })),
    )
    .onConflictDoNothing()
    .returning({ challanNumber: garageSeenChallans.challanNumber });
  return inserted.map((row) => row.challanNumber);
}

/** Challans the scheduled check found after the vehicle was added. */
export async function newChallanNumbers(db: Database, vehicleIds: string[]): Promise<Set<string>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await db
    .select({
      vehicleId: garageSeenChallans.vehicleId,
      challanNumber: garageSeenChallans.challanNumber,
    })
    .from(garageSeenChallans)
    .where(
      and(
        inArray(garageSeenChallans.vehicleId, vehicleIds),
        eq(garageSeenChallans.foundBy, 'check'),
      ),
    );
  return new Set(rows.map((row) => `${row.vehicleId}:${row.challanNumber}`));
}

/**
 * Claims up to `limit` vehicles not checked on `today` (IST) by moving their check day to today;
 * a conditional update, so two processes never check the same vehicle on the same day.
 */
export async function claimVehiclesToCheck(
  db: Database,
  today: string,
  at: Date,
  limit: number,
): Promise<Array<GarageVehicleRow & { phone: string }>> {
  const due = await db
    .select({ id: garageVehicles.id })
    .from(garageVehicles)
    .where(or(isNull(garageVehicles.lastCheckedOn), lt(garageVehicles.lastCheckedOn, today)))
    .orderBy(sql`${garageVehicles.lastCheckedOn} asc nulls first`, asc(garageVehicles.id))
    .limit(limit);
  if (due.length === 0) return [];
  const claimed = await db
    .update(garageVehicles)
    .set({ lastCheckedOn: today, lastCheckedAt: at })
    .where(
      and(
        inArray(
          garageVehicles.id,
          due.map((row) => row.id),
        ),
        or(isNull(garageVehicles.lastCheckedOn), lt(garageVehicles.lastCheckedOn, today)),
      ),
    )
    .returning();
  if (claimed.length === 0) return [];
  const phones = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
  const phoneOf = new Map(phones.map((row) => [row.id, row.phone]));
  return claimed.map((row) => ({ ...row, phone: phoneOf.get(row.userId) ?? '' }));
}

/** Takes the notice key for the user; false when that notice was already sent. */
export async function claimNotice(
  db: Database,
  notice: {
    userId: string;
    registrationNumber: string;
    noticeKey: string;
    body: string;
    sentAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(garageNotices)
    .values(notice)
    .onConflictDoNothing({ target: [garageNotices.userId, garageNotices.noticeKey] })
    .returning({ id: garageNotices.id });
  return inserted.length > 0;
}

/** Gives a notice key back after the SMS could not be sent, so the next day's check retries. */
export async function releaseNotice(db: Database, userId: string, noticeKey: string) {
  await db
    .delete(garageNotices)
    .where(and(eq(garageNotices.userId, userId), eq(garageNotices.noticeKey, noticeKey)));
}
