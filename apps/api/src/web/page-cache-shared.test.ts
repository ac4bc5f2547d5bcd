import { describe, expect, it } from 'vitest';
import { PageCache, pageBytes, type SharedPage, type SharedPageStore } from './page-cache';
import { redisPageStore } from './page-cache-redis';

const LIMITS = { ttlMs: 1_000, maxEntries: 10, maxBytes: 10_000 };
const page = (body: string) => ({
  body: Buffer.from(body),
  nonce: 'n0nce',
  headers: { 'content-type': 'text/html' },
  etag: 'e',
});
/** Shared writes are fire-and-forget: poll until `check` holds (at most 3 s). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 150 && !check(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** Stands for Redis in the unit test: one map shared by two "processes". */
function memoryStore(): SharedPageStore {
  const pages = new Map<string, SharedPage>();
  return {
    fetch: async (key, now) => {
      const found = pages.get(key);
      return found && now - found.storedAt < LIMITS.ttlMs ? found : undefined;
    },
    store: async (key, stored) => void pages.set(key, stored),
    clear: async () => pages.clear(),
    close: async () => {},
  };
}

const stores: { name: string; open(): SharedPageStore }[] = [{ name: 'memory', open: memoryStore }];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push({
    name: 'redis',
    open: () => redisPageStore(url, { ...LIMITS, log: { warn: () => {} } }),
  });
}

// Decision 0176: with REDIS_URL, a page one worker rendered is served by the others, and a change
// anywhere drops it everywhere.
describe.each(stores)('the shared page cache level ($name)', ({ open }) => {
  it('serves a page stored by one process to another, with its nonce places intact', async () => {
    let now = 0;
    const store = open();
    const first = new PageCache(() => now, LIMITS, store);
    const second = new PageCache(() => now, LIMITS, store);
    await store.clear();
    first.set('/buy', page('<script nonce="n0nce">1</script>'));
    const served = await eventually(
      () => second.lookup('/buy'),
      (found) => found !== undefined,
    );
    expect(served?.body.toString()).toBe('<script nonce="n0nce">1</script>');
    expect(pageBytes(served!, 'fresh').toString()).toBe('<script nonce="fresh">1</script>');
    expect(second.sharedHits).toBe(1);
    // Now a local copy: no second trip to the shared level.
    await second.lookup('/buy');
    expect(second.sharedHits).toBe(1);
    now = LIMITS.ttlMs;
    expect(await new PageCache(() => now, LIMITS, store).lookup('/buy')).toBeUndefined();
    await store.close();
  });

  it('drops the shared copy when any process clears', async () => {
    const store = open();
    const first = new PageCache(() => 0, LIMITS, store);
    const second = new PageCache(() => 0, LIMITS, store);
    await store.clear();
    first.set('/sell', page('sell'));
    const fresh = () => new PageCache(() => 0, LIMITS, store).lookup('/sell');
    expect(await eventually(fresh, (found) => found !== undefined)).toBeDefined();
    second.clear();
    expect(await eventually(fresh, (found) => found === undefined)).toBeUndefined();
    await store.close();
  });
});

describe('the Redis page store when Redis is down', () => {
  it('answers a miss instead of failing the page', async () => {
    const store = redisPageStore('redis://127.0.0.1:1', { ...LIMITS, log: { warn: () => {} } });
    const cache = new PageCache(() => 0, LIMITS, store);
    expect(await cache.lookup('/anything')).toBeUndefined();
    cache.set('/anything', page('x'));
    expect(cache.get('/anything')?.body.toString()).toBe('x');
    await store.close();
  });
});
