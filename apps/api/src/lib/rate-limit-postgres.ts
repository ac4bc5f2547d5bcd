import { and, eq, lt, lte, schema, sql, type Database } from '@carsetu/db';
import { windowBounds, type RateLimiter } from './rate-window';

const { rateLimitCounters: counters } = schema;
/** Locks live in one fixed row per key: their "window" is the epoch. */
const LOCK_WINDOW_START = new Date(0);
/** Expired counters are swept every this many hits per process (cheap, indexed delete). */
const SWEEP_EVERY_HITS = 500;

/** Counters as rows (upsert with `count + 1`), so every process on the database shares them. */
export function createPostgresRateLimiter(db: Database): RateLimiter {
  let hitsSinceSweep = 0;
  async function sweep(now: Date) {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < SWEEP_EVERY_HITS) return;
    hitsSinceSweep = 0;
    await db.delete(counters).where(lt(counters.expiresAt, now));
  }

  return {
    kind: 'database',
    async hit(key, window, now) {
      const { start, resetAt } = windowBounds(window, now);
      const [row] = await db
        .insert(counters)
        .values({ key, windowStart: start, count: 1, expiresAt: resetAt })
        .onConflictDoUpdate({
          target: [counters.key, counters.windowStart],
          set: { count: sql`${counters.count} + 1` },
        })
        .returning({ count: counters.count });
      await sweep(now);
      return { count: row!.count, resetAt };
    },
    async peek(key, window, now) {
      const { start, resetAt } = windowBounds(window, now);
      const [row] = await db
        .select({ count: counters.count })
        .from(counters)
        .where(and(eq(counters.key, key), eq(counters.windowStart, start)));
      return { count: row?.count ?? 0, resetAt };
    },
    async acquire(key, ttlSeconds, now) {
      const until = new Date(now.getTime() + ttlSeconds * 1000);
      // Insert, or take over a lock that has run out; a live lock makes the WHERE false and
      // nothing is returned.
      const [row] = await db
        .insert(counters)
        .values({ key, windowStart: LOCK_WINDOW_START, count: 1, expiresAt: until })
        .onConflictDoUpdate({
          target: [counters.key, counters.windowStart],
          set: { count: 1, expiresAt: until },
          setWhere: lte(counters.expiresAt, sql`${now.toISOString()}::timestamptz`),
        })
        .returning({ expiresAt: counters.expiresAt });
      if (row) return { acquired: true, until };
      const [held] = await db
        .select({ expiresAt: counters.expiresAt })
        .from(counters)
        .where(and(eq(counters.key, key), eq(counters.windowStart, LOCK_WINDOW_START)));
      return { acquired: false, until: held?.expiresAt ?? until };
    },
    close: async () => {},
  };
}
