import { type ListingSearchResponse } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { inventoryApi } from '../../components/buy/inventory-api';
import { readLocationCookies } from '../../components/location/location-cookies.server';
import { apiClient } from '../../lib/api-client.server';
import { loadCity, loadWishlistedIds } from '../buy-used-car._index/listing.server';

/** Cars shown under "Cars near you". */
export const NEAR_YOU_COUNT = 8;

/**
 * Buy home for the visitor's selected city (cookie carsetu_city; all India without one): counts
 * per brand, body type and budget come from the same search the listing uses.
 */
export async function loadBuyHome(context: AppLoadContext, request: Request) {
  const api = apiClient(context);
  const { cityId, pincode } = readLocationCookies(request);
  const city = await loadCity(api, cityId);
  const local = city && !city.isAllIndia ? city : null;
  const query = local ? `storeCityId=${local.id}` : '';
  const [result, wishlisted] = await Promise.all([
    api.get<ListingSearchResponse>(inventoryApi.listings(query)),
    loadWishlistedIds(api),
  ]);
  return {
    city: local,
    pincode,
    result: { ...result, items: result.items.slice(0, NEAR_YOU_COUNT) },
    wishlisted,
  };
}
