import { listingIdFromSlug, type ListingDetailResponse } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { inventoryApi } from '../../components/buy/inventory-api';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';

/** The car by the id at the end of its slug; a stale or hand-typed slug moves to the real one (301). */
export async function loadCarDetail(context: AppLoadContext, request: Request, slug: string) {
  const id = listingIdFromSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  try {
    const { data: car } = await apiClient(context).get<ListingDetailResponse>(
      inventoryApi.listing(id),
    );
    // Client navigations fetch data without the trailing slash, so compare without it.
    const trim = (path: string) => path.replace(/\/$/, '');
    if (trim(new URL(request.url).pathname) !== trim(car.url)) throw redirect(car.url, 301);
    return { car, origin: new URL(request.url).origin };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
