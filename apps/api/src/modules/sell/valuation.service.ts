import type { Valuation, ValuationQuery } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { badRequest } from '../../lib/errors';
import { currentIstYear } from './inspection-slots';
import { SELL_MESSAGES } from './sell.constants';
import { findCity, findVariantWithModel } from './sell.repository';
import { estimatePrice } from './valuation-model';

/** Values a car from the catalogue's variant price (decision 0080); checks every input. */
export async function valueCar(db: Database, query: ValuationQuery, now: Date): Promise<Valuation> {
  const [variant, city] = await Promise.all([
    findVariantWithModel(db, query.variantId),
    findCity(db, query.cityId),
  ]);
  if (!variant)
    throw badRequest(SELL_MESSAGES.variantUnknown, { variantId: SELL_MESSAGES.variantUnknown });
  if (!city || city.isVirtualCity)
    throw badRequest(SELL_MESSAGES.cityUnknown, { cityId: SELL_MESSAGES.cityUnknown });
  const currentYear = currentIstYear(now);
  if (query.year > currentYear)
    throw badRequest(SELL_MESSAGES.yearInFuture, { year: SELL_MESSAGES.yearInFuture });
  const lastYear = Math.min(variant.lastYear ?? currentYear, currentYear);
  if (query.year < variant.firstYear || query.year > lastYear) {
    const message = SELL_MESSAGES.yearOutsideModel(variant.firstYear, lastYear);
    throw badRequest(message, { year: message });
  }
  const estimate = estimatePrice({
    exShowroomPaise: variant.exShowroomPaise,
    year: query.year,
    currentYear,
    km: query.km,
    owners: query.owners,
    fuelType: variant.fuelType,
    citySlug: city.slug,
  });
  return {
    car: {
      makeId: variant.makeId,
      makeName: variant.makeName,
      modelId: variant.modelId,
      modelName: variant.modelName,
      variantId: variant.variantId,
      variantName: variant.variantName,
      fuelType: variant.fuelType,
      transmission: variant.transmission,
      year: query.year,
    },
    km: query.km,
    owners: query.owners,
    city: { id: city.id, name: city.name },
    exShowroomPaise: variant.exShowroomPaise,
    ...estimate,
    isEstimate: true,
  };
}
