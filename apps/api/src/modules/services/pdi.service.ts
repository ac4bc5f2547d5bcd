import {
  maskPhone,
  PDI_DELIVERY_DATE_MESSAGE,
  pdiDeliveryWindow,
  type PdiBooking,
  type PdiBookingBody,
  type PdiEligibility,
} from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { AppError, badRequest, HTTP } from '../../lib/errors';
import { assertLeadAllowance, leadReference, requireCity } from './service-leads';
import { findModelWithMake, insertPdiBooking } from './services.repository';

/**
 * PDI is for a new car about to be delivered, in a city where CarSetu runs car services: the
 * model must still be on sale (no last model year) and the city a car-service city.
 */
export async function pdiEligibility(
  db: Database,
  query: { cityId: number; modelId: number },
): Promise<PdiEligibility> {
  const city = await requireCity(db, query.cityId);
  const model = await findModelWithMake(db, query.modelId);
  if (!model) throw badRequest('Choose your car', { modelId: 'Choose your car' });
  const reasons: string[] = [];
  if (model.lastYear !== null) {
    reasons.push(
      `The ${model.makeName} ${model.name} is no longer sold new, and PDI is for new cars at delivery.`,
    );
  }
  if (!city.carServiceCity) {
    reasons.push(`We do not offer pre-delivery inspection in ${city.name} yet.`);
  }
  return {
    eligible: reasons.length === 0,
    reasons,
    cityName: city.name,
    makeName: model.makeName,
    modelName: model.name,
  };
}

export async function createPdiBooking(
  db: Database,
  body: PdiBookingBody,
  userId: string | null,
  now: Date,
): Promise<PdiBooking> {
  const { earliest, latest } = pdiDeliveryWindow(now);
  if (body.deliveryDate < earliest || body.deliveryDate > latest) {
    throw badRequest(PDI_DELIVERY_DATE_MESSAGE, { deliveryDate: PDI_DELIVERY_DATE_MESSAGE });
  }
  const eligibility = await pdiEligibility(db, body);
  if (!eligibility.eligible) {
    throw new AppError(HTTP.UNPROCESSABLE, 'PDI_NOT_ELIGIBLE', eligibility.reasons.join(' '));
  }
  await assertLeadAllowance(db, body.mobile, now);
  const row = await insertPdiBooking(db, {
    modelId: body.modelId,
    cityId: body.cityId,
    deliveryDate: body.deliveryDate,
    pincode: body.pincode,
    mobile: body.mobile,
    userId,
    createdAt: now,
  });
  return {
    bookingId: row.id,
    reference: leadReference('PDI', row.id),
    makeName: eligibility.makeName,
    modelName: eligibility.modelName,
    cityName: eligibility.cityName,
    deliveryDate: row.deliveryDate,
    pincode: row.pincode,
    maskedMobile: maskPhone(row.mobile),
    status: 'NEW',
  };
}
