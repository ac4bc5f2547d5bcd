import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../test/web-app';

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  );

// Decision 0180: the site in English and Hindi, on the real server build (built before tests).
if (webBuildExists) {
  describe('languages', () => {
    let web: WebTestApp;
    let app: App;
    beforeAll(async () => {
      web = await startWebTestApp();
      app = web.app;
    }, 120_000);
    afterAll(() => web.close());

    const get = (url: string, cookie?: string) =>
      app.inject({ url, headers: { host: 'www.carsetu.test', ...(cookie ? { cookie } : {}) } });

    it('?lang=hi renders the page in Hindi and keeps the choice in a cookie', async () => {
      const page = await get('/?lang=hi');
      expect(page.body).toContain('<html lang="hi-IN"');
      expect(page.body).toContain('मुख्य सामग्री पर जाएं');
      expect(String(page.headers['set-cookie'])).toMatch(/^carsetu_lang=hi; Path=\/; Max-Age=\d+/);
      const next = await get('/traffic-challan/', 'carsetu_lang=hi');
      expect(next.body).toContain('<html lang="hi-IN"');
      expect(next.headers['set-cookie']).toBeUndefined();
    });

    it('switches back with ?lang=en, and ignores a language the site does not have', async () => {
      const back = await get('/?lang=en', 'carsetu_lang=hi');
      expect(back.body).toContain('<html lang="en-IN"');
      expect(String(back.headers['set-cookie'])).toContain('carsetu_lang=en');
      const unknown = await get('/?lang=fr');
      expect(unknown.body).toContain('<html lang="en-IN"');
      expect(unknown.headers['set-cookie']).toBeUndefined();
      const forged = await get('/', 'carsetu_lang=%3Cscript%3E');
      expect(forged.body).toContain('<html lang="en-IN"');
    });

    it('names each page in both languages for search engines, canonical in its own', async () => {
      const english = await get('/buy-used-cars?sort=price-asc');
      expect(alternates(english.body)).toEqual({
        'en-IN': 'http://www.carsetu.test/buy-used-cars',
        'hi-IN': 'http://www.carsetu.test/buy-used-cars?lang=hi',
        'x-default': 'http://www.carsetu.test/buy-used-cars',
      });
      const hindi = await get('/buy-used-cars?lang=hi');
      expect(hindi.body).toContain(
        '<link rel="canonical" href="http://www.carsetu.test/buy-used-cars?lang=hi"/>',
      );
      expect(hindi.body).toContain('<meta property="og:locale" content="hi_IN"/>');
    });

    it('preloads only the page language’s catalog', async () => {
      const hindi = await get('/?lang=hi');
      expect(hindi.body).toMatch(/<link rel="preload" as="fetch" href="\/assets\/hi-[^"]+\.json"/);
      expect(hindi.body).not.toMatch(/\/assets\/en-[^"]+\.json/);
    });
  });
}
