import { createTestDatabase, type DatabaseHandle } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_WINDOW, IST_DAY_WINDOW, windowBounds, type RateLimiter } from './rate-limit';
import { createPostgresRateLimiter } from './rate-limit-postgres';
import { createRedisRateLimiter } from './rate-limit-redis';

describe('windowBounds', () => {
  it('starts day windows at midnight in India (18:30 UTC)', () => {
    const { start, resetAt } = windowBounds(IST_DAY_WINDOW, new Date('2025-01-15T20:00:00Z'));
    expect(start.toISOString()).toBe('2025-01-15T18:30:00.000Z');
    expect(resetAt.toISOString()).toBe('2025-01-16T18:30:00.000Z');
  });
});

// The database store always; Redis too when TEST_REDIS_URL names a server.
const stores: Array<{
  name: string;
  open: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>;
}> = [
  {
    name: 'database',
    open: async () => {
      const database: DatabaseHandle = await createTestDatabase();
      return { limiter: createPostgresRateLimiter(database.db), close: () => database.close() };
    },
  },
];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push({
    name: 'redis',
    open: async () => {
      const limiter = createRedisRateLimiter(url);
      return { limiter, close: () => limiter.close() };
    },
  });
}

describe.each(stores)('rate limiter on $name', ({ open }) => {
  let store: Awaited<ReturnType<typeof open>>;
  let second: Awaited<ReturnType<typeof open>> | undefined;
  const prefix = `test:${process.pid}:${Date.now()}`;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
    await second?.close();
  });

  it('counts hits per window atomically, including parallel ones', async () => {
    const now = new Date('2025-01-15T06:10:00Z');
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => store.limiter.hit(`${prefix}:a`, HOUR_WINDOW, now)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect((await store.limiter.peek(`${prefix}:a`, HOUR_WINDOW, now)).count).toBe(10);
    const nextHour = new Date('2025-01-15T07:00:00Z');
    expect((await store.limiter.peek(`${prefix}:a`, HOUR_WINDOW, nextHour)).count).toBe(0);
  });

  it('grants a lock once until it runs out', async () => {
    const now = new Date('2025-01-15T06:00:00Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => store.limiter.acquire(`${prefix}:lock`, 30, now)),
    );
    expect(parallel.filter((r) => r.acquired)).toHaveLength(1);
    const held = await store.limiter.acquire(`${prefix}:lock`, 30, at(29));
    expect(held).toEqual({ acquired: false, until: at(30) });
    expect((await store.limiter.acquire(`${prefix}:lock`, 30, at(30))).acquired).toBe(true);
  });
});
