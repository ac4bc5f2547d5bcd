import {
  ODOMETER_ROLLBACK_TOLERANCE_KM,
  SERVICE_HISTORY_REPORT_PRICE_PAISE,
  type ServiceHistoryReport,
  type ServiceHistoryTeaser,
  type ServiceVisit,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import { SandboxServiceHistorySource } from '../../providers/service-history/sandbox-service-history-source';
import type {
  ServiceHistorySource,
  SourceServiceVisit,
} from '../../providers/service-history/service-history-source';
import { lookupVehicle } from '../challans';
import { findOwnUnlock, listOwnUnlocks, upsertUnlock } from './services.repository';

/** Only the sandbox exists until a workshop-records partner is contracted (decision 0096). */
const serviceHistorySource: ServiceHistorySource = new SandboxServiceHistorySource();

/** The public sample report's vehicle (a sandbox number with a rollback, to show the warning). */
export const SAMPLE_REPORT_REGISTRATION = 'KA05MN2468';

/**
 * Marks every reading lower than the highest earlier one (beyond a typing-slip tolerance): an
 * odometer only goes up, so a drop means a replaced or tampered cluster.
 */
export function flagOdometerDrops(visits: SourceServiceVisit[]): ServiceVisit[] {
  let highest = 0;
  return [...visits]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((visit) => {
      const isOdometerDrop = visit.odometerKm + ODOMETER_ROLLBACK_TOLERANCE_KM < highest;
      highest = Math.max(highest, visit.odometerKm);
      return { ...visit, isOdometerDrop };
    });
}

async function readHistory(db: Database, registrationNumber: string, now: Date) {
  const vehicle = await lookupVehicle(db, registrationNumber);
  const visits = flagOdometerDrops(await serviceHistorySource.fetchVisits(vehicle, now));
  return { vehicle, visits };
}

export async function serviceHistoryTeaser(
  db: Database,
  registrationNumber: string,
  now: Date,
): Promise<ServiceHistoryTeaser> {
  const { vehicle, visits } = await readHistory(db, registrationNumber, now);
  const last = visits.at(-1);
  return {
    registrationNumber,
    make: vehicle.make,
    model: vehicle.model,
    recordsFound: visits.length,
    lastServiceYear: last ? Number(last.date.slice(0, 4)) : null,
    source: serviceHistorySource.name,
  };
}

async function buildReport(
  db: Database,
  registrationNumber: string,
  now: Date,
  unlock: { id: string; createdAt: Date } | null,
): Promise<ServiceHistoryReport> {
  const { vehicle, visits } = await readHistory(db, registrationNumber, now);
  return {
    reportId: unlock?.id ?? 'sample',
    registrationNumber,
    make: vehicle.make,
    model: vehicle.model,
    fuelType: vehicle.fuelType,
    registrationDate: vehicle.registrationDate,
    visits,
    maxOdometerKm: visits.length ? Math.max(...visits.map((visit) => visit.odometerKm)) : null,
    suspectedOdometerRollback: visits.some((visit) => visit.isOdometerDrop),
    isSample: unlock === null,
    unlockedAt: unlock?.createdAt.toISOString() ?? null,
    source: serviceHistorySource.name,
  };
}

/** Gives the user the report of a vehicle (free in this release); unlocking twice is one unlock. */
export async function unlockReport(
  db: Database,
  userId: string,
  registrationNumber: string,
  now: Date,
): Promise<ServiceHistoryReport> {
  const unlock = await upsertUnlock(
    db,
    { userId, registrationNumber, pricePaise: SERVICE_HISTORY_REPORT_PRICE_PAISE },
    now,
  );
  return buildReport(db, registrationNumber, now, unlock);
}

export async function ownReport(
  db: Database,
  userId: string,
  reportId: string,
  now: Date,
): Promise<ServiceHistoryReport> {
  const unlock = /^[0-9a-f-]{36}$/i.test(reportId)
    ? await findOwnUnlock(db, userId, reportId)
    : null;
  if (!unlock) throw notFound('No such report in your account');
  return buildReport(db, unlock.registrationNumber, now, unlock);
}

export async function ownReports(db: Database, userId: string) {
  const rows = await listOwnUnlocks(db, userId);
  return rows.map((row) => ({
    reportId: row.id,
    registrationNumber: row.registrationNumber,
    unlockedAt: row.createdAt.toISOString(),
  }));
}

export async function brandsAndSample(db: Database, now: Date) {
  return {
    brands: serviceHistorySource.coveredBrands(),
    sampleReport: await buildReport(db, SAMPLE_REPORT_REGISTRATION, now, null),
  };
}
