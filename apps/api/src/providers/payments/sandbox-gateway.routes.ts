import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { sandboxGatewayFor } from './index';

/** Where our merchant endpoint receives webhooks (the sandbox delivers them in-process). */
export const WEBHOOK_PATH = '/api/consumer/api/v1/payment/webhook';

export const SANDBOX_PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;

/**
 * The sandbox gateway's own server, as Razorpay's would be: the hosted checkout page reads the
 * order here and reports the payer's choice. Mounted only when the sandbox is the gateway.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.payments.gateway !== 'sandbox' || !app.config.allowSandboxProviders) return;

  app.get(
    '/v1/checkout/:gatewayOrderId',
    {
      schema: {
        tags: ['sandbox-gateway'],
        params: z.object({ gatewayOrderId: z.string().min(1).max(64) }),
        response: {
          200: z.object({
            id: z.string(),
            amountPaise: z.number().int(),
            currency: z.string(),
            receipt: z.string(),
            status: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const order = await sandboxGatewayFor(app).getOrder(request.params.gatewayOrderId);
      if (!order) throw notFound('No such sandbox payment');
      return {
        id: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        receipt: order.receipt,
        status: order.status,
      };
    },
  );

  app.post(
    '/v1/checkout/:gatewayOrderId/complete',
    {
      schema: {
        tags: ['sandbox-gateway'],
        params: z.object({ gatewayOrderId: z.string().min(1).max(64) }),
        body: z.object({
          outcome: z.enum(['success', 'failure']),
          method: z.enum(SANDBOX_PAYMENT_METHODS).default('upi'),
          /** false simulates a lost webhook (the reconciler must then settle the payment). */
          deliverWebhooks: z.boolean().default(true),
        }),
        response: {
          200: z.object({
            callback: z.union([
              z.object({
                kind: z.literal('success'),
                result: z.object({
                  razorpay_order_id: z.string(),
                  razorpay_payment_id: z.string(),
                  razorpay_signature: z.string(),
                }),
              }),
              z.object({
                kind: z.literal('failure'),
                error: z.object({
                  code: z.string(),
                  description: z.string(),
                  metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
                }),
              }),
            ]),
          }),
        },
      },
    },
    async (request) => {
      const { gatewayOrderId } = request.params;
      const { outcome, method, deliverWebhooks } = request.body;
      const result = await sandboxGatewayFor(app).completeCheckout(gatewayOrderId, outcome, method);
      if (!result) throw notFound('No such sandbox payment');
      if (deliverWebhooks) {
        for (const webhook of result.webhooks) {
          const response = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', ...webhook.headers },
            payload: webhook.rawBody,
          });
          if (response.statusCode !== 200) {
            // Razorpay would retry; the reconciler plays that part here.
            request.log.warn({ status: response.statusCode }, 'sandbox webhook not accepted');
          }
        }
      }
      return { callback: result.callback };
    },
  );
};
