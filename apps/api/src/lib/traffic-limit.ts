import { schema, sql, type Database } from '@carsetu/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from '../web/internal-api';
import { HTTP } from './errors';
import { errorBody } from './error-body';

const { rateLimitCounters: counters } = schema;
export const TRAFFIC_WINDOW_SECONDS = 60;
export const RATE_LIMITED_MESSAGE =
  'You are making too many requests. Please wait a moment and try again.';
/** Never limited: health checks and static files (immutable, served without touching data). */
const EXEMPT_PATH =
  /^\/(?:healthz|readyz)$|^\/assets\/|\.(?:js|css|png|jpe?g|svg|ico|webp|avif|woff2?|map)$/;

export interface TrafficDecision {
  allowed: boolean;
  /** Whole seconds until a request would be allowed again (only when refused). */
  retryAfterSeconds: number;
}

/**
 * The general per-client limit on every public request: an approximate sliding window of one
 * minute (the current minute's count plus the previous minute's, weighted by how much of it is
 * still inside the last 60 seconds). Shared by every process on the same store (decision 0263).
 */
export interface TrafficLimiter {
  readonly kind: 'redis' | 'database';
  take(client: string, now: Date): Promise<TrafficDecision>;
  /** Database store: writes the counts taken since the last flush and reads the shared totals. */
  flush(now: Date): Promise<void>;
  close(): Promise<void>;
}

function windowStartOf(now: Date): number {
  const size = TRAFFIC_WINDOW_SECONDS * 1000;
  return Math.floor(now.getTime() / size) * size;
}

function decide(limit: number, now: Date, current: number, previous: number): TrafficDecision {
  const size = TRAFFIC_WINDOW_SECONDS * 1000;
  const start = windowStartOf(now);
  const elapsed = (now.getTime() - start) / size;
  const estimate = current + previous * (1 - elapsed);
  if (estimate <= limit) return { allowed: true, retryAfterSeconds: 0 };
  // The previous minute's weight shrinks as time passes; the current count stays until the
  // minute ends. Wait until the estimate is back under the limit, at most to the next minute.
  const needed = previous > 0 ? ((estimate - limit) / previous) * TRAFFIC_WINDOW_SECONDS : Infinity;
  const toWindowEnd = (start + size - now.getTime()) / 1000;
  const wait = current > limit ? toWindowEnd : Math.min(needed, toWindowEnd);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}

