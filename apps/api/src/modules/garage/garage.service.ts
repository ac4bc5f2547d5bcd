import {
  DEFAULT_SERVICE_INTERVAL_MONTHS,
  GARAGE_ADDS_PER_IST_DAY,
  GARAGE_MESSAGES,
  MAX_GARAGE_VEHICLES,
  addMonths,
  challanPayPath,
  daysUntil,
  expiryStatus,
  serviceStatus,
  type GarageList,
  type GarageVehicle,
  type UpdateGarageRemindersBody,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import { AppError, HTTP, conflict, notFound } from '../../lib/errors';
import { IST_DAY_WINDOW } from '../../lib/rate-limit';
import { istDate } from '../../lib/slot-days';
import { lookupChallans, lookupVehicleValidity } from '../challans';
import { createRegistrationDetailsService } from '../services';
import {
  countVehicles,
  deleteVehicle,
  insertVehicle,
  markChallansSeen,
  newChallanNumbers,
  updateReminders,
  vehiclesOf,
  type GarageVehicleRow,
} from './garage.repository';

type RegistrationDetails = ReturnType<typeof createRegistrationDetailsService>;
// One registration-details service per database (it keeps a small RTO cache).
const detailsByDatabase = new WeakMap<object, RegistrationDetails>();
function registrationDetailsFor(db: Database): RegistrationDetails {
  let service = detailsByDatabase.get(db);
  if (!service) {
    service = createRegistrationDetailsService(db);
    detailsByDatabase.set(db, service);
  }
  return service;
}

/** The day the next service falls due: the last service (or the day it was added) + interval. */
export function nextServiceDue(row: GarageVehicleRow): string {
  return addMonths(row.lastServiceOn ?? istDate(row.createdAt), row.serviceIntervalMonths);
}

function expiry(validUpto: string | null, today: string) {
  return {
    validUpto,
    status: expiryStatus(validUpto, today),
    daysLeft: validUpto === null ? null : daysUntil(validUpto, today),
  };
}

/** A saved vehicle as the owner sees it: registry details, validity, pending challans, service. */
async function vehicleView(
  db: Database,
  row: GarageVehicleRow,
  newChallans: Set<string>,
  now: Date,
): Promise<GarageVehicle> {
  const today = istDate(now);
  const [details, validity, challans] = await Promise.all([
    registrationDetailsFor(db)(row.registrationNumber, now),
    lookupVehicleValidity(row.registrationNumber, now),
    lookupChallans(db, row.registrationNumber, now),
  ]);
  const nextDueOn = nextServiceDue(row);
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    nickname: row.nickname,
    addedAt: row.createdAt.toISOString(),
    details: {
      make: details.make,
      model: details.model,
      fuelType: details.fuelType,
      registrationDate: details.registrationDate,
      ownerName: details.ownerName,
      rto: details.rto,
      stateName: details.stateName,
      source: details.source,
    },
    insurance: expiry(validity.insuranceUpto, today),
    puc: expiry(validity.pucUpto, today),
    challans: {
      pendingCount: challans.pendingCount,
      pendingAmountPaise: challans.pendingAmountPaise,
      pending: challans.challanDetails
        .filter((challan) => challan.isPayable)
        .map((challan) => ({
          ...challan,
          isNew: newChallans.has(`${row.id}:${challan.challanNumber}`),
        })),
      payPath: challanPayPath(row.registrationNumber),
    },
    service: {
      intervalMonths: row.serviceIntervalMonths,
      lastServiceOn: row.lastServiceOn,
      nextDueOn,
      status: serviceStatus(nextDueOn, today),
    },
    reminders: { sms: row.smsReminders },
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  };
}

export async function listMyVehicles(db: Database, userId: string, now: Date): Promise<GarageList> {
  const rows = await vehiclesOf(db, userId);
  const fresh = await newChallanNumbers(
    db,
    rows.map((row) => row.id),
  );
  const vehicles: GarageVehicle[] = [];
  // One vehicle at a time: each makes registry calls, and a user has at most a handful.
  for (const row of rows) vehicles.push(await vehicleView(db, row, fresh, now));
  return {
    vehicles,
    maxVehicles: MAX_GARAGE_VEHICLES,
    defaultServiceIntervalMonths: DEFAULT_SERVICE_INTERVAL_MONTHS,
  };
}

/**
 * Saves a vehicle for the user: at most MAX_GARAGE_VEHICLES, GARAGE_ADDS_PER_IST_DAY adds a day
 * (every attempt that reaches here counts), one row per registration number. The challans on it
 * now are its baseline: the scheduled check reports only later ones as new.
 */
export async function addVehicle(
  app: FastifyInstance,
  userId: string,
  input: { registrationNumber: string; nickname: string | null },
  now: Date,
): Promise<GarageVehicle> {
  const { count } = await app.rateLimiter.hit(`garage-add:${userId}`, IST_DAY_WINDOW, now);
  if (count > GARAGE_ADDS_PER_IST_DAY) {
    throw new AppError(HTTP.TOO_MANY_REQUESTS, 'GARAGE_DAILY_LIMIT', GARAGE_MESSAGES.dailyLimit);
  }
  const db = app.db;
  const existing = await vehiclesOf(db, userId);
  if (existing.some((row) => row.registrationNumber === input.registrationNumber)) {
    throw conflict('GARAGE_DUPLICATE', GARAGE_MESSAGES.duplicate);
  }
  if ((await countVehicles(db, userId)) >= MAX_GARAGE_VEHICLES) {
    throw conflict('GARAGE_LIMIT', GARAGE_MESSAGES.limit);
  }
  const row = await insertVehicle(
    db,
    { userId, ...input, createdAt: now },
    DEFAULT_SERVICE_INTERVAL_MONTHS,
  );
  if (!row) throw conflict('GARAGE_DUPLICATE', GARAGE_MESSAGES.duplicate);
  const challans = await lookupChallans(db, row.registrationNumber, now);
  await markChallansSeen(
    db,
    row.id,
    challans.challanDetails.map((challan) => challan.challanNumber),
    'add',
    now,
  );
  return vehicleView(db, row, new Set(), now);
}

export async function removeVehicle(db: Database, userId: string, vehicleId: string) {
  if (!(await deleteVehicle(db, userId, vehicleId))) throw notFound(GARAGE_MESSAGES.notFound);
}

export async function setReminders(
  db: Database,
  userId: string,
  vehicleId: string,
  changes: UpdateGarageRemindersBody,
  now: Date,
): Promise<GarageVehicle> {
  if (changes.lastServiceOn && changes.lastServiceOn > istDate(now)) {
    throw new AppError(
      HTTP.BAD_REQUEST,
      'BAD_REQUEST',
      'The last service date cannot be in the future',
      {
        lastServiceOn: 'The last service date cannot be in the future',
      },
    );
  }
  const row = await updateReminders(db, userId, vehicleId, changes);
  if (!row) throw notFound(GARAGE_MESSAGES.notFound);
  const fresh = await newChallanNumbers(db, [row.id]);
  return vehicleView(db, row, fresh, now);
}
