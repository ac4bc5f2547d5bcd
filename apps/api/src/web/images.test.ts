import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { queryRows } from '../lib/sql-rows';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../test/web-app';

const PHOTO_KEY = 'ImagesTestKey000000000';
const PHOTO_BASE = `/api/consumer/api/v1/inspection-photos/${PHOTO_KEY}`;

const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;
const body = (html: string) => html.slice(html.indexOf('<body'));

// Issue 14 item 4 (decision 0178), on the real server build and demo data: no picture on the
// home, listing or car page moves the layout when it loads (width and height on every <img>),
// pictures below the fold wait (lazy), and each page's LCP picture is fetched first and
// preloaded from the <head>. Runs where the web app is built (`npm run build` first).
if (webBuildExists) {
  describe('pictures in the server-rendered pages', () => {
    let web: WebTestApp;
    let app: App;
    let carPath: string;
    beforeAll(async () => {
      web = await startWebTestApp();
      app = web.app;
      // One demo car gets an inspection photo stored in AVIF and WebP, as a relisted car has.
      const [car] = await queryRows<{ id: number }>(
        app.db,
        sql`select id from listings where status = 'available' order by id limit 1`,
      );
      await app.db.execute(sql`
        with seller as (insert into users (phone) values ('9990001781') returning id),
        appointment as (
          insert into sell_appointments (token, user_id, phone, registration_number, make_id,
            model_id, variant_id, year, km_driven, owners, city_id, indicative_price_paise,
            low_paise, high_paise, inspection_mode, address, pincode, slot_start)
          select 'images-test', seller.id, '9990001781', 'DL01AB1234', l.make_id, l.model_id,
            l.variant_id, l.year, l.km_driven, 1, l.city_id, 1, 1, 1, 'home', 'Test road',
            '110001', now()
          from seller, listings l where l.id = ${car!.id}
          returning id)
        insert into inspection_photos
          (appointment_id, kind, storage_key, widths, formats, original_bytes, created_at)
        select id, 'odometer', ${PHOTO_KEY}, '{320,640,1280}', '{avif,webp}', 1000, now()
        from appointment`);
      await app.db.execute(sql`
        insert into listing_photos (listing_id, position, url, caption)
        values (${car!.id}, 0, ${`${PHOTO_BASE}/640.webp`}, 'Odometer at inspection')`);
      const detail = await app.inject({ url: `/api/consumer/inventory/v1/listings/${car!.id}` });
      carPath = detail.json().data.url;
    }, 120_000);
    afterAll(() => web.close());

    const page = async (path: string) => {
      let response = await app.inject({ url: path, headers: { host: 'www.carsetu.test' } });
      if (response.statusCode === 302)
        response = await app.inject({
          url: String(response.headers.location),
          headers: { host: 'www.carsetu.test' },
        });
      expect(response.statusCode, path).toBe(200);
      return response.body;
    };

    it('every <img> on the home, listing and car page has its width and height', async () => {
      for (const path of ['/', '/buy-used-car?storeCityId=1', carPath]) {
        const images = tags(await page(path), 'img');
        expect(images.length, path).toBeGreaterThan(0);
        for (const img of images) {
          expect(Number(attr(img, 'width')), `${path} ${img}`).toBeGreaterThan(0);
          expect(Number(attr(img, 'height')), `${path} ${img}`).toBeGreaterThan(0);
          // Every picture is either the page's LCP (eager, high priority) or waits for scrolling.
          const lcp = attr(img, 'fetchpriority') === 'high';
          expect(attr(img, 'loading'), `${path} ${img}`).toBe(lcp ? 'eager' : 'lazy');
          if (!lcp) expect(attr(img, 'decoding'), `${path} ${img}`).toBe('async');
        }
      }
    });

    it('the car page fetches its first photo first: AVIF/WebP srcset, preloaded from the head', async () => {
      const html = await page(carPath);
      const [first, ...rest] = tags(body(html), 'img');
      expect(attr(first!, 'src')).toBe(`${PHOTO_BASE}/640.webp`);
      expect(attr(first!, 'fetchpriority')).toBe('high');
      expect(rest.every((img) => attr(img, 'fetchpriority') === null)).toBe(true);
      const sources = tags(body(html), 'source');
      expect(sources.map((source) => attr(source, 'type'))).toEqual(['image/avif', 'image/webp']);
      const avifSet = `${PHOTO_BASE}/320.avif 320w, ${PHOTO_BASE}/640.avif 640w, ${PHOTO_BASE}/1280.avif 1280w`;
      expect(attr(sources[0]!, 'srcset')).toBe(avifSet);
      expect(attr(sources[0]!, 'sizes')).toContain('832px');
      const head = html.slice(0, html.indexOf('<body'));
      const preloads = tags(head, 'link').filter((link) => attr(link, 'rel') === 'preload');
      // One preload, of the AVIF set: not also the WebP fallback, which would fetch it twice.
      expect(
        preloads.filter((link) => attr(link, 'as') === 'image'),
        preloads.join('\n'),
      ).toHaveLength(1);
      const photo = preloads.find((link) => attr(link, 'imagesrcset') === avifSet);
      expect(photo, preloads.join('\n')).toBeDefined();
      expect(attr(photo!, 'as')).toBe('image');
      expect(attr(photo!, 'type')).toBe('image/avif');
      expect(attr(photo!, 'fetchpriority')).toBe('high');
      expect(attr(photo!, 'imagesizes')).toContain('832px');
    });

    it("the listing's first card picture is eager and preloaded; the rest are lazy", async () => {
      const html = await page('/buy-used-car?storeCityId=1');
      const cards = tags(body(html), 'img').filter((img) =>
        attr(img, 'src')?.includes('/car-images/'),
      );
      expect(cards.length).toBeGreaterThan(1);
      expect(attr(cards[0]!, 'fetchpriority')).toBe('high');
      expect(cards.slice(1).every((img) => attr(img, 'loading') === 'lazy')).toBe(true);
      const head = html.slice(0, html.indexOf('<body'));
      const preloads = tags(head, 'link').filter(
        (link) => attr(link, 'rel') === 'preload' && attr(link, 'as') === 'image',
      );
      expect(preloads.map((link) => [attr(link, 'href'), attr(link, 'fetchpriority')])).toEqual([
        [attr(cards[0]!, 'src'), 'high'],
      ]);
    });
  });
}
