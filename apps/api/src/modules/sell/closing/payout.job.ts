import type { FastifyInstance } from 'fastify';
import { payoutProviderFor, SandboxPayoutProvider } from '../../../providers/payouts';
import { PAYOUT_JOB_INTERVAL_MS, SANDBOX_PAYOUT_SETTLE_MS } from './closing.constants';
import { dispatchDuePayouts } from './payout.service';

/** The payments sandbox's webhook path; the sandbox posts there, as RazorpayX would. */
export const PAYOUT_WEBHOOK_URL = '/api/consumer/api/v1/payout/webhook';

/**
 * Sends queued payouts (and ones stuck without a provider answer, with the same idempotency
 * key), and lets the sandbox bank settle and deliver its signed webhooks through the app's own
 * HTTP handler. Safe in several processes: a payout is claimed by one conditional update.
 */
export async function runPayoutJob(app: FastifyInstance): Promise<void> {
  const provider = payoutProviderFor(app);
  const now = app.config.now();
  await dispatchDuePayouts(app.db, provider, now);
  if (provider instanceof SandboxPayoutProvider) {
    for (const webhook of await provider.settleDue(now, SANDBOX_PAYOUT_SETTLE_MS)) {
      await app.inject({
        method: 'POST',
        url: PAYOUT_WEBHOOK_URL,
        headers: { 'content-type': 'application/json', ...webhook.headers },
        payload: webhook.rawBody,
      });
    }
  }
}

export const payoutJob = {
  name: 'sell-payouts',
  intervalMs: PAYOUT_JOB_INTERVAL_MS,
  run: runPayoutJob,
};
