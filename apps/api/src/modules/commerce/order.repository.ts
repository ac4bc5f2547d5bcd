import { and, asc, desc, eq, gte, inArray, lt, schema, sql } from '@carsetu/db';
import type { OrderListFilter, OrderStatus } from '@carsetu/contracts';
import type { OrderItemRow, OrderRow, Tx } from './product-registry';
import { confirmCoupon, releaseCoupon } from '../rewards';

export async function findOrderByNumber(db: Tx, userId: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.userId, userId)));
  return order ?? null;
}

export async function findOrderById(db: Tx, orderId: string) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return order ?? null;
}

/** Locks the order row for the rest of the transaction: one settlement at a time per order. */
export async function lockOrderByGatewayId(
  tx: Tx,
  gatewayOrderId: string,
): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.gatewayOrderId, gatewayOrderId))
    .for('update');
  if (order) return order;
  // A gateway order replaced by a retry (decision 0140) still belongs to its order.
  const [replaced] = await tx
    .select({ order: schema.orders })
    .from(schema.orderPaymentAttempts)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderPaymentAttempts.orderId))
    .where(eq(schema.orderPaymentAttempts.replacedGatewayOrderId, gatewayOrderId))
    .for('update', { of: schema.orders });
  return replaced?.order ?? null;
}

export async function listItems(db: Tx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(schema.orderItems)
    .where(inArray(schema.orderItems.orderId, orderIds))
    .orderBy(asc(schema.orderItems.productUniqueIdentifier));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function setOrderStatus(
  tx: Tx,
  order: OrderRow,
  toStatus: OrderStatus,
  reason: string,
  extra: Partial<Pick<OrderRow, 'paidAt' | 'failureReason'>> = {},
): Promise<void> {
  await tx
    .update(schema.orders)
    .set({ status: toStatus, updatedAt: new Date(), ...extra })
    .where(eq(schema.orders.id, order.id));
  await tx
    .insert(schema.orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus, reason });
  // A rewards coupon on the order is redeemed exactly once when paid, and given back otherwise.
  if (order.couponCode) {
    if (toStatus === 'PAID') await confirmCoupon(tx, order.orderNumber, new Date());
    else if (toStatus !== 'PAYMENT_PENDING')
      await releaseCoupon(
        tx,
        order.orderNumber,
        `order ${toStatus.toLowerCase()}: ${reason}`,
        new Date(),
      );
  }
}

/** Frees the order's products for another order (failed, cancelled, refunded orders). */
export async function releaseItems(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(schema.orderItems)
    .set({ isActive: false })
    .where(eq(schema.orderItems.orderId, orderId));
}

export async function listOrders(
  db: Tx,
  userId: string,
  filter: OrderListFilter,
  page: number,
  size: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions = [eq(schema.orders.userId, userId)];
  if (filter.status?.length) conditions.push(inArray(schema.orders.status, filter.status));
  if (filter.productType?.length)
    conditions.push(inArray(schema.orders.productType, filter.productType));
  if (filter.fromDate)
    conditions.push(gte(schema.orders.createdAt, new Date(`${filter.fromDate}T00:00:00+05:30`)));
  if (filter.toDate) {
    const end = new Date(`${filter.toDate}T00:00:00+05:30`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(schema.orders.createdAt, end));
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(schema.orders)
      .where(where)
      .orderBy(desc(schema.orders.createdAt), desc(schema.orders.orderNumber))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
