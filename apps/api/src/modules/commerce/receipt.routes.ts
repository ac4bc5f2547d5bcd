import { GstinSchema } from '@carsetu/contracts';
import { and, desc, eq, schema } from '@carsetu/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { AppError, HTTP, notFound } from '../../lib/errors';
import { signLink, verifyLink } from '../../lib/signed-links';
import { getOrderByNumber } from './order.service';
import { renderReceiptPdf, type ReceiptPayment } from './receipt';

/** How long a shared invoice link works (decision 0130). */
export const INVOICE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVOICE_LINK_PURPOSE = 'invoice-link';
const INVOICE_LINK_EXPIRED = 'This invoice link has expired or is not valid. Ask for a new one.';

const orderParams = z.object({
  orderNumber: z.string().regex(/^CS[0-9]{12}$/, { message: 'Invalid order number' }),
});
/** The buyer's GSTIN for their receipt, optional: an empty field from the form means none. */
const receiptQuery = z.object({ gstin: z.union([z.literal(''), GstinSchema]).optional() });
const invoicePath = (orderNumber: string) => `/api/consumer/api/v1/order/${orderNumber}/invoice`;

/** The paid order's PDF receipt, for its owner. */
async function sendReceipt(
  app: FastifyInstance,
  reply: FastifyReply,
  owner: { userId: string; phone: string },
  orderNumber: string,
  gstin: string | null,
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
  const pdf = await renderReceiptPdf(
    order,
    { ...(customer ?? { name: null, phone: owner.phone }), gstin },
    await capturedPayment(app, order.orderNumber),
  );
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="CarSetu-receipt-${order.orderNumber}.pdf"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

async function capturedPayment(
  app: FastifyInstance,
  orderNumber: string,
): Promise<ReceiptPayment | null> {
  const [payment] = await app.db
    .select({
      gateway: schema.payments.gateway,
      gatewayPaymentId: schema.payments.gatewayPaymentId,
      method: schema.payments.method,
    })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(and(eq(schema.orders.orderNumber, orderNumber), eq(schema.payments.status, 'captured')))
    .orderBy(desc(schema.payments.createdAt))
    .limit(1);
  return payment ?? null;
}

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['commerce'];
  app.get(
    '/api/v1/order/:orderNumber/receipt',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        operationId: 'getOrderReceipt',
        description: 'PDF receipt of a paid order (owner only), with the buyer’s GSTIN when given.',
        params: orderParams,
        querystring: receiptQuery,
        response: {
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const gstin = request.query.gstin || null;
      return sendReceipt(app, reply, user, request.params.orderNumber, gstin);
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
      return sendReceipt(app, reply, owner, orderNumber, null);
    },
  );
};
