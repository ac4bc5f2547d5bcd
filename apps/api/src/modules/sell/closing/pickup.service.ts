import { CLOSING_MESSAGES, type Pickup, type PickupSlots, type QcBody } from '@carsetu/contracts';
import { sql, type Database } from '@carsetu/db';
import { uniqueViolationConstraint } from '../../../lib/db-errors';
import { AppError, HTTP, badRequest, conflict, notFound } from '../../../lib/errors';
import { isOfferedSlot, offeredSlotDays } from '../../../lib/slot-days';
import { queryRows, toIso, toNumber } from '../../../lib/sql-rows';
import type { SessionUser } from '../../identity';
import { recordEvent } from '../sale/timeline';
import { ownedAcceptedSale, type ClosingSale } from './closing-sale';
import {
  PICKUP_DAYS_AHEAD,
  PICKUP_MAX_RESCHEDULES,
  PICKUP_SLOT_CAPACITY,
  PICKUP_SLOT_HOURS,
  PICKUP_SLOT_HOURS_IST,
} from './closing.constants';
import { purchaseRequestOf } from './purchase.service';

type Queryable = Pick<Database, 'execute'>;

export interface PickupRow {
  id: string;
  appointment_id: string;
  city_id: number;
  runner_user_id: string | null;
  runner_name: string | null;
  slot_start: string | Date;
  address: string;
  pincode: string;
  status: Pickup['status'];
  reschedule_count: number;
  handed_over_at: string | Date | null;
  qc: (QcBody & { passed: boolean; problems: string[]; deductions: Deduction[] }) | null;
  cancel_reason: string | null;
}

export interface Deduction {
  label: string;
  amountPaise: number;
}

export const toPickupView = (row: PickupRow): Pickup => {
  const start = new Date(row.slot_start);
  return {
    id: row.id,
    status: row.status,
    slotStart: start.toISOString(),
    slotEnd: new Date(start.getTime() + PICKUP_SLOT_HOURS * 3_600_000).toISOString(),
    address: row.address,
    pincode: row.pincode,
    runnerName: row.runner_name,
    rescheduleCount: Number(row.reschedule_count),
    handedOverAt: row.handed_over_at ? toIso(row.handed_over_at) : null,
    deductions: row.qc?.deductions ?? [],
    cancelReason: row.cancel_reason,
  };
};

const pickupSelect = sql`
  select p.*, coalesce(r.display_name, u.name) as runner_name
  from sell_pickups p
  left join users u on u.id = p.runner_user_id
  left join staff_roles r on r.user_id = p.runner_user_id and r.role = 'runner'`;

/** The open (not cancelled) pickup of a sale, if any. */
export async function openPickupOf(db: Queryable, appointmentRowId: string) {
  const [row] = await queryRows<PickupRow>(
    db as Database,
    sql`${pickupSelect} where p.appointment_id = ${appointmentRowId} and p.status <> 'cancelled'`,
  );
  return row ?? null;
}

export async function pickupById(db: Queryable, pickupId: string) {
  const [row] = await queryRows<PickupRow>(
    db as Database,
    sql`${pickupSelect} where p.id = ${pickupId}`,
  );
  return row ?? null;
}

async function takenBySlot(db: Queryable, cityId: number, from: Date, to: Date) {
  const rows = await queryRows<{ slot_start: string | Date; n: number }>(
    db as Database,
    sql`select slot_start, count(*)::int as n from sell_pickups
        where city_id = ${cityId} and status <> 'cancelled' and slot_start between ${from} and ${to}
        group by slot_start`,
  );
  return new Map(rows.map((row) => [new Date(row.slot_start).getTime(), Number(row.n)]));
}

const timeOf = (at: Date) =>
  at.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
/** "10:00 am – 12:00 pm" in India time. */
export const windowLabel = (start: Date) =>
  `${timeOf(start)} – ${timeOf(new Date(start.getTime() + PICKUP_SLOT_HOURS * 3_600_000))}`;

/** pickup/slots: the windows of the next days with whether the city's runners have room. */
export async function pickupSlots(
  db: Database,
  token: string,
  seller: SessionUser,
  now: Date,
  onlyDate?: string,
): Promise<PickupSlots> {
  const sale = await ownedAcceptedSale(db, token, seller);
  const days = offeredSlotDays(now, PICKUP_DAYS_AHEAD, PICKUP_SLOT_HOURS_IST).filter(
    (day) => !onlyDate || day.date === onlyDate,
  );
  if (onlyDate && days.length === 0) throw badRequest(CLOSING_MESSAGES.slotOutOfRange);
  const all = days.flatMap((day) => day.starts);
  const taken = all.length
    ? await takenBySlot(db, sale.cityId, all[0]!, all[all.length - 1]!)
    : new Map<number, number>();
  return {
    days: days.map((day) => ({
      date: day.date,
      label: day.label,
      slots: day.starts.map((start) => ({
        start: start.toISOString(),
        end: new Date(start.getTime() + PICKUP_SLOT_HOURS * 3_600_000).toISOString(),
        label: windowLabel(start),
        available: (taken.get(start.getTime()) ?? 0) < PICKUP_SLOT_CAPACITY,
      })),
    })),
    address: sale.address,
    pincode: sale.pincode,
  };
}

