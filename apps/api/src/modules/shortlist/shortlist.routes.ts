import {
  ListingIdSchema,
  WishlistChangeResponseSchema,
  WishlistCountResponseSchema,
  WishlistResponseSchema,
} from '@carsetu/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { OWN_DATA_ERRORS } from '../../lib/error-body';
import {
  addToWishlist,
  countWishlist,
  listWishlist,
  removeFromWishlist,
  removePriceAlert,
  setPriceAlert,
} from './wishlist.service';

const tags = ['consumer: buy used cars (account)'];
const security = [{ bearer: [] }];
const errors = OWN_DATA_ERRORS;
const listingParams = z.object({ listingId: ListingIdSchema });

/** The shortlist: saved cars (wishlist) and price-drop alerts, the logged-in user's own. */
export async function shortlistRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventory/v1/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'My saved cars',
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await listWishlist(app.db, user.userId);
      return { data, wishlistCount: data.length };
    },
  );
  app.get(
    '/inventory/v1/wishlist/count',
    {
      schema: {
        tags,
        security,
        summary: 'wishlistCount for the header',
        response: { 200: WishlistCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { wishlistCount: await countWishlist(app.db, user.userId) };
    },
  );
  const wishlistChange = {
    tags,
    security,
    params: listingParams,
    response: { 200: WishlistChangeResponseSchema, ...errors },
  };
  app.put(
    '/inventory/v1/wishlist/:listingId',
    { schema: { ...wishlistChange, summary: 'Save a car (like)' } },
    async (request) => addToWishlist(app.db, requireUser(request).userId, request.params.listingId),
  );
  app.delete(
    '/inventory/v1/wishlist/:listingId',
    { schema: { ...wishlistChange, summary: 'Remove a saved car (unlike)' } },
    async (request) =>
      removeFromWishlist(app.db, requireUser(request).userId, request.params.listingId),
  );
  app.put(
    '/inventory/v1/wishlist/:listingId/price-alert',
    { schema: { ...wishlistChange, summary: 'Set notification alert for a price drop' } },
    async (request) => setPriceAlert(app.db, requireUser(request).userId, request.params.listingId),
  );
  app.delete(
    '/inventory/v1/wishlist/:listingId/price-alert',
    { schema: { ...wishlistChange, summary: 'Remove the price-drop alert' } },
    async (request) =>
      removePriceAlert(app.db, requireUser(request).userId, request.params.listingId),
  );
}