/** Redis: one MULTI per request (INCR this minute, GET the previous one). */
export function createRedisTrafficLimiter(url: string, limit: number): TrafficLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const keyOf = (client: string, start: number) => `carsetu:traffic:${client}:${start}`;
  return {
    kind: 'redis',
    async take(client, now) {
      const start = windowStartOf(now);
      const size = TRAFFIC_WINDOW_SECONDS * 1000;
      const name = keyOf(client, start);
      const result = await redis
        .multi()
        .incr(name)
        .pexpire(name, 2 * size + 60_000)
        .get(keyOf(client, start - size))
        .exec();
      const current = Number(result?.[0]?.[1] ?? 0);
      const previous = Number(result?.[2]?.[1] ?? 0);
      return decide(limit, now, current, previous);
    },
    flush: async () => {},
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

interface LocalCount {
  windowStart: number;
  /** Taken here and not yet written. */
  pending: number;
  /** The shared total of this window as of the last flush (all processes). */
  shared: number;
  /** The shared total of the previous window. */
  previous: number;
}

/**
 * Database store without a write per request: each process counts locally and, once a second,
 * adds its counts to the shared rows in one statement and reads back the totals. Between flushes
 * a process decides on the last shared total plus its own new requests, so all processes
 * together can overshoot by at most what they admit in one flush interval.
 */
export function createDatabaseTrafficLimiter(
  db: Database,
  limit: number,
  flushEveryMs: number,
  clock: () => Date,
): TrafficLimiter {
  const counts = new Map<string, LocalCount>();
  let flushing: Promise<void> | undefined;

  const entryFor = (client: string, now: Date): LocalCount => {
    const start = windowStartOf(now);
    let entry = counts.get(client);
    if (!entry) {
      entry = { windowStart: start, pending: 0, shared: 0, previous: 0 };
      counts.set(client, entry);
    } else if (entry.windowStart !== start) {
      const wasPrevious = entry.windowStart === start - TRAFFIC_WINDOW_SECONDS * 1000;
      // Pending counts of an old window are dropped: they only ever weighed on that window.
      entry.previous = wasPrevious ? entry.shared + entry.pending : 0;
      entry.windowStart = start;
      entry.pending = 0;
      entry.shared = 0;
    }
    return entry;
  };

  async function writeCounts(now: Date) {
    const current = windowStartOf(now);
    for (const [client, entry] of counts) {
      if (entry.windowStart < current - TRAFFIC_WINDOW_SECONDS * 1000) counts.delete(client);
    }
    // Every client seen this minute: adds what this process took (maybe 0) and reads back the
    // total of all processes, so a client spread over processes is counted as one.
    const batch = [...counts.entries()].filter(([, entry]) => entry.windowStart === current);
    if (batch.length === 0) return;
    const taken = batch.map(([client, entry]) => ({ client, entry, pending: entry.pending }));
    for (const item of taken) item.entry.pending = 0;
    try {
      const rows = await db
        .insert(counters)
        .values(
          taken.map(({ client, entry, pending }) => ({
            key: `traffic:${client}`,
            windowStart: new Date(entry.windowStart),
            count: pending,
            expiresAt: new Date(entry.windowStart + 2 * TRAFFIC_WINDOW_SECONDS * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: [counters.key, counters.windowStart],
          set: { count: sql`${counters.count} + excluded.count` },
        })
        .returning({ key: counters.key, windowStart: counters.windowStart, count: counters.count });
      for (const row of rows) {
        const entry = counts.get(row.key.slice('traffic:'.length));
        if (entry && entry.windowStart === row.windowStart.getTime()) entry.shared = row.count;
      }
    } catch (error) {
      // Database away: keep counting locally and try again on the next flush.
      for (const item of taken) {
        if (item.entry.windowStart === windowStartOf(now)) item.entry.pending += item.pending;
      }
      throw error;
    }
  }

  const timer = setInterval(() => {
    void limiter.flush(clock()).catch(() => {});
  }, flushEveryMs);
  timer.unref();

  const limiter: TrafficLimiter = {
    kind: 'database',
    async take(client, now) {
      const entry = entryFor(client, now);
      entry.pending += 1;
      return decide(limit, now, entry.shared + entry.pending, entry.previous);
    },
    async flush(now) {
      await flushing;
      flushing = writeCounts(now).finally(() => {
        flushing = undefined;
      });
      await flushing;
    },
    async close() {
      clearInterval(timer);
      await limiter.flush(clock()).catch(() => {});
    },
  };
  return limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    trafficLimiter: TrafficLimiter;
  }
}

function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_TOKEN;
}

/**
 * 429 with Retry-After once a client (its address, see decision 0262) goes over
 * `config.rateLimit.perMinute` requests in the last minute. Pages count once: their in-process
 * API calls are not counted again.
 */
export const trafficLimitPlugin = fp(async (app: FastifyInstance) => {
  const { perMinute, flushEveryMs } = app.config.rateLimit;
  const limiter = app.config.redisUrl
    ? createRedisTrafficLimiter(app.config.redisUrl, perMinute)
    : createDatabaseTrafficLimiter(app.db, perMinute, flushEveryMs, app.config.now);
  app.decorate('trafficLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (EXEMPT_PATH.test(path) || isInternalCall(request)) return;
    let decision: TrafficDecision;
    try {
      decision = await limiter.take(request.ip || 'unknown', app.config.now());
    } catch (error) {
      // The limit protects the service; its store being away must not take the service down.
      request.log.warn({ err: error }, 'traffic limit store unavailable; request allowed');
      return;
    }
    if (decision.allowed) return;
    return reply
      .status(HTTP.TOO_MANY_REQUESTS)
      .header('retry-after', String(decision.retryAfterSeconds))
      .send(errorBody('RATE_LIMITED', RATE_LIMITED_MESSAGE));
  });
});
