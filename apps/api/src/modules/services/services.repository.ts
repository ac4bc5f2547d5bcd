import { and, desc, eq, gte, schema, sql, type Database } from '@carsetu/db';

const { cities, makes, models, pdiBookings, scrapRequests, serviceHistoryUnlocks, states } = schema;

// ---------- Catalog reads (the catalog module owns these tables; services only read them) ----------

export async function findCity(db: Database, cityId: number) {
  const [row] = await db
    .select({
      id: cities.id,
      name: cities.name,
      carServiceCity: cities.carServiceCity,
      isVirtualCity: cities.isVirtualCity,
    })
    .from(cities)
    .where(eq(cities.id, cityId));
  return row ?? null;
}

export async function findModelWithMake(db: Database, modelId: number) {
  const [row] = await db
    .select({
      id: models.id,
      name: models.name,
      bodyType: models.bodyType,
      lastYear: models.lastYear,
      makeName: makes.name,
    })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(models.id, modelId));
  return row ?? null;
}

/** The catalog body type of a registry make + model, matched by name (case-insensitive). */
export async function findBodyTypeByNames(db: Database, make: string, model: string) {
  const [row] = await db
    .select({ bodyType: models.bodyType })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(
      and(sql`lower(${makes.name}) = lower(${make})`, sql`lower(${models.name}) = lower(${model})`),
    );
  return row?.bodyType ?? null;
}

export async function findStateName(db: Database, code: string) {
  const [row] = await db.select({ name: states.name }).from(states).where(eq(states.code, code));
  return row?.name ?? null;
}

// ---------- Service-history unlocks ----------

export async function upsertUnlock(
  db: Database,
  unlock: { userId: string; registrationNumber: string; pricePaise: number },
  now: Date,
) {
  await db
    .insert(serviceHistoryUnlocks)
    .values({ ...unlock, createdAt: now })
    .onConflictDoNothing({
      target: [serviceHistoryUnlocks.userId, serviceHistoryUnlocks.registrationNumber],
    });
  const [row] = await db
    .select()
    .from(serviceHistoryUnlocks)
    .where(
      and(
        eq(serviceHistoryUnlocks.userId, unlock.userId),
        eq(serviceHistoryUnlocks.registrationNumber, unlock.registrationNumber),
      ),
    );
  return row!;
}

/** The unlock only if it belongs to the user: another user's report id reads as not found. */
export async function findOwnUnlock(db: Database, userId: string, unlockId: string) {
  const [row] = await db
    .select()
    .from(serviceHistoryUnlocks)
    .where(and(eq(serviceHistoryUnlocks.id, unlockId), eq(serviceHistoryUnlocks.userId, userId)));
  return row ?? null;
}

export async function listOwnUnlocks(db: Database, userId: string) {
  return db
    .select()
    .from(serviceHistoryUnlocks)
    .where(eq(serviceHistoryUnlocks.userId, userId))
    .orderBy(desc(serviceHistoryUnlocks.createdAt));
}

// ---------- Leads ----------

export type NewScrapRequest = typeof scrapRequests.$inferInsert;
export type NewPdiBooking = typeof pdiBookings.$inferInsert;

export async function insertScrapRequest(db: Database, row: NewScrapRequest) {
  const [inserted] = await db.insert(scrapRequests).values(row).returning();
  return inserted!;
}

export async function insertPdiBooking(db: Database, row: NewPdiBooking) {
  const [inserted] = await db.insert(pdiBookings).values(row).returning();
  return inserted!;
}

/** Scrap requests plus PDI bookings a mobile sent since `since` (one daily limit for both). */
export async function countServiceLeadsSince(db: Database, mobile: string, since: Date) {
  const [scrap] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(scrapRequests)
    .where(and(eq(scrapRequests.mobile, mobile), gte(scrapRequests.createdAt, since)));
  const [pdi] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pdiBookings)
    .where(and(eq(pdiBookings.mobile, mobile), gte(pdiBookings.createdAt, since)));
  return Number(scrap?.total ?? 0) + Number(pdi?.total ?? 0);
}
