import { and, eq, inArray, schema, type Database } from '@carsetu/db';
import type { CreateTestDriveBody, TestDrive, TestDriveSlotsResponse } from '@carsetu/contracts';
import { AppError, badRequest, conflict, HTTP, notFound } from '../../lib/errors';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { findListingCardsByIds } from '../search';
import { findListingCard } from '../car-detail';
import { toIso } from '../../lib/sql-rows';
import { isOfferedSlot, offeredSlotDays, slotLabel } from './test-drive-slots';

const { testDrives, inventoryHubs, listings } = schema;

async function hubsOfCity(db: Database, cityId: number) {
  return db
    .select()
    .from(inventoryHubs)
    .where(eq(inventoryHubs.cityId, cityId))
    .orderBy(inventoryHubs.id);
}

export async function getTestDriveSlots(
  db: Database,
  listingId: number,
  now = new Date(),
): Promise<TestDriveSlotsResponse> {
  const card = await findListingCard(db, listingId);
  if (!card || card.status === 'sold') throw notFound('This car is no longer available.');
  const taken = await db
    .select({ slotStart: testDrives.slotStart })
    .from(testDrives)
    .where(and(eq(testDrives.listingId, listingId), eq(testDrives.status, 'scheduled')));
  const takenTimes = new Set(taken.map((row) => row.slotStart.getTime()));
  const hubs = await hubsOfCity(db, card.city.id);
  return {
    data: offeredSlotDays(now).map((day) => ({
      date: day.date,
      label: day.label,
      slots: day.starts.map((start) => ({
        start: start.toISOString(),
        label: slotLabel(start),
        available: !takenTimes.has(start.getTime()),
      })),
    })),
    hubs: hubs.map((hub) => ({
      id: hub.id,
      name: hub.name,
      address: hub.address,
      pincode: hub.pincode,
    })),
  };
}

export async function scheduleTestDrive(
  db: Database,
  userId: string,
  listingId: number,
  body: CreateTestDriveBody,
  now = new Date(),
): Promise<TestDrive> {
  const [car] = await db
    .select({ status: listings.status, cityId: listings.cityId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!car || car.status === 'sold') throw notFound('This car is no longer available.');
  const slotStart = new Date(body.slotStart);
  if (!isOfferedSlot(slotStart, now))
    throw badRequest('Please pick one of the offered slots.', {
      slotStart: 'Please pick one of the offered slots.',
    });
  if (body.mode === 'hub') {
    const hubs = await hubsOfCity(db, car.cityId);
    if (!hubs.some((hub) => hub.id === body.hubId))
      throw badRequest('Please pick a hub in the car’s city.', {
        hubId: 'Please pick a hub in the car’s city.',
      });
  }
  try {
    const [row] = await db
      .insert(testDrives)
      .values({
        userId,
        listingId,
        mode: body.mode,
        hubId: body.mode === 'hub' ? body.hubId : null,
        address: body.mode === 'home' ? body.address : null,
        pincode: body.mode === 'home' ? body.pincode : null,
        slotStart,
      })
      .returning();
    return (await toTestDrives(db, [row!]))[0]!;
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'test_drives_one_per_slot') {
      throw conflict(
        'SLOT_TAKEN',
        'This slot was just booked by someone else. Please pick another slot.',
      );
    }
    throw error;
  }
}

export async function cancelTestDrive(
  db: Database,
  userId: string,
  testDriveId: string,
): Promise<TestDrive> {
  const [row] = await db
    .update(testDrives)
    .set({ status: 'cancelled' })
    .where(and(eq(testDrives.id, testDriveId), eq(testDrives.userId, userId)))
    .returning();
  if (!row) throw new AppError(HTTP.NOT_FOUND, 'NOT_FOUND', 'We could not find this test drive.');
  return (await toTestDrives(db, [row]))[0]!;
}

export async function listTestDrives(db: Database, userId: string): Promise<TestDrive[]> {
  const rows = await db
    .select()
    .from(testDrives)
    .where(eq(testDrives.userId, userId))
    .orderBy(testDrives.slotStart);
  return toTestDrives(db, rows);
}

async function toTestDrives(
  db: Database,
  rows: (typeof testDrives.$inferSelect)[],
): Promise<TestDrive[]> {
  const cards = new Map(
    (await findListingCardsByIds(db, [...new Set(rows.map((row) => row.listingId))])).map(
      (card) => [card.id, card],
    ),
  );
  const hubIds = rows.flatMap((row) => (row.hubId === null ? [] : [row.hubId]));
  const hubs = new Map(
    (hubIds.length > 0
      ? await db.select().from(inventoryHubs).where(inArray(inventoryHubs.id, hubIds))
      : []
    ).map((hub) => [hub.id, hub]),
  );
  return rows.flatMap((row) => {
    const listing = cards.get(row.listingId);
    if (!listing) return [];
    const hub = row.hubId === null ? undefined : hubs.get(row.hubId);
    return [
      {
        id: row.id,
        listing,
        mode: row.mode as TestDrive['mode'],
        hub: hub ? { id: hub.id, name: hub.name, address: hub.address } : null,
        address: row.address,
        pincode: row.pincode,
        slotStart: toIso(row.slotStart),
        status: row.status as TestDrive['status'],
        createdAt: toIso(row.createdAt),
      },
    ];
  });
}
