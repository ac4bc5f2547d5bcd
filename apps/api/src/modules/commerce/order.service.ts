import { createHash, randomInt } from 'node:crypto';
import {
  priceBreakup,
  type Order,
  type OrderListFilter,
  type OrderList,
  type OrderSource,
  type ProductType,
} from '@carsetu/contracts';
import { and, eq, inArray, isNull, schema } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import { AppError, HTTP, conflict, notFound } from '../../lib/errors';
import { paymentGatewayFor } from '../../providers/payments';
import { cartLimitReached, listCartRows, lockUser, putCartItems } from './cart.service';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { orderView, purchaseStatusesOf } from './order-view';
import {
  findOrderById,
  findOrderByNumber,
  listItems,
  listOrders,
  releaseItems,
  setOrderStatus,
} from './order.repository';
import { productHandlerFor, type OrderRow, type Tx } from './product-registry';
import { reserveCoupon } from '../rewards';

export interface CreateOrderInput {
  idempotencyKey: string;
  productType: ProductType;
  /** A subset of the cart to pay; all cart items of the type when absent. */
  productUniqueIdentifiers?: string[];
  /**
   * Checkout in one call: the cart of this product type first becomes exactly
   * productUniqueIdentifiers, in the order's own transaction (a failure leaves the cart as it was).
   */
  replaceCart?: boolean;
  consent: boolean;
  source?: OrderSource;
  deviceType?: string;
  gaId?: string;
  isWebView?: boolean;
  whatsappConsent?: boolean;
  /** A rewards coupon the user opted into (decision 0128); the discount is computed here. */
  couponCode?: string;
}

