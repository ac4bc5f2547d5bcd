import { countListings } from './buy-used-car._index/listing.server';
import type { Route } from './+types/buy-used-car.result-count';

/**
 * /buy-used-car/result-count?{filters}: a resource route (JSON, no page) for the live count on the
 * phone filter sheet's apply button. Same query as the listing page, so the count matches it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return countListings(context, request);
}
