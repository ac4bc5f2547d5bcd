import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './cart.routes';
import { orderRoutes } from './order.routes';
import { paymentRoutes } from './payment.routes';
import { receiptRoutes } from './receipt.routes';

export { sandboxGatewayRoutes } from '../../providers/payments/sandbox-gateway.routes';
export { paymentsReconcilerJob } from './reconciler';

/** Cart, orders, payments and receipts on the consumer gateway (/api/consumer). */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(receiptRoutes);
};
