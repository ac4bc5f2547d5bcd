import { describe, expect, it } from 'vitest';
import { loginAs } from '../test/login';
import { startWebTestApp, webBuildExists } from '../test/web-app';
import { sql } from '@carsetu/db';
import {
  HOT_READ_MAX_ENTRIES,
  HOT_READ_TTL_MS,
  HotReadCache,
  isHotRead,
  isStillKept,
} from './hot-read-cache';

/** A 200 answer whose JSON body is `value`. */
const ok = (value: unknown) => ({ status: 200, headers: {}, body: JSON.stringify(value) });

describe('HotReadCache', () => {
  it('takes only public reads whose answer depends on the URL alone', () => {
    expect(isHotRead('GET', '/api/vehicle/v1/brands')).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/buy-cars/header-data/15')).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/cities?isBuyUsedCar=true')).toBe(true);
    expect(isHotRead('GET', '/api/consumer/inventory/v1/listings')).toBe(true);
    expect(isHotRead('GET', '/api/consumer/inventory/v1/listings?make=tata&storeCityId=15')).toBe(
      true,
    );
    expect(
      isHotRead(
        'GET',
        '/api/consumer/location-service/api/v1/location/?cityId=15&locationType=city',
      ),
    ).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/seo-content?page=used-cars-in-pune')).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/seo-content?page=buy-used-car%3Apune')).toBe(true);
    expect(isHotRead('POST', '/api/vehicle/v1/brands')).toBe(false);
    expect(isHotRead('GET', '/api/vehicle/v1/brands?x=1')).toBe(false);
    // The visitor's own data, and lookups by a visitor's pincode or position.
    expect(isHotRead('GET', '/api/consumer/inventory/v1/wishlist')).toBe(false);
    expect(isHotRead('GET', '/api/consumer/inventory/v1/listings/12/similar')).toBe(false);
    expect(isHotRead('GET', '/api/consumer/location-service/api/v1/location/?pincode=411001')).toBe(
      false,
    );
  });

  it('keeps successful answers for a minute, never errors or cookies, and holds a bounded number', () => {
    let now = 0;
    const cache = new HotReadCache(() => now);
    const brands = '/api/vehicle/v1/brands';
    const cities = '/api/vehicle/v1/cities';
    cache.set(brands, ok('a'));
    cache.set(cities, { status: 500, headers: {}, body: 'down' });
    cache.set('/api/vehicle/v1/sell-cities', {
      status: 200,
      headers: { 'set-cookie': 'session=x' },
      body: 'mine',
    });
    cache.set('/api/consumer/inventory/v1/wishlist', ok('mine'));
    expect(cache.get(brands)?.data).toBe('a');
    expect(cache.size).toBe(1);
    now = HOT_READ_TTL_MS + 1;
    expect(cache.get(brands)).toBeUndefined();
    const header = (index: number) => `/api/vehicle/v1/buy-cars/header-data/${index}`;
    for (let index = 0; index <= HOT_READ_MAX_ENTRIES.frame; index++)
      cache.set(header(index), ok('x'));
    expect(cache.size).toBe(HOT_READ_MAX_ENTRIES.frame);
    expect(cache.get(header(0))).toBeUndefined();
    expect(cache.get(header(1))?.data).toBe('x');
  });

  it('keeps a stream of different searches from pushing out the frame reads', () => {
    const cache = new HotReadCache();
    cache.set('/api/vehicle/v1/brands', ok('brands'));
    const search = (index: number) => `/api/consumer/inventory/v1/listings?priceMax=${index}`;
    for (let index = 0; index <= HOT_READ_MAX_ENTRIES.pageData * 2; index++) {
      cache.set(search(index), ok('cars'));
    }
    expect(cache.get('/api/vehicle/v1/brands')?.data).toBe('brands');
    expect(cache.get(search(0))).toBeUndefined();
    expect(cache.get(search(HOT_READ_MAX_ENTRIES.pageData * 2))?.data).toBe('cars');
    expect(cache.size).toBe(HOT_READ_MAX_ENTRIES.pageData + 1);
  });

  // Decision 0195: render threads trust a parsed copy while its slot holds its version.
  it('shows render threads which answers it still keeps: replaced, evicted, expired or cleared ones are not', () => {
    let now = 1_000;
    const cache = new HotReadCache(() => now);
    const copyOf = (answer: { version?: number; slot?: number; storedAt?: number }) => ({
      version: answer.version!,
      slot: answer.slot!,
      storedAt: answer.storedAt!,
    });
    const still = (copy: ReturnType<typeof copyOf>) => isStillKept(cache.sharedVersions, copy, now);
    const brands = copyOf(cache.set('/api/vehicle/v1/brands', ok('a')));
    expect(still(brands)).toBe(true);
    // The same URL kept again: the old copy is no longer the cache's answer.
    const newer = copyOf(cache.set('/api/vehicle/v1/brands', ok('b')));
    expect(still(brands)).toBe(false);
    expect(still(newer)).toBe(true);
    // A stream of searches pushes the first out; its slot is reused, never with its version.
    const search = (index: number) => `/api/consumer/inventory/v1/listings?priceMax=${index}`;
    const first = copyOf(cache.set(search(0), ok('cars')));
    for (let index = 1; index <= HOT_READ_MAX_ENTRIES.pageData * 3; index++) {
      cache.set(search(index), ok('cars'));
    }
    expect(still(first)).toBe(false);
    expect(still(newer)).toBe(true);
    // Past the time to live, even before the main thread notices.
    now += HOT_READ_TTL_MS + 1;
    expect(still(newer)).toBe(false);
    now -= HOT_READ_TTL_MS + 1;
    // A content change clears everything.
    const last = copyOf(cache.get(search(HOT_READ_MAX_ENTRIES.pageData * 3))!);
    expect(still(last)).toBe(true);
    cache.clear();
    expect(still(last)).toBe(false);
    expect(still(newer)).toBe(false);
    expect(cache.sharedVersions.every((version) => version === 0)).toBe(true);
  });

  it('parses a kept answer once and freezes it all: pages share it and cannot change it', () => {
    const cache = new HotReadCache();
    const url = '/api/consumer/inventory/v1/listings?storeCityId=15';
    const kept = cache.set(url, ok({ items: [{ id: 1, price: { amount: 450000 } }], total: 1 }));
    const data = kept.data as { items: { id: number; price: { amount: number } }[]; total: number };
    expect(data.items[0]!.price.amount).toBe(450000);
    expect(cache.get(url)?.data).toBe(data);
    expect(Object.isFrozen(data) && Object.isFrozen(data.items[0]!.price)).toBe(true);
    expect(() => {
      data.items[0]!.price.amount = 1;
    }).toThrow(TypeError);
    expect(() => data.items.push({ id: 2, price: { amount: 1 } })).toThrow(TypeError);
    // Answers that are not kept carry no shared data: their caller parses its own copy.
    const error = { status: 500, headers: {}, body: '{"error":{}}' };
    expect(cache.set(url, error)).toBe(error);
    expect(cache.set('/api/consumer/inventory/v1/wishlist', ok([])).data).toBeUndefined();
  });
});

