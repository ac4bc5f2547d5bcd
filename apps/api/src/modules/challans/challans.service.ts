import {
  MAX_CHALLANS_PER_ORDER,
  maskPhone,
  type ChallanList,
  type VehicleDetails,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import type { ChallanSource } from '../../providers/challans/challan-source';
import { SandboxChallanSource } from '../../providers/challans/sandbox-challan-source';
import { challanView } from './challan-status';
import {
  challansOf,
  cityNamesInState,
  findStateByRegistrationPrefix,
  saveChallans,
  settledChallanNumbers,
} from './challans.repository';
import { fineScheduleFor } from './fine-schedule';

/** Only the sandbox exists until the government e-challan API is contracted. */
const challanSource: ChallanSource = new SandboxChallanSource();

/** Places used when the catalog has no cities for a state (e.g. Bharat-series numbers). */
const FALLBACK_PLACE = 'City Traffic Police limits';

/** 'R**** S****': enough for the owner to recognise, not enough to identify a stranger. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]}${'*'.repeat(Math.max(part.length - 1, 1))}`)
    .join(' ');
}

async function stateOf(db: Database, registrationNumber: string) {
  if (/^[0-9]{2}BH/.test(registrationNumber)) return null; // Bharat series: no home state
  return findStateByRegistrationPrefix(db, registrationNumber.slice(0, 2));
}

export async function lookupVehicle(
  db: Database,
  registrationNumber: string,
): Promise<VehicleDetails> {
  const vehicle = await challanSource.fetchVehicle(registrationNumber);
  const state = await stateOf(db, registrationNumber);
  return {
    registrationNumber,
    make: vehicle.make,
    model: vehicle.model,
    fuelType: vehicle.fuelType,
    registrationDate: vehicle.registrationDate,
    ownerName: maskName(vehicle.ownerName),
    maskedPhone: maskPhone(vehicle.ownerPhone),
    stateCode:
      state?.code ??
      (/^[0-9]{2}BH/.test(registrationNumber) ? 'BH' : registrationNumber.slice(0, 2)),
    source: challanSource.name,
  };
}

/** Insurance and PUC validity from the vehicle registry (the sandbox here). */
export async function lookupVehicleValidity(registrationNumber: string, now: Date) {
  return challanSource.fetchValidity(registrationNumber, now);
}

/** The lender the RC is hypothecated to, if any, from the vehicle registry (the sandbox here). */
export async function lookupHypothecation(registrationNumber: string) {
  return challanSource.fetchHypothecation(registrationNumber);
}

/** Every challan on the vehicle, refreshed from the source, with our paid status applied. */
export async function lookupChallans(
  db: Database,
  registrationNumber: string,
  now = new Date(),
): Promise<ChallanList> {
  const state = await stateOf(db, registrationNumber);
  const stateCode = state?.code ?? registrationNumber.slice(0, 2);
  const schedule = await fineScheduleFor(db, state?.code ?? null);
  const cities = state ? await cityNamesInState(db, state.code) : [];
  const fetched = await challanSource.fetchChallans(registrationNumber, {
    schedule,
    places: cities.length > 0 ? cities.slice(0, 8) : [state?.name ?? FALLBACK_PLACE],
    now,
  });
  await saveChallans(db, stateCode, fetched);
  const rows = await challansOf(db, registrationNumber);
  const settled = await settledChallanNumbers(
    db,
    rows.map((row) => row.challanNumber),
  );
  const challanDetails = rows.map((row) => challanView(row, settled.has(row.challanNumber), now));
  const pending = challanDetails.filter((challan) => challan.isPayable);
  return {
    regNo: registrationNumber,
    challanDetails,
    pendingCount: pending.length,
    pendingAmountPaise: pending.reduce((sum, challan) => sum + challan.amountPaise, 0),
    maxChallansPerOrder: MAX_CHALLANS_PER_ORDER,
    source: challanSource.name,
  };
}
