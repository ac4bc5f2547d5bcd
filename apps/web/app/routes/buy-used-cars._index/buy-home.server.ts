import type { AppLoadContext } from 'react-router';
import { readLocationCookies } from '../../components/location/index.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { loadCity, loadWishlistedIds } from '../buy-used-car._index/listing.server';

/** Cars shown under "Cars near you". */
export const NEAR_YOU_COUNT = 8;

/**
 * Buy home for the visitor's selected city (cookie carsetu_city; all India without one): counts
 * per brand, body type and budget come from the same search the listing uses.
 */
export async function loadBuyHome(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const { cityId, pincode } = readLocationCookies(request);
  const city = await loadCity(api, cityId);
  const local = city && !city.isAllIndia ? city : null;
  const [result, wishlisted] = await Promise.all([
    unwrap(
      api.GET('/api/consumer/inventory/v1/listings', {
        params: { query: local ? { storeCityId: String(local.id) } : {} },
      }),
    ),
    loadWishlistedIds(api),
  ]);
  return {
    city: local,
    pincode,
    result: { ...result, items: result.items.slice(0, NEAR_YOU_COUNT) },
    wishlisted,
  };
}
