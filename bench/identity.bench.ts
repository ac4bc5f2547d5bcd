import { buildApp } from '@carsetu/api';
import { createTestDatabase } from '@carsetu/db';
import { testConfig } from '../apps/api/src/config/env';
import { listOutbox } from '../apps/api/src/providers/sms/sandbox-outbox-sms';
import { percentile, round, timeIt, type BenchRow, type BenchSuite } from './harness';

const ITERATIONS = 200;
const WARMUP = 10;

/** Distinct valid mobiles, so per-phone limits and cooldowns never interfere. */
function phoneFor(index: number): string {
  return `8${String(100_000_000 + index).slice(-9)}`;
}

/**
 * OTP send + verify server time (app.inject, no sockets) on PGlite, next to GET /healthz on the
 * same app: the ratio is the figure (it shows the cost of hashing, the abuse-limit counters and
 * the database writes). The outbox read that fetches the code is not timed.
 */
export const identityBench: BenchSuite = {
  name: 'identity',
  async run(): Promise<BenchRow[]> {
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      config: testConfig({ otpIpLimits: { sendsPerHour: 1_000_000, verifiesPerHour: 1_000_000 } }),
    });
    await app.ready();
    try {
      const baseline = await timeIt(() => app.inject({ url: '/healthz' }), ITERATIONS, WARMUP);
      let next = 0;
      const durations: number[] = [];
      for (let i = 0; i < ITERATIONS + WARMUP; i++) {
        const phone = phoneFor(next++);
        let started = performance.now();
        const sent = await app.inject({
          method: 'POST',
          url: '/api/login/api/v1/otp/send',
          payload: { phone_number: phone },
        });
        let elapsed = performance.now() - started;
        if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
        const [message] = await listOutbox(app.db, phone);
        const otp = message!.text.slice(0, 4);
        started = performance.now();
        const verified = await app.inject({
          method: 'POST',
          url: '/api/login/api/v1/otp/verify',
          payload: { phone_number: phone, otp },
        });
        elapsed += performance.now() - started;
        if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
        if (i >= WARMUP) durations.push(elapsed);
      }
      durations.sort((a, b) => a - b);
      const p50 = percentile(durations, 50);
      const baseP50 = percentile(baseline, 50);
      return [
        {
          suite: 'identity',
          name: 'GET /healthz (baseline, inject)',
          figures: { p50Ms: round(baseP50), p95Ms: round(percentile(baseline, 95)) },
        },
        {
          suite: 'identity',
          name: 'OTP send + verify (inject, PGlite)',
          figures: {
            p50Ms: round(p50),
            p95Ms: round(percentile(durations, 95)),
            ratio: round(p50 / baseP50, 1),
          },
          note: 'ratio = p50 / healthz p50',
        },
      ];
    } finally {
      await app.close();
      await database.close();
    }
  },
};
