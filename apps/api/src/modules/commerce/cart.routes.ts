import { CartItemInputSchema, CartSchema, ProductTypeSchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { addToCart, getCart, removeFromCart } from './cart.service';

const bearer = [{ bearer: [] }];

/** Spec §7 cart: POST, GET and DELETE on the cart path; DELETE /{productUniqueIdentifier}. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/cart',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        body: z.object({ items: z.array(CartItemInputSchema).min(1).max(50) }),
        response: { 200: CartSchema },
      },
    },
    async (request) => addToCart(app.db, requireUser(request).userId, request.body.items),
  );

  app.get(
    '/api/v1/cart',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        querystring: z.object({ productType: ProductTypeSchema.optional() }),
        response: { 200: CartSchema },
      },
    },
    async (request) => getCart(app.db, requireUser(request).userId, request.query.productType),
  );

  app.delete(
    '/api/v1/cart',
    { schema: { tags: ['commerce'], security: bearer, response: { 200: CartSchema } } },
    async (request) => removeFromCart(app.db, requireUser(request).userId),
  );

  app.delete(
    '/api/v1/cart/:productUniqueIdentifier',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        params: z.object({ productUniqueIdentifier: z.string().min(1).max(64) }),
        response: { 200: CartSchema },
      },
    },
    async (request) =>
      removeFromCart(app.db, requireUser(request).userId, request.params.productUniqueIdentifier),
  );
};
