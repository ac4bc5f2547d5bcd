import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './cart.routes';
import { challanCheckoutRoutes } from './challan-checkout.routes';
import { orderRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { receiptRoutes } from './receipt.routes';

export { sandboxGatewayRoutes } from '../../providers/payments/sandbox-gateway.routes';
export { paymentsReconcilerJob, reconcilePayments, REPLACED_ATTEMPT_WATCH_MS } from './reconciler';

/** Cart, orders, payments and receipts on the consumer gateway (/api/consumer). */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(challanCheckoutRoutes);
  await app.register(paymentRoutes);
  await app.register(receiptRoutes);
};

// The public surface other modules build on: products plug in, and a booking drives a cart,
// an order and, when a reservation fails, a refund.
export { registerProductHandler } from './product-registry';
export { addToCart, getCart, removeFromCart } from './cart.service';
export { createOrder } from './order.service';
export { refundCapturedPayment } from './payment-settlement';
export { isRetryableOrder } from './order-view';
export { retryOrderPayment } from './payment-retry';
