import type { Order } from '@carsetu/contracts';
import { and, eq, inArray, schema } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/errors';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { isRetryableOrder } from './order-view';
import { ensureGatewayOrder } from './order.service';
import { listItems, setOrderStatus } from './order.repository';
import { productHandlerFor } from './product-registry';

const alreadyPaid = () =>
  conflict('ORDER_ALREADY_PAID', 'This order is already paid. There is nothing more to pay.');

/**
 * A new payment attempt on the same order after a failed or abandoned one (decision 0140).
 * The order row is locked, so concurrent retries queue; the same Idempotency-Key, or an attempt
 * that is still open, returns the open attempt instead of creating another. Money can still be
 * taken only once: a capture claims the items in settled_products, and a capture of a replaced
 * attempt is found through order_payment_attempts and refunded when the order is already paid.
 */
export async function retryOrderPayment(
  app: FastifyInstance,
  userId: string,
  orderNumber: string,
  idempotencyKey: string,
): Promise<Order> {
  let orderId: string;
  try {
    orderId = await app.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(schema.orders)
        .where(and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.userId, userId)))
        .for('update');
      // Another user's order answers exactly like a missing one.
      if (!order) throw notFound('Order not found');
      const [seen] = await tx
        .select({ id: schema.orderPaymentAttempts.id })
        .from(schema.orderPaymentAttempts)
        .where(
          and(
            eq(schema.orderPaymentAttempts.orderId, order.id),
            eq(schema.orderPaymentAttempts.idempotencyKey, idempotencyKey),
          ),
        );
      if (seen || order.status === 'PAYMENT_PENDING') return order.id;
      if (order.status === 'PAID') throw alreadyPaid();
      if (!isRetryableOrder(order))
        throw conflict(
          'ORDER_NOT_RETRYABLE',
          'This order can no longer be paid. Please start a new payment.',
        );

      const items = (await listItems(tx, [order.id])).get(order.id) ?? [];
      const settled = await tx
        .select({ id: schema.settledProducts.productUniqueIdentifier })
        .from(schema.settledProducts)
        .where(
          and(
            eq(schema.settledProducts.productType, order.productType),
            inArray(
              schema.settledProducts.productUniqueIdentifier,
              items.map((item) => item.productUniqueIdentifier),
            ),
          ),
        );
      if (settled.length > 0) throw alreadyPaid();
      // The product decides whether it can still be bought (a car hold may have expired), and
      // the price must be the one on the order: the amount asked of the gateway never changes.
      const handler = productHandlerFor(order.productType);
      for (const item of items) {
        const now = await handler.resolveItem(tx, {
          userId,
          productUniqueIdentifier: item.productUniqueIdentifier,
        });
        if (now.amountPaise !== item.amountPaise)
          throw conflict(
            'PRICE_CHANGED',
            'The amount has changed since this order. Please start a new payment.',
          );
      }
      await tx.insert(schema.orderPaymentAttempts).values({
        orderId: order.id,
        idempotencyKey,
        replacedGatewayOrderId: order.gatewayOrderId,
      });
      // Hold the items again; a newer open order for them makes this fail (unique index).
      await tx
        .update(schema.orderItems)
        .set({ isActive: true })
        .where(eq(schema.orderItems.orderId, order.id));
      await tx
        .update(schema.orders)
        .set({ gatewayOrderId: null })
        .where(eq(schema.orders.id, order.id));
      await setOrderStatus(tx, order, 'PAYMENT_PENDING', 'payment retried', {
        failureReason: null,
      });
      await handler.onPaymentRetry?.(tx, order, items);
      return order.id;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'order_items_active_product_uq')
      throw conflict(
        'PRODUCT_IN_PAYMENT',
        'A payment for one of these items is already in progress. Please wait a few minutes and try again.',
      );
    throw error;
  }
  // The gateway call happens outside the transaction, once per attempt (gatewayOrderId is null).
  return ensureGatewayOrder(app, orderId);
}
