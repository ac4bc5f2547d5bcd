import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './payment-gateway';
import { RazorpayPaymentGateway } from './razorpay-gateway';
import { SandboxPaymentGateway } from './sandbox-gateway';

export type { GatewayPayment, PaymentGateway, SignedCheckoutResult } from './payment-gateway';

/** Merchant page that opens Razorpay Checkout for one of our orders. */
const razorpayCheckoutPagePath = (orderNumber: string) =>
  `/my-orders/${encodeURIComponent(orderNumber)}/pay`;

const gateways = new WeakMap<FastifyInstance, PaymentGateway>();
const sandboxes = new WeakMap<FastifyInstance, SandboxPaymentGateway>();

/** The sandbox gateway of this app (its hosted checkout page and tests drive it). */
export function sandboxGatewayFor(app: FastifyInstance): SandboxPaymentGateway {
  let sandbox = sandboxes.get(app);
  if (!sandbox) {
    sandbox = new SandboxPaymentGateway(app.db, app.config.payments.sandbox);
    sandboxes.set(app, sandbox);
  }
  return sandbox;
}

/** The configured gateway: sandbox unless PAYMENT_GATEWAY=razorpay. */
export function paymentGatewayFor(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app);
  if (gateway) return gateway;
  const { payments, allowSandboxProviders } = app.config;
  if (payments.gateway === 'razorpay' && payments.razorpay) {
    gateway = new RazorpayPaymentGateway({
      ...payments.razorpay,
      checkoutPagePath: razorpayCheckoutPagePath,
    });
  } else {
    if (!allowSandboxProviders) {
      throw new Error(
        'The sandbox payment gateway is not allowed in production: set PAYMENT_GATEWAY=razorpay',
      );
    }
    gateway = sandboxGatewayFor(app);
  }
  gateways.set(app, gateway);
  return gateway;
}
