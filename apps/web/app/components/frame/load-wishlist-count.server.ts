import type { AppLoadContext } from 'react-router';

/** wishlistCount for the header heart (spec §3 Wishlist). Owned by the inventory module. */
export async function loadWishlistCount(_context: AppLoadContext): Promise<number> {
  return 0;
}
