import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../providers/payments';
import type { OrderRow } from './product-registry';
import { settlePayment } from './payment-settlement';

/**
 * Asks the gateway what happened to an order's payments and settles each (captures first, so a
 * failed attempt followed by a successful retry ends PAID). Used when the browser's callback is
 * unsigned (failures) and by the reconciler when no callback came at all.
 */
export async function syncOrderWithGateway(app: FastifyInstance, order: OrderRow): Promise<number> {
  if (!order.gatewayOrderId) return 0;
  const payments = await paymentGatewayFor(app).fetchOrderPayments(order.gatewayOrderId);
  const ordered = [
    ...payments.filter((payment) => payment.status === 'captured'),
    ...payments.filter((payment) => payment.status !== 'captured'),
  ];
  let changes = 0;
  for (const payment of ordered) {
    const result = await settlePayment(app, payment);
    if (result.changed) changes += 1;
  }
  return changes;
}
