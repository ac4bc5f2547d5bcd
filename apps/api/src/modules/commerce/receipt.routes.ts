import { eq, schema } from '@carsetu/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { AppError, HTTP, notFound } from '../../lib/errors';
import { signLink, verifyLink } from '../../lib/signed-links';
import { getOrderByNumber } from './order.service';
import { renderReceiptPdf } from './receipt';

/** How long a shared invoice link works (decision 0130). */
export const INVOICE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVOICE_LINK_PURPOSE = 'invoice-link';
const INVOICE_LINK_EXPIRED = 'This invoice link has expired or is not valid. Ask for a new one.';

const orderParams = z.object({
  orderNumber: z.string().regex(/^CS[0-9]{12}$/, { message: 'Invalid order number' }),
});
const invoicePath = (orderNumber: string) => `/api/consumer/api/v1/order/${orderNumber}/invoice`;

/** The paid order's PDF receipt, for its owner. */
async function sendReceipt(
  app: FastifyInstance,
  reply: FastifyReply,
  owner: { userId: string; phone: string },
  orderNumber: string,
) {
  const order = await getOrderByNumber(app, owner.userId, orderNumber);
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
    .where(eq(schema.users.id, owner.userId));
  const pdf = await renderReceiptPdf(order, customer ?? { name: null, phone: owner.phone });
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="CarSetu-receipt-${order.orderNumber}.pdf"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['commerce'];
  app.get(
    '/api/v1/order/:orderNumber/receipt',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'PDF receipt of a paid order (owner only).',
        params: orderParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return sendReceipt(app, reply, user, request.params.orderNumber);
    },
  );

  app.get(
    '/api/v1/order/:orderNumber/invoice-link',
    {
      schema: {
        tags,
        operationId: 'getInvoiceLink',
        summary: 'A signed link to the paid order’s invoice PDF that works without logging in',
        security: [{ bearer: [] }],
        params: orderParams,
        response: {
          200: z.object({ url: z.string(), expiresAt: z.string() }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const order = await getOrderByNumber(app, user.userId, request.params.orderNumber);
      if (!order.receiptAvailable) {
        throw new AppError(
          HTTP.CONFLICT,
          'RECEIPT_NOT_AVAILABLE',
          'A receipt is available once the payment has succeeded.',
        );
      }
      const expiresAt = new Date(app.config.now().getTime() + INVOICE_LINK_TTL_MS);
      const { expires, signature } = await signLink(
        app.db,
        INVOICE_LINK_PURPOSE,
        order.orderNumber,
        expiresAt,
      );
      return {
        url: `${invoicePath(order.orderNumber)}?expires=${expires}&signature=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  app.get(
    '/api/v1/order/:orderNumber/invoice',
    {
      schema: {
        tags,
        operationId: 'getSignedInvoice',
        summary: 'The invoice PDF through a signed link (no login; expires)',
        params: orderParams,
        querystring: z.object({
          expires: z.coerce.number().int().positive(),
          signature: z.string().max(100),
        }),
        response: { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { orderNumber } = request.params;
      const valid = await verifyLink(
        app.db,
        INVOICE_LINK_PURPOSE,
        orderNumber,
        request.query,
        app.config.now(),
      );
      if (!valid) throw new AppError(HTTP.FORBIDDEN, 'LINK_EXPIRED', INVOICE_LINK_EXPIRED);
      const [owner] = await app.db
        .select({ userId: schema.orders.userId, phone: schema.users.phone })
        .from(schema.orders)
        .innerJoin(schema.users, eq(schema.users.id, schema.orders.userId))
        .where(eq(schema.orders.orderNumber, orderNumber));
      if (!owner) throw notFound('Order not found');
      reply.header('referrer-policy', 'no-referrer');
      return sendReceipt(app, reply, owner, orderNumber);
    },
  );
};
