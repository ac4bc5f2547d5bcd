import { describe, expect, it } from 'vitest';
import { loginAs } from '../test/login';
import { startWebTestApp, webBuildExists } from '../test/web-app';
import { HOT_READ_MAX_ENTRIES, HOT_READ_TTL_MS, HotReadCache, isHotRead } from './hot-read-cache';

const ok = (body: string) => ({ status: 200, headers: {}, body });

describe('HotReadCache', () => {
  it('takes only public catalog reads whose answer depends on the URL alone', () => {
    expect(isHotRead('GET', '/api/vehicle/v1/brands')).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/buy-cars/header-data/15')).toBe(true);
    expect(isHotRead('GET', '/api/vehicle/v1/cities?isBuyUsedCar=true')).toBe(true);
    expect(isHotRead('POST', '/api/vehicle/v1/brands')).toBe(false);
    expect(isHotRead('GET', '/api/vehicle/v1/brands?x=1')).toBe(false);
    expect(isHotRead('GET', '/api/consumer/inventory/v1/wishlist')).toBe(false);
    expect(isHotRead('GET', '/api/consumer/inventory/v1/listings')).toBe(false);
  });

  it('keeps successful answers for a minute, never errors, and holds a bounded number', () => {
    let now = 0;
    const cache = new HotReadCache(() => now);
    cache.set('/a', ok('a'));
    cache.set('/b', { status: 500, headers: {}, body: 'down' });
    expect(cache.get('/a')?.body).toBe('a');
    expect(cache.get('/b')).toBeUndefined();
    now = HOT_READ_TTL_MS + 1;
    expect(cache.get('/a')).toBeUndefined();
    for (let index = 0; index <= HOT_READ_MAX_ENTRIES; index++) cache.set(`/${index}`, ok('x'));
    expect(cache.size).toBe(HOT_READ_MAX_ENTRIES);
    expect(cache.get('/0')).toBeUndefined();
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
  });
}
