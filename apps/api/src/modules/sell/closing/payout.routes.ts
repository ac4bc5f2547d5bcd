import { createHash } from 'node:crypto';
import { CLOSING_MESSAGES, SalePaymentsSchema } from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawJsonScope } from '../../../lib/raw-json-scope';
import { requireAnyRole } from '../../../lib/auth';
import { AppError, HTTP, badRequest, notFound } from '../../../lib/errors';
import { payoutProviderFor } from '../../../providers/payouts';
import { BEARER as security, SELL_ROUTE_ERRORS as errors } from '../route-kit';
import { acceptedSaleByAppointmentId } from './closing-sale';
import { applyPayoutWebhook } from './payout.service';
import { salePayments } from './payments-view';

/** Payout webhooks (RazorpayX format), verified over the exact raw body. Consumer gateway. */
export const payoutWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  await rawJsonScope(app, (raw) => {
    raw.post(
      '/api/v1/payout/webhook',
      {
        schema: {
          tags: ['consumer: sell closing'],
          operationId: 'payoutWebhook',
          summary: 'Payout provider webhooks (payout.processed / failed / reversed), signed',
          headers: z.object({
            'x-razorpay-signature': z.string({ message: 'Missing webhook signature' }).min(1),
            'x-razorpay-event-id': z.string().max(100).optional(),
          }),
          response: {
            200: z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) }),
            400: errors[400],
          },
        },
      },
      async (request) => {
        const rawBody = request.body as Buffer;
        if (!Buffer.isBuffer(rawBody)) throw badRequest('Webhook body must be JSON');
        const eventId =
          request.headers['x-razorpay-event-id'] ??
          createHash('sha256').update(rawBody).digest('hex');
        const event = payoutProviderFor(app).parseWebhook(
          rawBody,
          request.headers['x-razorpay-signature'],
          eventId,
        );
        if (!event) {
          throw new AppError(
            HTTP.BAD_REQUEST,
            'INVALID_SIGNATURE',
            'The webhook signature is not valid.',
          );
        }
        return { status: await applyPayoutWebhook(app.db, event, app.config.now()) };
      },
    );
  });
};

/** Lead service (spec §7): GET deal payment-info/{id}, for lead agents and admins. */
export const dealLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deal/payment-info/:id',
    {
      schema: {
        tags: ['lead'],
        operationId: 'getDealPaymentInfo',
        summary: 'How a bought car was paid for: price, deductions, payouts (lead agent, admin)',
        security,
        params: z.object({ id: z.string().regex(/^[0-9]{1,12}$/, CLOSING_MESSAGES.notBought) }),
        response: {
          200: z.object({
            data: z.object({
              appointmentId: z.string(),
              car: z.string(),
              registrationNumber: z.string(),
              payments: SalePaymentsSchema,
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      requireAnyRole(request, ['lead_agent', 'admin']);
      const sale = await acceptedSaleByAppointmentId(app.db, request.params.id);
      const payments = await salePayments(app.db, sale);
      if (!payments) throw notFound('No payment has been made for this deal yet.');
      return {
        data: {
          appointmentId: sale.appointmentId,
          car: `${sale.year} ${sale.car}`,
          registrationNumber: sale.registrationNumber,
          payments,
        },
      };
    },
  );
};
