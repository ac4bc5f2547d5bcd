import { Redis } from 'ioredis';
import type { SharedPage, SharedPageStore } from './page-cache';

/** One Redis hash holds every shared page: dropping it is one DEL however many pages it holds. */
const PAGES_KEY = 'carsetu:pages';
/**
 * Longest a page waits for Redis before rendering itself: a slow or unreachable Redis must cost
 * a render, never a stalled visitor (a local Redis answers in well under a millisecond).
 */
export const SHARED_READ_TIMEOUT_MS = 50;

/**
 * The page cache's second level in Redis (REDIS_URL; decision 0176): a page one worker or host
 * rendered is served by all, so a burst of visitors to a fresh page costs one render, not one per
 * process. Entries carry their storing time and are ignored after the time to live; the hash
 * itself expires that long after its last write, so it cannot outlive its pages. Every Redis
 * failure or slow answer is a miss: the page is rendered, never refused.
 */
export function redisPageStore(
  url: string,
  options: {
    ttlMs: number;
    maxEntries: number;
    log: { warn(object: object, message: string): void };
  },
): SharedPageStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {
    // Reported per failed call below; ioredis reconnects by itself.
  });
  const warn = (error: unknown, message: string) => options.log.warn({ err: error }, message);

  return {
    async fetch(key, now) {
      try {
        const json = await Promise.race([
          redis.hget(PAGES_KEY, key),
          new Promise<null>((resolve) => setTimeout(resolve, SHARED_READ_TIMEOUT_MS, null).unref()),
        ]);
        if (!json) return undefined;
        const page = JSON.parse(json) as SharedPage;
        return now - page.storedAt < options.ttlMs ? page : undefined;
      } catch (error) {
        warn(error, 'shared page cache read failed');
        return undefined;
      }
    },
    async store(key, page) {
      try {
        const entries = await redis.hlen(PAGES_KEY);
        if (entries >= options.maxEntries) return;
        await redis
          .multi()
          .hset(PAGES_KEY, key, JSON.stringify(page))
          .pexpire(PAGES_KEY, options.ttlMs)
          .exec();
      } catch (error) {
        warn(error, 'shared page cache write failed');
      }
    },
    async clear() {
      try {
        await redis.del(PAGES_KEY);
      } catch (error) {
        warn(error, 'shared page cache clear failed');
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
