import { and, asc, desc, eq, gt, inArray, schema, sql, type Database } from '@carsetu/db';
import { INSPECTION_SLOT_CAPACITY } from './inspection-slots';

const { sellAppointments, inspectionSlotBookings, variants, models, makes, cities, inventoryHubs } =
  schema;

export type AppointmentRow = typeof sellAppointments.$inferSelect;
export type NewAppointmentRow = typeof sellAppointments.$inferInsert;
/** A transaction handle has the same query surface as the database. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

/** A variant with its model and make, for valuation and appointment views. */
export async function findVariantWithModel(db: Database, variantId: number) {
  const [row] = await db
    .select({
      variantId: variants.id,
      variantName: variants.name,
      fuelType: variants.fuelType,
      transmission: variants.transmission,
      exShowroomPaise: variants.exShowroomPaise,
      modelId: models.id,
      modelName: models.name,
      firstYear: models.firstYear,
      lastYear: models.lastYear,
      makeId: makes.id,
      makeName: makes.name,
    })
    .from(variants)
    .innerJoin(models, eq(models.id, variants.modelId))
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(variants.id, variantId));
  return row ?? null;
}

export async function findCity(db: Database, cityId: number) {
  const [row] = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      pincodeFrom: cities.pincodeFrom,
      pincodeTo: cities.pincodeTo,
      isVirtualCity: cities.isVirtualCity,
    })
    .from(cities)
    .where(eq(cities.id, cityId));
  return row ?? null;
}

/** CarSetu's hubs double as inspection branches (decision 0082). */
export async function branchesOfCity(db: Database, cityId: number) {
  return db
    .select({
      id: inventoryHubs.id,
      name: inventoryHubs.name,
      address: inventoryHubs.address,
      pincode: inventoryHubs.pincode,
    })
    .from(inventoryHubs)
    .where(eq(inventoryHubs.cityId, cityId))
    .orderBy(inventoryHubs.id);
}

export async function findBranches(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: inventoryHubs.id, name: inventoryHubs.name, address: inventoryHubs.address })
    .from(inventoryHubs)
    .where(inArray(inventoryHubs.id, ids));
}

/** Seats taken per slot start (ms) in a city, from `from` on. */
export async function bookedSeats(db: Database, cityId: number, from: Date) {
  const rows = await db
    .select({ slotStart: inspectionSlotBookings.slotStart, booked: inspectionSlotBookings.booked })
    .from(inspectionSlotBookings)
    .where(
      and(eq(inspectionSlotBookings.cityId, cityId), gt(inspectionSlotBookings.slotStart, from)),
    );
  return new Map(rows.map((row) => [row.slotStart.getTime(), Number(row.booked)]));
}

/**
 * Takes one seat of the slot, or returns false when it is full. The upsert locks the slot's row,
 * so concurrent bookings of the last seat serialise and only one wins; the table's check
 * constraint backs this up.
 */
export async function takeSeat(tx: Queryable, cityId: number, slotStart: Date): Promise<boolean> {
  const rows = await tx
    .insert(inspectionSlotBookings)
    .values({ cityId, slotStart, capacity: INSPECTION_SLOT_CAPACITY, booked: 1 })
    .onConflictDoUpdate({
      target: [inspectionSlotBookings.cityId, inspectionSlotBookings.slotStart],
      set: { booked: sql`${inspectionSlotBookings.booked} + 1` },
      setWhere: sql`${inspectionSlotBookings.booked} < ${inspectionSlotBookings.capacity}`,
    })
    .returning({ booked: inspectionSlotBookings.booked });
  return rows.length === 1;
}

export async function releaseSeat(tx: Queryable, cityId: number, slotStart: Date): Promise<void> {
  await tx
    .update(inspectionSlotBookings)
    .set({ booked: sql`greatest(${inspectionSlotBookings.booked} - 1, 0)` })
    .where(
      and(
        eq(inspectionSlotBookings.cityId, cityId),
        eq(inspectionSlotBookings.slotStart, slotStart),
      ),
    );
}

export async function insertAppointment(
  tx: Queryable,
  values: NewAppointmentRow,
): Promise<AppointmentRow> {
  const [row] = await tx.insert(sellAppointments).values(values).returning();
  return row!;
}

export async function findAppointmentByToken(
  db: Queryable,
  token: string,
): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(sellAppointments).where(eq(sellAppointments.token, token));
  return row ?? null;
}

/** Moves a scheduled appointment of the owner; null when it is not theirs or not scheduled. */
export async function updateScheduledAppointment(
  tx: Queryable,
  id: string,
  userId: string,
  changes: Partial<Pick<AppointmentRow, 'status' | 'slotStart' | 'cancelReason'>>,
  now: Date,
): Promise<AppointmentRow | null> {
  const [row] = await tx
    .update(sellAppointments)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(sellAppointments.id, id),
        eq(sellAppointments.userId, userId),
        eq(sellAppointments.status, 'scheduled'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listAppointmentsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(sellAppointments)
    .where(eq(sellAppointments.userId, userId))
    .orderBy(desc(sellAppointments.slotStart), asc(sellAppointments.createdAt));
}
