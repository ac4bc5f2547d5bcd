import { and, desc, eq, gt, isNotNull, lt, schema, sql } from '@carsetu/db';
import type { FastifyInstance } from 'fastify';
import type { BackgroundJob } from '../../jobs';
import { paymentGatewayFor } from '../../providers/payments';
import { findOrderById, releaseItems, setOrderStatus } from './order.repository';
import { PAYMENT_WINDOW_EXPIRED } from './order-view';
import { refundCapturedPayment, settlePayment } from './payment-settlement';
import { syncOrderWithGateway } from './payment-sync';

/** A payment callback normally arrives within seconds; after this we ask the gateway. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** An unpaid order holds its items this long, then expires (Razorpay checkout times out sooner). */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
export const RECONCILE_INTERVAL_MS = 60 * 1000;
/**
 * A payer can still finish the checkout of an attempt a retry replaced (another tab, a slow UPI
 * approval). For this long after the retry the reconciler asks the gateway about the replaced
 * attempt too, so a capture whose callback never came is still settled or given back.
 */
export const REPLACED_ATTEMPT_WATCH_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 50;

export interface ReconcileReport {
  checked: number;
  settled: number;
  expired: number;
  refundsRetried: number;
  /** Captures found on replaced attempts and settled (paid the order or refunded). */
  lateCapturesSettled: number;
}

/**
 * Settles orders whose callback and webhooks never came, expires abandoned ones and retries
 * refunds that failed. Safe in several processes at once: each order is taken with
 * FOR UPDATE SKIP LOCKED and every state change goes through the locked settlement path.
 */
export async function reconcilePayments(
  app: FastifyInstance,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    checked: 0,
    settled: 0,
    expired: 0,
    refundsRetried: 0,
    lateCapturesSettled: 0,
  };
  const stale = await app.db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.status, 'PAYMENT_PENDING'),
        lt(schema.orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .limit(BATCH_SIZE);
  for (const { id } of stale) {
    const order = await findOrderById(app.db, id);
    if (!order || order.status !== 'PAYMENT_PENDING') continue;
    report.checked += 1;
    report.settled += await syncOrderWithGateway(app, order);
    if ((await paymentStartedAt(app, order)).getTime() < now.getTime() - ORDER_PAYMENT_WINDOW_MS) {
      const expired = await app.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(schema.orders)
          .where(and(eq(schema.orders.id, id), eq(schema.orders.status, 'PAYMENT_PENDING')))
          .for('update', { skipLocked: true });
        if (!locked) return false;
        await releaseItems(tx, id);
        await setOrderStatus(tx, locked, 'CANCELLED', 'payment window expired', {
          failureReason: PAYMENT_WINDOW_EXPIRED,
        });
        return true;
      });
      if (expired) report.expired += 1;
    }
  }

  report.lateCapturesSettled = await settleReplacedAttempts(app, now);

  const unrefunded = await app.db
    .select({
      paymentId: schema.payments.gatewayPaymentId,
      amountPaise: schema.payments.amountPaise,
    })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(and(eq(schema.payments.status, 'captured'), eq(schema.orders.status, 'REFUNDED')))
    .limit(BATCH_SIZE);
  for (const payment of unrefunded) {
    await refundCapturedPayment(app, payment.paymentId, payment.amountPaise);
    report.refundsRetried += 1;
  }
  return report;
}

/**
 * Asks the gateway about attempts replaced by a retry in the last REPLACED_ATTEMPT_WATCH_MS.
 * Settling is idempotent (a capture already recorded changes nothing), so asking again each run
 * is safe; a new capture pays a still-open order or is refunded (decision 0140: money moves once).
 */
async function settleReplacedAttempts(app: FastifyInstance, now: Date): Promise<number> {
  const replaced = await app.db
    .select({ gatewayOrderId: schema.orderPaymentAttempts.replacedGatewayOrderId })
    .from(schema.orderPaymentAttempts)
    .where(
      and(
        isNotNull(schema.orderPaymentAttempts.replacedGatewayOrderId),
        gt(
          schema.orderPaymentAttempts.createdAt,
          new Date(now.getTime() - REPLACED_ATTEMPT_WATCH_MS),
        ),
      ),
    )
    .orderBy(desc(schema.orderPaymentAttempts.createdAt))
    .limit(BATCH_SIZE);
  let settled = 0;
  for (const { gatewayOrderId } of replaced) {
    const payments = await paymentGatewayFor(app).fetchOrderPayments(gatewayOrderId!);
    for (const payment of payments.filter((candidate) => candidate.status === 'captured')) {
      const result = await settlePayment(app, payment);
      if (result.changed || result.refund) settled += 1;
    }
  }
  return settled;
}

/** The window runs from the latest attempt: a retry (decision 0140) gets a full window. */
async function paymentStartedAt(
  app: FastifyInstance,
  order: { id: string; createdAt: Date },
): Promise<Date> {
  const [latest] = await app.db
    .select({ at: sql<string | Date | null>`max(${schema.orderPaymentAttempts.createdAt})` })
    .from(schema.orderPaymentAttempts)
    .where(eq(schema.orderPaymentAttempts.orderId, order.id));
  const retried = latest?.at ? new Date(latest.at) : null;
  return retried && retried > order.createdAt ? retried : order.createdAt;
}

export const paymentsReconcilerJob: BackgroundJob = {
  name: 'payments-reconciler',
  intervalMs: RECONCILE_INTERVAL_MS,
  run: async (app) => {
    const report = await reconcilePayments(app);
    if (report.checked + report.refundsRetried > 0) {
      app.log.info({ report }, 'payments reconciled');
      // A settled payment may have reserved a car or paid a challan.
      app.publicContent.changed();
    }
  },
};
