import { and, eq, inArray, ne, schema } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor, type GatewayPayment } from '../../providers/payments';
import { listItems, lockOrderByGatewayId, releaseItems, setOrderStatus } from './order.repository';
import { productHandlerFor, type Tx } from './product-registry';

export interface SettlementResult {
  /** The order's status after this outcome, or null when no order has this gateway id. */
  status: string | null;
  changed: boolean;
  /** Captured money we must give back (paid twice, wrong amount): refunded after commit. */
  refund: { paymentId: string; amountPaise: number } | null;
}

/**
 * The one place where a payment changes an order. Callback, webhooks and the reconciler all come
 * here; the order row is locked, so they settle one at a time and repeats change nothing.
 * A capture claims every product in `settled_products` (primary key = paid at most once); if any
 * product is already paid by another order, this order is refunded instead.
 */
export async function applyPaymentOutcome(
  tx: Tx,
  payment: GatewayPayment,
  gatewayName: string,
): Promise<SettlementResult> {
  const order = await lockOrderByGatewayId(tx, payment.gatewayOrderId);
  if (!order) return { status: null, changed: false, refund: null };

  const [known] = await tx
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.gatewayPaymentId, payment.id));
  if (!known) {
    await tx.insert(schema.payments).values({
      orderId: order.id,
      gateway: gatewayName,
      gatewayPaymentId: payment.id,
      status: payment.status,
      amountPaise: payment.amountPaise,
      method: payment.method,
      errorDescription: payment.errorDescription,
    });
  } else if (known.status !== payment.status && known.status !== 'refunded') {
    await tx
      .update(schema.payments)
      .set({ status: payment.status })
      .where(eq(schema.payments.id, known.id));
  }

  if (payment.status === 'failed') {
    // A failure of an attempt a retry replaced says nothing about the attempt now open.
    if (order.status !== 'PAYMENT_PENDING' || order.gatewayOrderId !== payment.gatewayOrderId)
      return { status: order.status, changed: false, refund: null };
    await releaseItems(tx, order.id);
    await setOrderStatus(tx, order, 'PAYMENT_FAILED', `payment ${payment.id} failed`, {
      failureReason: payment.errorDescription ?? 'Payment failed',
    });
    return { status: 'PAYMENT_FAILED', changed: true, refund: null };
  }
  if (payment.status !== 'captured') return { status: order.status, changed: false, refund: null };

  const refund = { paymentId: payment.id, amountPaise: payment.amountPaise };
  if (order.status === 'PAID' || order.status === 'REFUNDED') {
    // The same capture again changes nothing; a new capture on a settled order goes back.
    const isRepeat = known?.status === 'captured' || known?.status === 'refunded';
    return { status: order.status, changed: false, refund: isRepeat ? null : refund };
  }
  if (payment.amountPaise !== order.totalPaise) {
    await releaseItems(tx, order.id);
    await setOrderStatus(tx, order, 'REFUNDED', `payment ${payment.id} amount mismatch`, {
      failureReason: 'The amount paid did not match the order; it is being refunded',
    });
    return { status: 'REFUNDED', changed: true, refund };
  }

  const items = (await listItems(tx, [order.id])).get(order.id) ?? [];
  const claimed = await tx
    .insert(schema.settledProducts)
    .values(
      items.map((item) => ({
        productType: item.productType,
        productUniqueIdentifier: item.productUniqueIdentifier,
        orderId: order.id,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (claimed.length !== items.length) {
    // Someone else paid part of it first: give the money back, keep nothing of this order.
    if (claimed.length > 0) {
      await tx.delete(schema.settledProducts).where(
        and(
          eq(schema.settledProducts.orderId, order.id),
          inArray(
            schema.settledProducts.productUniqueIdentifier,
            claimed.map((row) => row.productUniqueIdentifier),
          ),
        ),
      );
    }
    await releaseItems(tx, order.id);
    await setOrderStatus(tx, order, 'REFUNDED', `payment ${payment.id}: already paid elsewhere`, {
      failureReason: 'These items were already paid; your payment is being refunded',
    });
    return { status: 'REFUNDED', changed: true, refund };
  }

  await setOrderStatus(tx, order, 'PAID', `payment ${payment.id} captured`, {
    paidAt: new Date(),
    failureReason: null,
  });
  await voidOtherOpenOrders(tx, order, items);
  await tx.delete(schema.cartItems).where(
    and(
      eq(schema.cartItems.userId, order.userId),
      eq(schema.cartItems.productType, order.productType),
      inArray(
        schema.cartItems.productUniqueIdentifier,
        items.map((item) => item.productUniqueIdentifier),
      ),
    ),
  );
  await productHandlerFor(order.productType).onOrderPaid?.(tx, { ...order, status: 'PAID' }, items);
  return { status: 'PAID', changed: true, refund: null };
}

/** Applies one outcome in its own transaction, then performs any refund it calls for. */
export async function settlePayment(
  app: FastifyInstance,
  payment: GatewayPayment,
  before?: (tx: Tx) => Promise<boolean>,
): Promise<SettlementResult & { duplicate: boolean }> {
  const gateway = paymentGatewayFor(app);
  const result = await app.db.transaction(async (tx) => {
    if (before && !(await before(tx))) {
      return { status: null, changed: false, refund: null, duplicate: true };
    }
    return { ...(await applyPaymentOutcome(tx, payment, gateway.name)), duplicate: false };
  });
  if (result.refund)
    await refundCapturedPayment(app, result.refund.paymentId, result.refund.amountPaise);
  return result;
}

/** Refunds at the gateway; a failure is logged and retried by the reconciler. */
export async function refundCapturedPayment(
  app: FastifyInstance,
  paymentId: string,
  amountPaise: number,
): Promise<void> {
  try {
    await paymentGatewayFor(app).refundPayment(paymentId, amountPaise);
    await app.db
      .update(schema.payments)
      .set({ status: 'refunded' })
      .where(eq(schema.payments.gatewayPaymentId, paymentId));
  } catch (error) {
    app.log.warn({ err: error, paymentId }, 'refund failed; the reconciler will retry');
  }
}

/** Shown on an order voided because someone else paid its items first. */
export const PAID_BY_SOMEONE_ELSE =
  'These challans were paid by someone else before your payment. Nothing was charged.';

/**
 * First payment wins (decision 0266): other users' unpaid orders for any of the items just paid
 * are voided, so their checkout can no longer be completed. A capture that still arrives for one
 * of them finds the items settled and is refunded (above).
 */
async function voidOtherOpenOrders(
  tx: Tx,
  paid: { id: string; productType: string },
  items: { productUniqueIdentifier: string }[],
) {
  const holders = await tx
    .selectDistinct({ id: schema.orderItems.orderId })
    .from(schema.orderItems)
    .where(
      and(
        eq(schema.orderItems.isActive, true),
        eq(schema.orderItems.productType, paid.productType),
        inArray(
          schema.orderItems.productUniqueIdentifier,
          items.map((item) => item.productUniqueIdentifier),
        ),
        ne(schema.orderItems.orderId, paid.id),
      ),
    );
  if (holders.length === 0) return;
  // SKIP LOCKED: an order being settled right now is left to its own settlement (it will find
  // the items paid and refund), so two settlements never wait on each other.
  const others = (
    await tx
      .select()
      .from(schema.orders)
      .where(
        and(
          inArray(
            schema.orders.id,
            holders.map((holder) => holder.id),
          ),
          eq(schema.orders.status, 'PAYMENT_PENDING'),
        ),
      )
      .for('update', { skipLocked: true })
  ).map((order) => ({ order }));
  for (const { order } of others) {
    await releaseItems(tx, order.id);
    await setOrderStatus(tx, order, 'CANCELLED', `items paid by order ${paid.id}`, {
      failureReason: PAID_BY_SOMEONE_ELSE,
    });
  }
}
