import {
  CouponCodeSchema,
  ORDER_LIST_PAGE_SIZE,
  OrderListFilterSchema,
  OrderListSchema,
  OrderSchema,
  OrderSourceSchema,
  OrderStatusSchema,
  ProductTypeSchema,
  ProductUniqueIdentifierSchema,
} from '@carsetu/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { ErrorBodySchema } from '../../lib/error-body';
import { badRequest, HTTP } from '../../lib/errors';
import { ConsentQuerySchema, IdempotencyKeySchema } from './order-request';
import { createOrder, getOrderByNumber, searchOrders } from './order.service';
import { retryOrderPayment } from './payment-retry';

const bearer = [{ bearer: [] }];
const OrderNumberSchema = z.string().regex(/^CS[0-9]{12}$/, { message: 'Invalid order number' });
const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(ORDER_LIST_PAGE_SIZE),
};
const listFromQuery = (value: unknown) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/order',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        description:
          'Creates one order from the cart. Needs consent=true and an Idempotency-Key header; challan orders also send the source header (web or m-web), deviceType and isWebView.',
        querystring: ConsentQuerySchema,
        headers: z.object({
          'idempotency-key': IdempotencyKeySchema,
          source: OrderSourceSchema.optional(),
        }),
        body: z.object({
          productType: ProductTypeSchema.default('challan'),
          productUniqueIdentifiers: z.array(ProductUniqueIdentifierSchema).max(50).optional(),
          deviceType: z.string().trim().min(1).max(40).optional(),
          gaId: z.string().trim().max(100).optional(),
          isWebView: z.boolean().optional(),
          whatsappConsent: z.boolean().optional(),
          /** A rewards coupon the user opted into (decision 0128). */
          couponCode: CouponCodeSchema.optional(),
        }),
        response: { 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { body, headers } = request;
      if (body.productType === 'challan') {
        // Spec §6/§7: the challan order call carries the source header and device fields.
        const missing: Record<string, string> = {};
        if (!headers.source) missing.source = 'The source header must be web or m-web';
        if (!body.deviceType) missing.deviceType = 'deviceType is required for challan orders';
        if (body.isWebView === undefined)
          missing.isWebView = 'isWebView is required for challan orders';
        if (Object.keys(missing).length > 0) throw badRequest(Object.values(missing)[0]!, missing);
      }
      const order = await createOrder(app, user.userId, {
        idempotencyKey: headers['idempotency-key'],
        productType: body.productType,
        productUniqueIdentifiers: body.productUniqueIdentifiers,
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

  app.get(
    '/api/v1/order/by-number/:orderNumber',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        params: z.object({ orderNumber: OrderNumberSchema }),
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      getOrderByNumber(app, requireUser(request).userId, request.params.orderNumber),
  );

  app.post(
    '/api/v1/order/:orderNumber/retry',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        operationId: 'retryOrderPayment',
        description:
          'Starts a new payment attempt on a failed or abandoned order (decision 0140). The same Idempotency-Key, or an attempt still open, returns that attempt; a paid order answers 409.',
        params: z.object({ orderNumber: OrderNumberSchema }),
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema }),
        response: { 200: OrderSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      retryOrderPayment(
        app,
        requireUser(request).userId,
        request.params.orderNumber,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/api/v3/order/order-list',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          status: z.preprocess(listFromQuery, z.array(OrderStatusSchema)).optional(),
          productType: z.preprocess(listFromQuery, z.array(ProductTypeSchema)).optional(),
        }),
        response: { 200: OrderListSchema },
      },
    },
    async (request) => {
      const { page, size, status, productType } = request.query;
      return searchOrders(app, requireUser(request).userId, { status, productType }, page, size);
    },
  );

  app.post(
    '/api/v1/order/search/order-list',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        body: z.object({
          filterCriteria: OrderListFilterSchema.default({}),
          ...pageQuery,
        }),
        response: { 200: OrderListSchema },
      },
    },
    async (request) => {
      const { filterCriteria, page, size } = request.body;
      return searchOrders(app, requireUser(request).userId, filterCriteria, page, size);
    },
  );

  app.post(
    '/api/v1/order/search/order-details',
    {
      schema: {
        tags: ['commerce'],
        security: bearer,
        body: z.object({ orderNumber: OrderNumberSchema }),
        response: { 200: OrderSchema },
      },
    },
    async (request) => getOrderByNumber(app, requireUser(request).userId, request.body.orderNumber),
  );
};
