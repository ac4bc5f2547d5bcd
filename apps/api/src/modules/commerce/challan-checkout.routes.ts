import {
  CouponCodeSchema,
  OrderSchema,
  OrderSourceSchema,
  ProductUniqueIdentifierSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { HTTP } from '../../lib/errors';
import { ConsentQuerySchema, IdempotencyKeySchema } from './order-request';
import { createOrder } from './order.service';

/**
 * Challan checkout in one call (decision 0132): the selected challans become the cart, one order
 * is created from them and its payment started, all in one transaction under the caller's
 * Idempotency-Key. A retry with the same key and selection returns the same order; a failure
 * (a challan paid meanwhile, the limit) changes nothing, the cart included.
 */
export const challanCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/order/challan-checkout',
    {
      schema: {
        tags: ['commerce'],
        operationId: 'checkoutChallans',
        summary: 'Pay the selected challans: cart, order and payment in one transaction',
        security: [{ bearer: [] }],
        querystring: ConsentQuerySchema,
        headers: z.object({
          'idempotency-key': IdempotencyKeySchema,
          source: OrderSourceSchema,
        }),
        body: z.object({
          challanNumbers: z
            .array(ProductUniqueIdentifierSchema)
            .min(1, 'Select at least one pending challan to pay.')
            .max(50, 'Select at most 50 challans'),
          deviceType: z.string().trim().min(1).max(40),
          gaId: z.string().trim().max(100).optional(),
          isWebView: z.boolean(),
          whatsappConsent: z.boolean().optional(),
          couponCode: CouponCodeSchema.optional(),
        }),
        response: {
          201: OrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { body, headers } = request;
      const order = await createOrder(app, user.userId, {
        idempotencyKey: headers['idempotency-key'],
        productType: 'challan',
        productUniqueIdentifiers: [...new Set(body.challanNumbers)],
        replaceCart: true,
        consent: true,
        source: headers.source,
        deviceType: body.deviceType,
        gaId: body.gaId,
        isWebView: body.isWebView,
        whatsappConsent: body.whatsappConsent,
        couponCode: body.couponCode,
      });
      return reply.status(HTTP.CREATED).send(order);
    },
  );
};