/** The city's runner with the fewest pickups that day (ties: the longest-serving). */
async function chooseRunner(tx: Queryable, cityId: number, slotStart: Date) {
  const [chosen] = await queryRows<{ user_id: string }>(
    tx as Database,
    sql`select r.user_id from staff_roles r
        where r.role = 'runner' and r.city_id = ${cityId}
        order by (
          select count(*) from sell_pickups p
          where p.runner_user_id = r.user_id and p.status <> 'cancelled'
            and (p.slot_start at time zone 'Asia/Kolkata')::date
              = (${slotStart}::timestamptz at time zone 'Asia/Kolkata')::date
        ), r.granted_at
        limit 1`,
  );
  return chosen?.user_id ?? null;
}

function assertOffered(start: Date, now: Date) {
  if (
    Number.isNaN(start.getTime()) ||
    !isOfferedSlot(offeredSlotDays(now, PICKUP_DAYS_AHEAD, PICKUP_SLOT_HOURS_IST), start)
  ) {
    throw badRequest(CLOSING_MESSAGES.slotOutOfRange, {
      slotStart: CLOSING_MESSAGES.slotOutOfRange,
    });
  }
}

/** Counts the slot's pickups inside the transaction after writing: over capacity rolls back. */
async function assertCapacity(tx: Queryable, cityId: number, start: Date) {
  const taken = await takenBySlot(tx, cityId, start, start);
  if ((taken.get(start.getTime()) ?? 0) > PICKUP_SLOT_CAPACITY) {
    throw conflict('SLOT_FULL', CLOSING_MESSAGES.slotUnavailable);
  }
}

/** pickup POST: books the pickup once the purchase request is initiated. */
export async function createPickup(
  db: Database,
  token: string,
  seller: SessionUser,
  body: { slotStart: string; address: string; pincode: string },
  now: Date,
): Promise<Pickup> {
  const sale = await ownedAcceptedSale(db, token, seller);
  const request = await purchaseRequestOf(db, sale.id);
  if (!request || request.status !== 'initiated') {
    throw conflict('PURCHASE_NOT_INITIATED', CLOSING_MESSAGES.requestFirst);
  }
  const start = new Date(body.slotStart);
  assertOffered(start, now);
  if (await openPickupOf(db, sale.id))
    throw conflict('PICKUP_EXISTS', CLOSING_MESSAGES.pickupExists);
  // The city's slot is locked for the count: two sellers taking the last place serialise here.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pickup-slot'), ${sale.cityId})`);
    const runner = await chooseRunner(tx, sale.cityId, start);
    try {
      await tx.execute(sql`
        insert into sell_pickups (appointment_id, city_id, runner_user_id, slot_start, address, pincode,
                                  status, created_at, updated_at)
        values (${sale.id}, ${sale.cityId}, ${runner}, ${start}, ${body.address}, ${body.pincode},
                'scheduled', ${now}, ${now})`);
    } catch (error) {
      if (uniqueViolationConstraint(error)) {
        throw conflict('PICKUP_EXISTS', CLOSING_MESSAGES.pickupExists);
      }
      throw error;
    }
    await assertCapacity(tx, sale.cityId, start);
    await recordEvent(tx, sale.id, 'pickup_scheduled', start.toISOString(), seller.userId, now);
  });
  return toPickupView((await openPickupOf(db, sale.id))!);
}

export async function getPickup(db: Database, token: string, seller: SessionUser) {
  const sale = await ownedAcceptedSale(db, token, seller);
  const row = await openPickupOf(db, sale.id);
  return row ? toPickupView(row) : null;
}

async function changeablePickup(db: Queryable, sale: ClosingSale) {
  const row = await openPickupOf(db, sale.id);
  if (!row) throw notFound(CLOSING_MESSAGES.noPickup);
  if (row.status !== 'scheduled') throw conflict('PICKUP_CLOSED', CLOSING_MESSAGES.pickupClosed);
  return row;
}

export async function reschedulePickup(
  db: Database,
  token: string,
  seller: SessionUser,
  body: { slotStart: string; reason: string },
  now: Date,
): Promise<Pickup> {
  const sale = await ownedAcceptedSale(db, token, seller);
  const row = await changeablePickup(db, sale);
  if (Number(row.reschedule_count) >= PICKUP_MAX_RESCHEDULES) {
    throw new AppError(HTTP.CONFLICT, 'TOO_MANY_RESCHEDULES', CLOSING_MESSAGES.tooManyReschedules);
  }
  const start = new Date(body.slotStart);
  assertOffered(start, now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pickup-slot'), ${sale.cityId})`);
    const runner = await chooseRunner(tx, sale.cityId, start);
    await tx.execute(sql`
      update sell_pickups set slot_start = ${start}, runner_user_id = ${runner},
        reschedule_count = reschedule_count + 1, updated_at = ${now}
      where id = ${row.id} and status = 'scheduled'`);
    await assertCapacity(tx, sale.cityId, start);
    await recordEvent(tx, sale.id, 'pickup_rescheduled', body.reason, seller.userId, now);
  });
  return toPickupView((await openPickupOf(db, sale.id))!);
}

/** The seller cancels the pickup (not the sale): they can book another slot. */
export async function cancelPickupBySeller(
  db: Database,
  token: string,
  seller: SessionUser,
  reason: string,
  now: Date,
): Promise<Pickup> {
  const sale = await ownedAcceptedSale(db, token, seller);
  const row = await changeablePickup(db, sale);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update sell_pickups set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = 'seller',
        updated_at = ${now} where id = ${row.id}`);
    await recordEvent(tx, sale.id, 'pickup_cancelled', reason, seller.userId, now);
  });
  return toPickupView((await pickupById(db, row.id))!);
}

export const deductionsTotal = (row: Pick<PickupRow, 'qc'> | null) =>
  (row?.qc?.deductions ?? []).reduce((sum, item) => sum + toNumber(item.amountPaise), 0);
