import type { FastifyInstance } from 'fastify';
import type { PayoutProvider } from './payout-provider';
import { createRazorpayXPayouts } from './razorpayx-payouts';
import { SandboxPayoutProvider } from './sandbox-payouts';

export * from './payout-provider';
export { SandboxPayoutProvider, type SignedPayoutWebhook } from './sandbox-payouts';
export { createRazorpayXPayouts };

const providers = new WeakMap<object, PayoutProvider>();

/**
 * The app's payout provider: RazorpayX when RAZORPAYX_* and RAZORPAYX_WEBHOOK_SECRET are set,
 * else the sandbox (signing with the payments sandbox's webhook secret) where sandboxes are allowed.
 */
export function payoutProviderFor(app: FastifyInstance): PayoutProvider {
  let provider = providers.get(app.db);
  if (!provider) {
    if (app.config.payouts) {
      provider = createRazorpayXPayouts(app.config.payouts);
    } else {
      if (!app.config.allowSandboxProviders) {
        throw new Error(
          'Payouts are not configured: set RAZORPAYX_* and RAZORPAYX_WEBHOOK_SECRET.',
        );
      }
      provider = new SandboxPayoutProvider(app.db, app.config.payments.sandbox.webhookSecret);
    }
    providers.set(app.db, provider);
  }
  return provider;
}
