import { LISTING_PATH, LISTING_QUERY } from '@carsetu/contracts';

/**
 * The listing for a search suggestion (or '' for every car) in a city. Suggestion queries are
 * already listing query items, so no parsing is needed, and no zod in the page's bundle: the
 * listing loader redirects any non-canonical order to the canonical URL.
 */
export function listingHrefForQuery(query: string, cityId: number | null): string {
  const params = new URLSearchParams(query);
  params.delete(LISTING_QUERY.cityId);
  if (cityId !== null) params.append(LISTING_QUERY.cityId, String(cityId));
  const search = params.toString();
  return search ? `${LISTING_PATH}?${search}` : LISTING_PATH;
}
