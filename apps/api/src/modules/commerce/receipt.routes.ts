import { eq, schema } from '@carsetu/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { AppError, HTTP } from '../../lib/errors';
import { getOrderByNumber } from './order.service';
import { renderReceiptPdf } from './receipt';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/order/:orderNumber/receipt',
    {
      schema: {
        tags: ['commerce'],
        security: [{ bearer: [] }],
        description: 'PDF receipt of a paid order (owner only).',
        params: z.object({
          orderNumber: z.string().regex(/^CS[0-9]{12}$/, { message: 'Invalid order number' }),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const order = await getOrderByNumber(app, user.userId, request.params.orderNumber);
      if (!order.receiptAvailable) {
        throw new AppError(
          HTTP.CONFLICT,
          'RECEIPT_NOT_AVAILABLE',
          'A receipt is available once the payment has succeeded.',
        );
      }
      const [customer] = await app.db
        .select({ name: schema.users.name, phone: schema.users.phone })
        .from(schema.users)
        .where(eq(schema.users.id, user.userId));
      const pdf = await renderReceiptPdf(order, customer ?? { name: null, phone: user.phone });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="CarSetu-receipt-${order.orderNumber}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
