import type { FastifyInstance } from 'fastify';
import { paymentsReconcilerJob } from '../modules/commerce/reconciler';
import { bookingExpiryJob } from '../modules/inventory/booking-expiry.job';
import { auctionCloseJob, payoutJob } from '../modules/sell';
import { garageChecksJob } from '../modules/garage';

/**
 * Background jobs (payment reconciliation, reminders). Each job registers here and must be safe
 * to run in several processes at once (take a database lock per run).
 */
export interface BackgroundJob {
  name: string;
  intervalMs: number;
  run(app: FastifyInstance): Promise<void>;
}

export const backgroundJobs: BackgroundJob[] = [
  paymentsReconcilerJob,
  bookingExpiryJob,
  auctionCloseJob,
  payoutJob,
  garageChecksJob,
];

/** Starts every job on its interval; the returned function stops them and waits for runs. */
export function startBackgroundJobs(app: FastifyInstance): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = backgroundJobs.map((job) =>
    setInterval(() => {
      const run = job
        .run(app)
        .catch((error: unknown) =>
          app.log.error({ err: error, job: job.name }, 'background job failed'),
        )
        .finally(() => running.delete(run));
      running.add(run);
    }, job.intervalMs),
  );
  timers.forEach((timer) => timer.unref());
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