/** 'CS' + yymmdd + 6 random digits: short enough to read out on a support call. */
function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `CS${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function requestHash(input: CreateOrderInput): string {
  const canonical = JSON.stringify([
    input.productType,
    [...(input.productUniqueIdentifiers ?? [])].sort(),
    input.consent,
    ...(input.replaceCart ? ['replace-cart'] : []),
    input.source ?? null,
    ...(input.couponCode ? [input.couponCode.trim().toUpperCase()] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const emptyCart = () =>
  new AppError(
    HTTP.UNPROCESSABLE,
    'CART_EMPTY',
    'Your cart is empty. Add something to pay for first.',
  );

/**
 * One order from the user's cart. The idempotency key row is inserted first in the same
 * transaction, so concurrent calls with one key wait for the first and then return its order.
 */
export async function createOrder(
  app: FastifyInstance,
  userId: string,
  input: CreateOrderInput,
): Promise<Order> {
  const hash = requestHash(input);
  let orderId: string;
  try {
    orderId = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(schema.idempotencyKeys)
        .values({ userId, key: input.idempotencyKey, requestHash: hash })
        .onConflictDoNothing()
        .returning();
      if (!claimed) {
        const [previous] = await tx
          .select()
          .from(schema.idempotencyKeys)
          .where(
            and(
              eq(schema.idempotencyKeys.userId, userId),
              eq(schema.idempotencyKeys.key, input.idempotencyKey),
            ),
          );
        if (!previous || previous.requestHash !== hash || !previous.orderId) {
          throw new AppError(
            HTTP.UNPROCESSABLE,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for a different request. Use a new key.',
          );
        }
        return previous.orderId;
      }
      const id = await insertOrder(tx, app, userId, input);
      await tx
        .update(schema.idempotencyKeys)
        .set({ orderId: id })
        .where(
          and(
            eq(schema.idempotencyKeys.userId, userId),
            eq(schema.idempotencyKeys.key, input.idempotencyKey),
          ),
        );
      return id;
    });
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'order_items_active_product_uq') {
      throw conflict(
        'PRODUCT_IN_PAYMENT',
        'A payment for one of these items is already in progress. Please wait a few minutes and try again.',
      );
    }
    throw error;
  }
  return ensureGatewayOrder(app, orderId);
}

async function insertOrder(
  tx: Tx,
  app: FastifyInstance,
  userId: string,
  input: CreateOrderInput,
): Promise<string> {
  await lockUser(tx, userId);
  const handler = productHandlerFor(input.productType);
  if (input.replaceCart) await replaceCartSelection(tx, userId, input);
  let cartRows = await listCartRows(tx, userId, input.productType);
  if (input.productUniqueIdentifiers?.length) {
    const wanted = new Set(input.productUniqueIdentifiers);
    cartRows = cartRows.filter((row) => wanted.has(row.productUniqueIdentifier));
    if (cartRows.length !== wanted.size) {
      throw new AppError(
        HTTP.UNPROCESSABLE,
        'NOT_IN_CART',
        'Some selected items are not in your cart.',
      );
    }
  }
  if (cartRows.length === 0) throw emptyCart();
  if (handler.maxItemsPerOrder !== null && cartRows.length > handler.maxItemsPerOrder) {
    throw cartLimitReached(handler.maxItemsPerOrder);
  }
  const ids = cartRows.map((row) => row.productUniqueIdentifier);
  const settled = await tx
    .select({ id: schema.settledProducts.productUniqueIdentifier })
    .from(schema.settledProducts)
    .where(
      and(
        eq(schema.settledProducts.productType, input.productType),
        inArray(schema.settledProducts.productUniqueIdentifier, ids),
      ),
    );
  if (settled.length > 0) {
    throw conflict(
      'ALREADY_PAID',
      `Already paid: ${settled.map((row) => row.id).join(', ')}. Remove it from your cart to continue.`,
    );
  }
  // Prices are taken again now: a challan may have gone to court since it was added.
  const items = [];
  for (const row of cartRows) {
    const resolved = await handler.resolveItem(tx, {
      userId,
      productUniqueIdentifier: row.productUniqueIdentifier,
    });
    items.push({ productUniqueIdentifier: row.productUniqueIdentifier, ...resolved });
  }
  await supersedeOwnOpenOrders(tx, userId, input.productType, ids);

  const breakup = priceBreakup(
    items.reduce((sum, item) => sum + item.amountPaise, 0),
    handler.convenienceFeePaise(items),
  );
  const orderNumber = newOrderNumber();
  // The coupon is held for this order now; paid → redeemed, failed/expired/replaced → released.
  const coupon = input.couponCode
    ? await reserveCoupon(tx, {
        userId,
        code: input.couponCode,
        orderKind: input.productType,
        orderRef: orderNumber,
        amountPaise: breakup.totalPaise,
        now: app.config.now(),
      })
    : null;
  const [order] = await tx
    .insert(schema.orders)
    .values({
      orderNumber,
      userId,
      productType: input.productType,
      status: 'PAYMENT_PENDING',
      itemsTotalPaise: breakup.itemsTotalPaise,
      convenienceFeePaise: breakup.convenienceFeePaise,
      gstPaise: breakup.gstPaise,
      discountPaise: coupon?.discountPaise ?? 0,
      totalPaise: breakup.totalPaise - (coupon?.discountPaise ?? 0),
      couponCode: coupon?.couponCode ?? null,
      consent: input.consent,
      source: input.source ?? null,
      deviceType: input.deviceType ?? null,
      gaId: input.gaId ?? null,
      isWebView: input.isWebView ?? null,
      whatsappConsent: input.whatsappConsent ?? null,
      gateway: paymentGatewayFor(app).name,
    })
    .returning();
  await tx.insert(schema.orderItems).values(
    items.map((item) => ({
      orderId: order!.id,
      productType: input.productType,
      productUniqueIdentifier: item.productUniqueIdentifier,
      title: item.title,
      amountPaise: item.amountPaise,
      metadata: item.metadata,
    })),
  );
  await tx.insert(schema.orderStatusHistory).values({
    orderId: order!.id,
    fromStatus: null,
    toStatus: 'PAYMENT_PENDING',
    reason: 'order created',
  });
  return order!.id;
}

/**
 * A user who starts paying again (new tab, back button) replaces their own unpaid order for the
 * same items; a capture that still arrives for the old one is settled by the ledger rules.
 */
async function supersedeOwnOpenOrders(tx: Tx, userId: string, productType: string, ids: string[]) {
  const holders = await tx
    .selectDistinct({ order: schema.orders })
    .from(schema.orderItems)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
    .where(
      and(
        eq(schema.orderItems.isActive, true),
        eq(schema.orderItems.productType, productType),
        inArray(schema.orderItems.productUniqueIdentifier, ids),
        eq(schema.orders.userId, userId),
        eq(schema.orders.status, 'PAYMENT_PENDING'),
      ),
    );
  for (const { order } of holders) {
    await releaseItems(tx, order.id);
    await setOrderStatus(tx, order, 'CANCELLED', 'superseded by a newer order', {
      failureReason: 'Replaced by a newer payment attempt',
    });
  }
}

/**
 * Creates the gateway's order once. The HTTP call happens outside any transaction; two racing
 * callers may each create one, and the first to store its id wins (an unused gateway order is
 * harmless: it simply expires at the gateway).
 */
export async function ensureGatewayOrder(app: FastifyInstance, orderId: string): Promise<Order> {
  const gateway = paymentGatewayFor(app);
  let order = await findOrderById(app.db, orderId);
  if (!order) throw notFound('Order not found');
  if (!order.gatewayOrderId && order.status === 'PAYMENT_PENDING') {
    const gatewayOrder = await gateway.createOrder({
      amountPaise: order.totalPaise,
      receipt: order.orderNumber,
    });
    await app.db
      .update(schema.orders)
      .set({ gatewayOrderId: gatewayOrder.id, updatedAt: new Date() })
      .where(and(eq(schema.orders.id, orderId), isNull(schema.orders.gatewayOrderId)));
    order = (await findOrderById(app.db, orderId))!;
  }
  return viewOf(app, order);
}

/** One order as the DTO, with its shared purchase status. */
async function viewOf(app: FastifyInstance, order: OrderRow): Promise<Order> {
  const items = await listItems(app.db, [order.id]);
  const statuses = await purchaseStatusesOf(app.db, [order], items);
  return orderView(
    order,
    items.get(order.id) ?? [],
    paymentGatewayFor(app),
    statuses.get(order.id),
  );
}

export async function getOrderByNumber(
  app: FastifyInstance,
  userId: string,
  orderNumber: string,
): Promise<Order> {
  const order = await findOrderByNumber(app.db, userId, orderNumber);
  // Another user's order answers exactly like a missing one.
  if (!order) throw notFound('Order not found');
  return viewOf(app, order);
}

export async function searchOrders(
  app: FastifyInstance,
  userId: string,
  filter: OrderListFilter,
  page: number,
  size: number,
): Promise<OrderList> {
  const { rows, total } = await listOrders(app.db, userId, filter, page, size);
  const items = await listItems(
    app.db,
    rows.map((row) => row.id),
  );
  const gateway = paymentGatewayFor(app);
  const statuses = await purchaseStatusesOf(app.db, rows, items);
  return {
    orders: rows.map((row) =>
      orderView(row, items.get(row.id) ?? [], gateway, statuses.get(row.id)),
    ),
    total,
    page,
    size,
  };
}

/** The cart of the product type becomes exactly the selection (decision 0132). */
async function replaceCartSelection(tx: Tx, userId: string, input: CreateOrderInput) {
  const wanted = new Set(input.productUniqueIdentifiers ?? []);
  if (wanted.size === 0) throw emptyCart();
  const current = await listCartRows(tx, userId, input.productType);
  const stale = current.filter((row) => !wanted.has(row.productUniqueIdentifier));
  if (stale.length > 0) {
    await tx.delete(schema.cartItems).where(
      and(
        eq(schema.cartItems.userId, userId),
        eq(schema.cartItems.productType, input.productType),
        inArray(
          schema.cartItems.productUniqueIdentifier,
          stale.map((row) => row.productUniqueIdentifier),
        ),
      ),
    );
  }
  await putCartItems(
    tx,
    userId,
    [...wanted].map((productUniqueIdentifier) => ({
      productType: input.productType,
      productUniqueIdentifier,
    })),
  );
}