// Through the real server build: pages reuse the frame's reads, and a change clears them.
if (webBuildExists) {
  describe('hot reads on the real server build', () => {
    it('reuses the frame reads across pages and visitors, and forgets them when content changes', async () => {
      const hotReads = new HotReadCache();
      const web = await startWebTestApp({ hotReads });
      try {
        const { app } = web;
        const page = (headers: Record<string, string> = {}) =>
          app.inject({
            url: '/traffic-challan/',
            headers: { host: 'www.carsetu.test', ...headers },
          });
        expect((await page()).statusCode).toBe(200);
        const kept = hotReads.size;
        expect(kept).toBeGreaterThanOrEqual(3);
        // A logged-in visitor gets the same public lists, and their own header.
        const user = await loginAs(app, undefined, 'Hot Reader');
        const personal = await page({ cookie: user.cookie });
        expect(personal.body).toContain('Hot Reader');
        expect(hotReads.size).toBe(kept);
        app.publicContent.changed();
        expect(hotReads.size).toBe(0);
      } finally {
        await web.close();
      }
    }, 120_000);

    it('renders listing pages with other extra options from the kept search, until content changes', async () => {
      const hotReads = new HotReadCache();
      const web = await startWebTestApp({ hotReads });
      try {
        const { app, database } = web;
        const listing = (campaign: string) =>
          app.inject({
            url: `/buy-used-car?campaign=${campaign}&storeCityId=15`,
            headers: { host: 'www.carsetu.test' },
          });
        const search = await app.inject({
          url: '/api/consumer/inventory/v1/listings?storeCityId=15',
        });
        const first = (search.json() as { items: { id: number; url: string }[] }).items[0]!;
        const before = await listing('a');
        expect(before.statusCode).toBe(200);
        expect(before.body).toContain(first.url);
        // Sold behind the signal's back: the kept search still lists it (proves the reuse)…
        await database.db.execute(sql`update listings set status = 'sold' where id = ${first.id}`);
        const kept = await listing('b');
        expect(kept.statusCode).toBe(200);
        expect(kept.body).toContain(first.url);
        // …and once the change is announced (as every write route and job does) it is gone.
        app.publicContent.changed();
        const fresh = await listing('c');
        expect(fresh.statusCode).toBe(200);
        expect(fresh.body).not.toContain(first.url);
      } finally {
        await web.close();
      }
    }, 120_000);
  });
}
