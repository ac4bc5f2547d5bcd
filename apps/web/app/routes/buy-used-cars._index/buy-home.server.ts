import type { AppLoadContext } from 'react-router';
import { cardView } from '../../components/buy';
import { readLocationCookies } from '../../components/location/index.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { loadCity, loadWishlistedIds } from '../buy-used-car._index/listing.server';

/** Cars shown under "Cars near you". */
export const NEAR_YOU_COUNT = 8;
/** Brand tiles shown (most cars first). */
export const BRAND_TILE_COUNT = 12;

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
    // Only what the page shows travels to it (decision 0179): the tiles' facets, not the model,
    // RTO and other facet lists, and the card fields of the cars near you.
    result: {
      total: result.total,
      items: result.items.slice(0, NEAR_YOU_COUNT).map(cardView),
      facets: {
        make: result.facets.make.slice(0, BRAND_TILE_COUNT),
        bodyType: result.facets.bodyType,
        budget: result.facets.budget,
      },
    },
    wishlisted,
  };
}
