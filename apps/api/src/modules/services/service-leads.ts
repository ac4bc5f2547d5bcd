import { SERVICE_LEADS_LIMIT_MESSAGE, SERVICE_LEADS_PER_MOBILE_PER_DAY } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { IST_DAY_WINDOW, windowBounds } from '../../lib/rate-limit';
import { countServiceLeadsSince, findCity } from './services.repository';

/** A short reference a caller can read out on the phone, e.g. SCR-3F9A1C2B. */
export const leadReference = (prefix: 'SCR' | 'PDI', id: string) =>
  `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Refuses a mobile that already sent its day's scrap requests and PDI bookings (IST day). */
export async function assertLeadAllowance(db: Database, mobile: string, now: Date) {
  const { start } = windowBounds(IST_DAY_WINDOW, now);
  if ((await countServiceLeadsSince(db, mobile, start)) >= SERVICE_LEADS_PER_MOBILE_PER_DAY) {
    throw tooManyRequests(SERVICE_LEADS_LIMIT_MESSAGE);
  }
}

/** A real (not virtual) catalog city, or a field error on cityId. */
export async function requireCity(db: Database, cityId: number) {
  const city = await findCity(db, cityId);
  if (!city || city.isVirtualCity) {
    throw badRequest('Choose your city', { cityId: 'Choose your city' });
  }
  return city;
}
