import {
  DEFAULT_KERB_WEIGHT_CLASS,
  indicativeScrapValuePaise,
  KERB_WEIGHT_CLASS_BY_BODY_TYPE,
  KERB_WEIGHT_CLASSES,
  maskPhone,
  SCRAP_RATE_NAME,
  SCRAP_RATE_PER_KG_PAISE,
  type ScrapQuote,
  type ScrapRequest,
  type ScrapRequestBody,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { lookupVehicle } from '../challans';
import { assertLeadAllowance, leadReference, requireCity } from './service-leads';
import { findBodyTypeByNames, insertScrapRequest } from './services.repository';

/**
 * Indicative scrap value: the registry names the car, the catalog its body type, the body type
 * its kerb-weight class, and the class's assumed weight × the named per-kg rate gives the value
 * (decision 0097). The final price is set at pickup after weighing.
 */
export async function scrapQuote(db: Database, registrationNumber: string): Promise<ScrapQuote> {
  const vehicle = await lookupVehicle(db, registrationNumber);
  const bodyType = await findBodyTypeByNames(db, vehicle.make, vehicle.model);
  const classKey =
    (bodyType && KERB_WEIGHT_CLASS_BY_BODY_TYPE[bodyType]) || DEFAULT_KERB_WEIGHT_CLASS;
  const weightClass = KERB_WEIGHT_CLASSES.find((entry) => entry.key === classKey)!;
  return {
    registrationNumber,
    make: vehicle.make,
    model: vehicle.model,
    kerbWeightClass: weightClass.key,
    kerbWeightLabel: weightClass.label,
    assumedKerbWeightKg: weightClass.assumedKg,
    ratePerKgPaise: SCRAP_RATE_PER_KG_PAISE,
    rateName: SCRAP_RATE_NAME,
    indicativeValuePaise: indicativeScrapValuePaise(weightClass.assumedKg),
    source: vehicle.source,
  };
}

export async function createScrapRequest(
  db: Database,
  body: ScrapRequestBody,
  userId: string | null,
  now: Date,
): Promise<ScrapRequest> {
  const city = await requireCity(db, body.cityId);
  await assertLeadAllowance(db, body.mobile, now);
  const quote = await scrapQuote(db, body.registrationNumber);
  const row = await insertScrapRequest(db, {
    registrationNumber: body.registrationNumber,
    cityId: city.id,
    pincode: body.pincode,
    mobile: body.mobile,
    make: quote.make,
    model: quote.model,
    kerbWeightClass: quote.kerbWeightClass,
    ratePerKgPaise: quote.ratePerKgPaise,
    indicativeValuePaise: quote.indicativeValuePaise,
    userId,
    createdAt: now,
    answers: body.answers ?? {},
  });
  return {
    requestId: row.id,
    reference: leadReference('SCR', row.id),
    registrationNumber: row.registrationNumber,
    cityName: city.name,
    pincode: row.pincode,
    maskedMobile: maskPhone(row.mobile),
    quote,
    answers: row.answers,
    status: 'NEW',
  };
}
