import type { AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';

const WISHLIST_COUNT_URL = '/api/consumer/inventory/v1/wishlist/count';

/** wishlistCount for the header heart (spec §3 Wishlist); 0 for a visitor who is not logged in. */
export async function loadWishlistCount(context: AppLoadContext): Promise<number> {
  try {
    const { wishlistCount } = await apiClient(context).get<{ wishlistCount: number }>(
      WISHLIST_COUNT_URL,
    );
    return wishlistCount;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return 0;
    throw error;
  }
}
