import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../test/web-app';
import { loginAs } from '../test/login';
import { PageCache, pageBytes, pageParts } from './page-cache';

const WEB_BUILD = join(dirname(fileURLToPath(import.meta.url)), '../../../web/build');
const HOST = { host: 'www.carsetu.test' };

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('PageCache', () => {
  const page = (body: string) => ({ body: Buffer.from(body), nonce: 'n', headers: {}, etag: 'e' });

  it('expires pages after the time to live and keeps within its limits, oldest out first', () => {
    let now = 0;
    const cache = new PageCache(() => now, { ttlMs: 1_000, maxEntries: 2, maxBytes: 100 });
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    cache.set('c', page('cccc'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('bbbb');
    now = 1_000;
    expect(cache.get('b')).toBeUndefined();
    cache.set('big', page('x'.repeat(101)));
    expect(cache.size).toBe(1);
  });

  it('counts bytes, not characters, against its limit', () => {
    const cache = new PageCache(() => 0, { ttlMs: 1_000, maxEntries: 10, maxBytes: 100 });
    // 40 characters, 120 bytes.
    cache.set('hindi', page('क'.repeat(40)));
    expect(cache.size).toBe(0);
  });
});

describe('pageParts and pageBytes', () => {
  it('cut a page at every nonce, by bytes, and put a new nonce in each place', () => {
    const body = Buffer.from('<script nonce="N1">₹</script><p>पुणे</p><b nonce="N1"></b>N1N1');
    const parts = pageParts(body, 'N1');
    expect(parts.map(String)).toEqual([
      '<script nonce="',
      '">₹</script><p>पुणे</p><b nonce="',
      '"></b>',
      '',
      '',
    ]);
    // Views of the page, not copies.
    expect(parts.every((part) => part.buffer === body.buffer)).toBe(true);
    const page = { body, nonce: 'N1', headers: {}, etag: 'e', storedAt: 0 };
    expect(pageBytes(page, 'fresh').toString()).toBe(
      '<script nonce="fresh">₹</script><p>पुणे</p><b nonce="fresh"></b>freshfresh',
    );
  });
});

// Issue 14 item 2: rendered anonymous pages are served from memory, never to a logged-in user,
// and dropped when what they show changes. Needs the web build (CI builds before `npm test`).
if (webBuildExists) {
  describe('the anonymous page cache on the real server build', () => {
    let web: WebTestApp;
    let app: App;
    const cache = new PageCache();
    beforeAll(async () => {
      web = await startWebTestApp({ pageCache: cache });
      app = web.app;
    }, 120_000);
    afterAll(() => web.close());

    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { ...HOST, ...headers } });

    it('serves an anonymous page from memory with its own nonce, shared-cache headers and an ETag', async () => {
      cache.clear();
      const first = await get('/new-cars/');
      const second = await get('/new-cars/');
      expect(first.headers['x-page-cache']).toBe('MISS');
      expect(second.headers['x-page-cache']).toBe('HIT');
      expect(second.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
      );
      const [nonceA, nonceB] = [
        nonceOf(first.headers['content-security-policy']),
        nonceOf(second.headers['content-security-policy']),
      ];
      expect(nonceA).toBeTruthy();
      expect(nonceB).not.toBe(nonceA);
      expect(second.body).toContain(`nonce="${nonceB}"`);
      expect(second.body).not.toContain(nonceA!);
      expect(second.body.replaceAll(nonceB!, '')).toBe(first.body.replaceAll(nonceA!, ''));
      expect(second.headers.etag).toBe(first.headers.etag);
      const unchanged = await get('/new-cars/', { 'if-none-match': String(first.headers.etag) });
      expect(unchanged.statusCode).toBe(304);
      // The browser keeps its stored page, whose nonces match its stored CSP: no new one.
      expect(unchanged.headers['content-security-policy']).toBeUndefined();
    });

    it('serves scripts precompressed (Brotli, else gzip) and cached for a year', async () => {
      const assets = readdirSync(join(WEB_BUILD, 'client/assets'));
      const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`));
      expect(script, 'npm run build precompresses the assets').toBeDefined();
      const brotli = await get(`/assets/${script!}`, { 'accept-encoding': 'br, gzip' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await get(`/assets/${script!}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      // Files keep nosniff; the headers only a document reads stay on pages (issue 14).
      expect(gzip.headers['x-content-type-options']).toBe('nosniff');
      for (const documentOnly of ['x-frame-options', 'cross-origin-opener-policy', 'x-request-id'])
        expect(gzip.headers[documentOnly], documentOnly).toBeUndefined();
      const page = await get('/used-car-loan/');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['x-request-id']).toBeDefined();
    });

    it('keys pages by the chosen city', async () => {
      cache.clear();
      await get('/buy-used-cars/');
      const otherCity = await get('/buy-used-cars/', { cookie: 'carsetu_city=15' });
      expect(otherCity.headers['x-page-cache']).toBe('MISS');
      expect(
        (await get('/buy-used-cars/', { cookie: 'carsetu_city=15' })).headers['x-page-cache'],
      ).toBe('HIT');
    });

    it('keys pages by the language, and sets the language cookie even on a cached answer', async () => {
      cache.clear();
      const english = await get('/traffic-challan/');
      expect(english.body).toContain('<html lang="en-IN"');
      const hindi = await get('/traffic-challan/', { cookie: 'carsetu_lang=hi' });
      expect(hindi.headers['x-page-cache']).toBe('MISS');
      expect(hindi.body).toContain('<html lang="hi-IN"');
      await get('/traffic-challan/?lang=hi');
      const again = await get('/traffic-challan/?lang=hi');
      expect(again.headers['x-page-cache']).toBe('HIT');
      expect(String(again.headers['set-cookie'])).toContain('carsetu_lang=hi');
      expect(again.body).toContain('<html lang="hi-IN"');
    });

    it('never gives a logged-in user cached HTML, nor anyone a logged-in user’s HTML', async () => {
      cache.clear();
      const user = await loginAs(app, undefined, 'Zoya Quraishi');
      await get('/new-cars/');
      const mine = await get('/new-cars/', { cookie: user.cookie });
      expect(mine.headers['x-page-cache']).toBeUndefined();
      expect(mine.body).toContain('Zoya');
      const anonymous = await get('/new-cars/');
      expect(anonymous.headers['x-page-cache']).toBe('HIT');
      expect(anonymous.body).not.toContain('Zoya');
      // A logged-in user's page is not stored either.
      cache.clear();
      await get('/new-cars/', { cookie: user.cookie });
      expect(cache.size).toBe(0);
    });

    it('drops pages when a car is reserved, and when a job says content changed', async () => {
      cache.clear();
      await get('/buy-used-cars/');
      expect(cache.size).toBe(1);
      const [car] = await app.db.select({ id: schema.listings.id }).from(schema.listings).limit(1);
      const buyer = await loginAs(app);
      const reserved = await app.inject({
        method: 'POST',
        url: `/api/consumer/inventory/v1/listings/${car!.id}/bookings`,
        headers: { ...buyer.headers, 'idempotency-key': 'page-cache-reserve-1' },
      });
      expect(reserved.statusCode).toBeLessThan(400);
      expect(cache.size).toBe(0);
      await get('/buy-used-cars/');
      app.publicContent.changed();
      expect(cache.size).toBe(0);
      // A refused write changes nothing, so it keeps the pages.
      await get('/buy-used-cars/');
      await app.inject({
        method: 'POST',
        url: '/api/consumer/inventory/v1/bookings/00000000-0000-4000-8000-000000000000/cancel',
        headers: buyer.headers,
      });
      expect(cache.size).toBe(1);
    });
  });
}
