import { createHash } from 'node:crypto';
import { OrderSchema } from '@carsetu/contracts';
import { and, eq, schema } from '@carsetu/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawJsonScope } from '../../lib/raw-json-scope';
import { requireUser } from '../../lib/auth';
import { AppError, HTTP, badRequest, notFound } from '../../lib/errors';
import { paymentGatewayFor } from '../../providers/payments';
import {
  toGatewayPayment,
  type RazorpayWebhookBody,
} from '../../providers/payments/razorpay-webhook';
import { getOrderByNumber } from './order.service';
import { syncOrderWithGateway } from './payment-sync';
import { settlePayment } from './payment-settlement';
import type { Tx } from './product-registry';

const SETTLING_EVENTS = new Set([
  'payment.captured',
  'payment.failed',
  'order.paid',
  'payment.authorized',
]);

const invalidSignature = () =>
  new AppError(HTTP.BAD_REQUEST, 'INVALID_SIGNATURE', 'The payment signature is not valid.');

const CheckoutCallbackSchema = z.union([
  z.object({
    razorpay_order_id: z.string().min(1).max(64),
    razorpay_payment_id: z.string().min(1).max(64),
    razorpay_signature: z.string().min(1).max(256),
  }),
  z.object({
    error: z.object({
      code: z.string().max(64),
      description: z.string().max(500),
      metadata: z.object({
        order_id: z.string().min(1).max(64),
        payment_id: z.string().max(64).optional(),
      }),
    }),
  }),
]);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The browser's checkout result: a signed success or the gateway's error object. */
  app.post(
    '/api/v1/payment/verify',
    {
      schema: {
        tags: ['commerce'],
        security: [{ bearer: [] }],
        body: CheckoutCallbackSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const gateway = paymentGatewayFor(app);
      const body = request.body;
      const gatewayOrderId =
        'error' in body ? body.error.metadata.order_id : body.razorpay_order_id;
      if (!('error' in body) && !gateway.verifyCheckoutSignature(body)) throw invalidSignature();
      const [order] = await app.db
        .select()
        .from(schema.orders)
        .where(
          and(
            eq(schema.orders.gatewayOrderId, gatewayOrderId),
            eq(schema.orders.userId, user.userId),
          ),
        );
      if (!order) throw notFound('Order not found');
      // Settle from the gateway's own record: an unsigned failure callback cannot fake anything.
      await syncOrderWithGateway(app, order);
      return getOrderByNumber(app, user.userId, order.orderNumber);
    },
  );

  // Webhooks are verified over the exact bytes received, so this route alone reads a raw body.
  await rawJsonScope(app, (raw) => {
    raw.post(
      '/api/v1/payment/webhook',
      {
        schema: {
          tags: ['commerce'],
          description: 'Gateway webhooks (Razorpay format), signed over the raw body.',
          headers: z.object({
            'x-razorpay-signature': z.string({ message: 'Missing webhook signature' }).min(1),
            'x-razorpay-event-id': z.string().max(100).optional(),
          }),
          response: { 200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }) },
        },
      },
      async (request) => {
        const rawBody = request.body as Buffer;
        if (!Buffer.isBuffer(rawBody)) throw badRequest('Webhook body must be JSON');
        const gateway = paymentGatewayFor(app);
        if (!gateway.verifyWebhookSignature(rawBody, request.headers['x-razorpay-signature'])) {
          throw invalidSignature();
        }
        let event: RazorpayWebhookBody;
        try {
          event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookBody;
        } catch {
          throw badRequest('Webhook body must be JSON');
        }
        const eventId =
          request.headers['x-razorpay-event-id'] ??
          createHash('sha256').update(rawBody).digest('hex');
        const recordEvent = async (tx: Tx) => {
          const inserted = await tx
            .insert(schema.paymentWebhookEvents)
            .values({ eventId, gateway: gateway.name, eventType: String(event.event) })
            .onConflictDoNothing()
            .returning();
          return inserted.length > 0;
        };
        const entity = event.payload?.payment?.entity;
        if (!SETTLING_EVENTS.has(event.event) || !entity?.order_id) {
          return {
            status: (await recordEvent(app.db)) ? ('ignored' as const) : ('duplicate' as const),
          };
        }
        const result = await settlePayment(app, toGatewayPayment(entity), recordEvent);
        return { status: result.duplicate ? ('duplicate' as const) : ('processed' as const) };
      },
    );
  });
};
