import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closingRoutes } from './closing.routes';
import { payoutWebhookRoutes } from './payout.routes';
import { runnerRoutes } from './runner.routes';
import { staffClosingRoutes } from './staff-closing.routes';

/** Closing a sale (issue 10) on the consumer gateway: seller, runner, staff and webhooks. */
export const saleClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(closingRoutes);
  await app.register(runnerRoutes);
  await app.register(staffClosingRoutes);
  await app.register(payoutWebhookRoutes);
};

export { dealLeadRoutes } from './payout.routes';
export { payoutJob, runPayoutJob } from './payout.job';
