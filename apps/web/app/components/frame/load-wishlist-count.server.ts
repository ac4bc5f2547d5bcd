import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

/** wishlistCount for the header heart (spec §3 Wishlist); 0 for a visitor who is not logged in. */
export async function loadWishlistCount(context: AppLoadContext): Promise<number> {
  const api = typedApi(context);
  if (api.signedOut) return 0;
  try {
    const { wishlistCount } = await unwrap(api.GET('/api/consumer/inventory/v1/wishlist/count'));
    return wishlistCount;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return 0;
    throw error;
  }
}
