import { randomBytes } from 'node:crypto';
import {
  CANCEL_REASONS,
  RESCHEDULE_REASONS,
  type CancelReasonCode,
  INSPECTION_DOCUMENTS,
  maskPhone,
  type Appointment,
  type CreateAppointmentBody,
  type InspectionSlots,
  type OfferPriceBreakup,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { AppError, HTTP, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { consumeGrant, findOrCreateUser, type SessionUser } from '../identity';
import {
  inspectionSlotLabel,
  isOfferedInspectionSlot,
  offeredInspectionDays,
} from './inspection-slots';
import { APPOINTMENT_TOKEN_BYTES, SELLER_FEES, SELL_MESSAGES } from './sell.constants';
import {
  bookedSeats,
  branchesOfCity,
  findAppointmentByToken,
  findBranches,
  findCity,
  findVariantWithModel,
  insertAppointment,
  listAppointmentsOfUser,
  releaseSeat,
  takeSeat,
  updateScheduledAppointment,
  type AppointmentRow,
} from './sell.repository';
import { valueCar } from './valuation.service';
import { recordEvent } from './sale/timeline';
import { assignInspector } from './inspection/inspector-assignment';
import { findInspection } from './inspection/inspection.repository';
import { INSPECTION_SLOT_CAPACITY } from './inspection-slots';

export async function getInspectionSlots(
  db: Database,
  cityId: number,
  now: Date,
): Promise<InspectionSlots> {
  const city = await findCity(db, cityId);
  if (!city || city.isVirtualCity) throw notFound(SELL_MESSAGES.cityUnknown);
  const [taken, branches] = await Promise.all([
    bookedSeats(db, cityId, now),
    branchesOfCity(db, cityId),
  ]);
  return {
    city: { id: city.id, name: city.name },
    days: offeredInspectionDays(now).map((day) => ({
      date: day.date,
      label: day.label,
      slots: day.starts.map((start) => ({
        start: start.toISOString(),
        label: inspectionSlotLabel(start),
        available: (taken.get(start.getTime()) ?? 0) < INSPECTION_SLOT_CAPACITY,
      })),
    })),
    branches,
  };
}

function slotOrThrow(slotStart: string, now: Date): Date {
  const start = new Date(slotStart);
  if (!isOfferedInspectionSlot(start, now)) {
    throw badRequest(SELL_MESSAGES.slotNotOffered, { slotStart: SELL_MESSAGES.slotNotOffered });
  }
  return start;
}

const slotFull = () => conflict('SLOT_FULL', SELL_MESSAGES.slotFull);

export interface BookingResult {
  appointment: Appointment;
  /** Set when the booking proved the phone by OTP and the request had no session. */
  signInUserId: string | null;
}

/**
 * Books an inspection. The seller is proven either by a session or by a single-use seller OTP
 * token; the appointment belongs to the phone's account (created if new). Seat, token use and
 * the appointment row commit together: a full slot leaves the OTP token unused.
 */
export async function createAppointment(
  db: Database,
  body: CreateAppointmentBody,
  sessionUser: SessionUser | null,
  now: Date,
): Promise<BookingResult> {
  if (!body.seller_token && !sessionUser) {
    throw new AppError(HTTP.UNAUTHORIZED, 'OTP_REQUIRED', SELL_MESSAGES.otpRequired);
  }
  const valuation = await valueCar(db, body.valuation, now);
  const slotStart = slotOrThrow(body.slotStart, now);
  const city = (await findCity(db, valuation.city.id))!;
  const { place } = body;
  if (place.mode === 'home') {
    const pin = Number(place.pincode);
    if (pin < city.pincodeFrom || pin > city.pincodeTo) {
      const message = SELL_MESSAGES.pincodeOutsideCity(city.name);
      throw badRequest(message, { pincode: message });
    }
  } else {
    const branches = await branchesOfCity(db, city.id);
    if (!branches.some((branch) => branch.id === place.branchId)) {
      throw badRequest(SELL_MESSAGES.branchNotInCity, { branchId: SELL_MESSAGES.branchNotInCity });
    }
  }

  const token = randomBytes(APPOINTMENT_TOKEN_BYTES).toString('base64url');
  const { row, signInUserId } = await db.transaction(async (tx) => {
    let userId: string;
    let phone: string;
    let signIn: string | null = null;
    if (body.seller_token) {
      const grant = await consumeGrant(tx, body.seller_token, 'seller', now);
      if (!grant)
        throw new AppError(HTTP.FORBIDDEN, 'OTP_NOT_VERIFIED', SELL_MESSAGES.otpNotVerified);
      const user = await findOrCreateUser(tx, grant.phone, now);
      userId = user.id;
      phone = grant.phone;
      if (!sessionUser) signIn = user.id;
    } else {
      userId = sessionUser!.userId;
      phone = sessionUser!.phone;
    }
    if (!(await takeSeat(tx, city.id, slotStart))) throw slotFull();
    const inserted = await insertAppointment(tx, {
      token,
      userId,
      phone,
      registrationNumber: body.registrationNumber,
      makeId: valuation.car.makeId,
      modelId: valuation.car.modelId,
      variantId: valuation.car.variantId,
      year: valuation.car.year,
      kmDriven: valuation.km,
      owners: valuation.owners,
      cityId: city.id,
      indicativePricePaise: valuation.indicativePricePaise,
      lowPaise: valuation.lowPaise,
      highPaise: valuation.highPaise,
      inspectionMode: place.mode,
      branchId: place.mode === 'branch' ? place.branchId : null,
      address: place.mode === 'home' ? place.address : null,
      pincode: place.mode === 'home' ? place.pincode : null,
      slotStart,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, inserted.id, 'booked', null, userId, now);
    await assignInspector(tx, inserted, now);
    return { row: inserted, signInUserId: signIn };
  });
  const [appointment] = await toAppointments(db, [row], userIdOf(sessionUser) ?? signInUserId);
  return { appointment: appointment!, signInUserId };
}

const userIdOf = (user: SessionUser | null) => user?.userId ?? null;

async function byTokenOrThrow(db: Database, token: string): Promise<AppointmentRow> {
  const row = await findAppointmentByToken(db, token);
  if (!row) throw notFound(SELL_MESSAGES.notFound);
  return row;
}

/** Anyone holding the token may read the appointment; only its owner sees the phone in full. */
export async function getAppointment(
  db: Database,
  token: string,
  viewer: SessionUser | null,
): Promise<Appointment> {
  const row = await byTokenOrThrow(db, token);
  return (await toAppointments(db, [row], userIdOf(viewer)))[0]!;
}

function requireOwner(row: AppointmentRow, viewer: SessionUser): void {
  if (row.userId !== viewer.userId) throw forbidden(SELL_MESSAGES.notOwner);
  if (row.status !== 'scheduled') throw conflict('NOT_SCHEDULED', SELL_MESSAGES.notScheduled);
}

export async function cancelAppointment(
  db: Database,
  token: string,
  viewer: SessionUser,
  now: Date,
  reason: { reasonCode: CancelReasonCode; note?: string } = { reasonCode: 'other' },
): Promise<Appointment> {
  const row = await byTokenOrThrow(db, token);
  requireOwner(row, viewer);
  const label = CANCEL_REASONS.find((item) => item.code === reason.reasonCode)!.label;
  const text = reason.note ? `${label}: ${reason.note}` : label;
  const cancelled = await db.transaction(async (tx) => {
    const updated = await updateScheduledAppointment(
      tx,
      row.id,
      viewer.userId,
      { status: 'cancelled', cancelReason: text },
      now,
    );
    if (!updated) throw conflict('NOT_SCHEDULED', SELL_MESSAGES.notScheduled);
    await releaseSeat(tx, updated.cityId, updated.slotStart);
    await recordEvent(tx, row.id, 'cancelled', text, viewer.userId, now);
    return updated;
  });
  return (await toAppointments(db, [cancelled], viewer.userId))[0]!;
}

/** Moves the inspection to another offered slot: the new seat is taken before the old is freed. */
export async function rescheduleAppointment(
  db: Database,
  token: string,
  viewer: SessionUser,
  slotStartText: string,
  now: Date,
  reasonCode?: string,
): Promise<Appointment> {
  const row = await byTokenOrThrow(db, token);
  requireOwner(row, viewer);
  const slotStart = slotOrThrow(slotStartText, now);
  if (slotStart.getTime() === row.slotStart.getTime()) {
    throw badRequest(SELL_MESSAGES.sameSlot, { slotStart: SELL_MESSAGES.sameSlot });
  }
  const moved = await db.transaction(async (tx) => {
    if (!(await takeSeat(tx, row.cityId, slotStart))) throw slotFull();
    const updated = await updateScheduledAppointment(tx, row.id, viewer.userId, { slotStart }, now);
    if (!updated) throw conflict('NOT_SCHEDULED', SELL_MESSAGES.notScheduled);
    await releaseSeat(tx, row.cityId, row.slotStart);
    const reason = RESCHEDULE_REASONS.find((item) => item.code === reasonCode)?.label;
    const detail = `${inspectionSlotLabel(slotStart)}${reason ? ` (${reason})` : ''}`;
    await recordEvent(tx, row.id, 'rescheduled', detail, viewer.userId, now);
    return updated;
  });
  return (await toAppointments(db, [moved], viewer.userId))[0]!;
}

export async function listMyAppointments(
  db: Database,
  viewer: SessionUser,
): Promise<Appointment[]> {
  return toAppointments(db, await listAppointmentsOfUser(db, viewer.userId), viewer.userId);
}

/** Offer breakup at the indicative price, with the seller's expected price (rupees) compared. */
export async function priceBreakup(
  db: Database,
  token: string,
  expectedPrice: number | undefined,
): Promise<OfferPriceBreakup> {
  const row = await byTokenOrThrow(db, token);
  // After the inspection the breakup works from CarSetu's offer, not the online estimate.
  const inspection = await findInspection(db, row.id);
  const offerPaise =
    inspection?.status === 'submitted' && inspection.offer_paise !== null
      ? Number(inspection.offer_paise)
      : null;
  const basePaise = offerPaise ?? row.indicativePricePaise;
  const fees = SELLER_FEES.map((fee) => ({ ...fee }));
  const feeTotal = fees.reduce((sum, fee) => sum + fee.amountPaise, 0);
  const expectedPaise = expectedPrice === undefined ? null : expectedPrice * 100;
  const gapPaise = expectedPaise === null ? null : expectedPaise - basePaise;
  return {
    appointmentId: row.appointmentId,
    indicativePricePaise: row.indicativePricePaise,
    lowPaise: row.lowPaise,
    highPaise: row.highPaise,
    fees,
    netPayablePaise: basePaise - feeTotal,
    expectedPrice: expectedPrice ?? null,
    gapPaise,
    gapPercent: gapPaise === null ? null : Math.round((gapPaise / basePaise) * 1000) / 10,
    offerPaise,
    isEstimate: offerPaise === null,
  };
}

async function toAppointments(
  db: Database,
  rows: AppointmentRow[],
  viewerId: string | null,
): Promise<Appointment[]> {
  const branches = new Map(
    (
      await findBranches(db, [
        ...new Set(rows.flatMap((row) => (row.branchId ? [row.branchId] : []))),
      ])
    ).map((branch) => [branch.id, branch]),
  );
  return Promise.all(
    rows.map(async (row) => {
      const [variant, city] = await Promise.all([
        findVariantWithModel(db, row.variantId),
        findCity(db, row.cityId),
      ]);
      const isOwner = viewerId === row.userId;
      return {
        appointmentId: row.appointmentId,
        token: row.token,
        status: row.status as Appointment['status'],
        isOwner,
        phone: isOwner ? row.phone : maskPhone(row.phone),
        registrationNumber: row.registrationNumber,
        car: {
          makeId: row.makeId,
          makeName: variant?.makeName ?? '',
          modelId: row.modelId,
          modelName: variant?.modelName ?? '',
          variantId: row.variantId,
          variantName: variant?.variantName ?? '',
          fuelType: variant?.fuelType ?? '',
          transmission: variant?.transmission ?? '',
          year: row.year,
        },
        km: row.kmDriven,
        owners: row.owners,
        city: { id: row.cityId, name: city?.name ?? '' },
        lowPaise: row.lowPaise,
        highPaise: row.highPaise,
        slotStart: row.slotStart.toISOString(),
        place: {
          mode: row.inspectionMode as Appointment['place']['mode'],
          address: row.address,
          pincode: row.pincode,
          branch: row.branchId ? (branches.get(row.branchId) ?? null) : null,
        },
        documents: [...INSPECTION_DOCUMENTS],
        createdAt: row.createdAt.toISOString(),
      };
    }),
  );
}
