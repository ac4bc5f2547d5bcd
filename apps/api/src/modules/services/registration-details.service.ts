import type { VehicleRegistrationDetails } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { AppError } from '../../lib/errors';
import { CatalogCache, createPlacesService, type PlacesService } from '../catalog';
import { lookupVehicle } from '../challans';
import { findStateName } from './services.repository';

/** Whole years and months from the registration date to today (UTC calendar dates). */
export function vehicleAgeOn(registrationDate: string, now: Date) {
  const [year, month, day] = registrationDate.split('-').map(Number) as [number, number, number];
  let months = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
  if (now.getUTCDate() < day) months -= 1;
  months = Math.max(months, 0);
  return { years: Math.floor(months / 12), months: months % 12 };
}

/**
 * "Check vehicle details": the vehicle registry (the challan module's source, a sandbox here)
 * plus the catalog's RTO lookup. A number whose RTO we cannot name still gets its details, with
 * the catalog's reason (Bharat series, unlisted office) in words.
 */
export function createRegistrationDetailsService(db: Database) {
  // Its own cache: RTO rows are read-only reference data, so a second copy is harmless.
  const places: PlacesService = createPlacesService(db, new CatalogCache());

  return async function registrationDetails(
    registrationNumber: string,
    now: Date,
  ): Promise<VehicleRegistrationDetails> {
    const vehicle = await lookupVehicle(db, registrationNumber);
    let rto: VehicleRegistrationDetails['rto'] = null;
    let stateName: string | null = null;
    let rtoNote: string | null = null;
    try {
      const found = await places.findRto(registrationNumber);
      rto = { code: found.rto.code, name: found.rto.name };
      stateName = found.state.name;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
      rtoNote = error.message;
      stateName = await findStateName(db, vehicle.stateCode);
    }
    return {
      registrationNumber,
      make: vehicle.make,
      model: vehicle.model,
      fuelType: vehicle.fuelType,
      registrationDate: vehicle.registrationDate,
      vehicleAge: vehicleAgeOn(vehicle.registrationDate, now),
      ownerName: vehicle.ownerName,
      maskedPhone: vehicle.maskedPhone,
      rto,
      stateName,
      rtoNote,
      source: vehicle.source,
    };
  };
}
