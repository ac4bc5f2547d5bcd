import { Redis } from 'ioredis';
import { windowBounds, type RateLimiter } from './rate-window';

const KEY_PREFIX = 'carsetu:rl:';

/**
 * Redis counters (INCR + PEXPIREAT in one MULTI) and locks (SET NX PX). Keys carry the window
 * start so a new window starts from zero without a reset step. Times come from the caller's
 * clock, not Redis's, so tests with a fake clock behave the same on both stores.
 */
export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const counterKey = (key: string, start: Date) => `${KEY_PREFIX}${key}:${start.getTime()}`;

  return {
    kind: 'redis',
    async hit(key, window, now) {
      const { start, resetAt } = windowBounds(window, now);
      const name = counterKey(key, start);
      // A relative expiry (not PEXPIREAT) so Redis's clock never has to agree with ours; a minute
      // of slack past the window end.
      const result = await redis
        .multi()
        .incr(name)
        .pexpire(name, resetAt.getTime() - now.getTime() + 60_000)
        .exec();
      const [incrError, count] = result?.[0] ?? [new Error('Redis MULTI returned nothing'), 0];
      if (incrError) throw incrError;
      return { count: Number(count), resetAt };
    },
    async peek(key, window, now) {
      const { start, resetAt } = windowBounds(window, now);
      const value = await redis.get(counterKey(key, start));
      return { count: value ? Number(value) : 0, resetAt };
    },
    async acquire(key, ttlSeconds, now) {
      const name = `${KEY_PREFIX}lock:${key}`;
      const until = new Date(now.getTime() + ttlSeconds * 1000);
      // The value is the lock's end by the caller's clock; PX keeps Redis tidy.
      const held = await redis.get(name);
      if (held && Number(held) > now.getTime())
        return { acquired: false, until: new Date(Number(held)) };
      const set = held
        ? await redis.set(
            name,
            String(until.getTime()),
            'PX',
            ttlSeconds * 1000 + 60_000,
            'XX',
            'GET',
          )
        : await redis.set(name, String(until.getTime()), 'PX', ttlSeconds * 1000 + 60_000, 'NX');
      if (held ? set === held : set === 'OK') return { acquired: true, until };
      return this.acquire(key, ttlSeconds, now);
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
