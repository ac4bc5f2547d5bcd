import { formatMoney, paise } from '@carsetu/contracts';
import { eq, schema } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/login';
import {
  importWebServerBuild,
  startWebTestApp,
  webBuildExists,
  type WebTestApp,
} from '../test/web-app';

// vitest.setup.ts sets SLICE_CACHE_VERIFY=1: every reused slice is rendered again and compared,
// so a kept slice whose key left out an input fails the page that reuses it (a 500 here).

const eqId = (id: number) => eq(schema.listings.id, id);

/** The card (its <article>) that links to `href`. */
function cardOf(html: string, href: string): string {
  const at = html.indexOf(`href="${href}"`);
  expect(at).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf('<article', at), html.indexOf('</article>', at));
}

interface SliceStats {
  hits: number;
  misses: number;
  kept: number;
}

/** The server build's kept slices (its entry module exports them). */
async function sliceStats(): Promise<SliceStats> {
  const build = await importWebServerBuild();
  return { ...(build.entry.module as unknown as { slices: { stats: SliceStats } }).slices.stats };
}

// Issue 14, decision 0192: the server keeps the HTML of slices that depend only on their data
// (car cards, the header's menus, the footer, the filter panel) and reuses it on later pages.
if (webBuildExists) {
  describe('kept slices, through the real server build', () => {
    let web: WebTestApp;
    beforeAll(async () => {
      web = await startWebTestApp();
    }, 120_000);
    afterAll(() => web.close());

    /** A page, after the one redirect to its canonical URL a listing may answer first. */
    async function get(url: string, cookie?: string) {
      const headers = cookie ? { cookie } : {};
      const first = await web.app.inject({ url, headers });
      if (first.statusCode !== 302) return first;
      return web.app.inject({ url: String(first.headers.location), headers });
    }

    it('reuses the cards, menus and footer on later pages, each the same as a fresh render', async () => {
      const before = await sliceStats();
      // Kept the second time a slice is rendered, reused (and checked) from the third.
      for (const ref of ['one', 'two', 'three', 'four']) {
        const page = await get(`/buy-used-car?ref=${ref}&storeCityId=15`);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`ref=${ref}`);
      }
      const after = await sliceStats();
      // 24 cards but the first, two menus and the footer on each of the last two pages at least.
      expect(after.hits - before.hits).toBeGreaterThanOrEqual(2 * 26);
      expect(after.kept).toBeGreaterThan(before.kept);
    });

    it('renders nothing anew for a listing whose only news is a tracking value (decision 0194)', async () => {
      const url = (click: string) => `/buy-used-car?gclid=${click}&storeCityId=15`;
      for (const click of ['Cj0-first', 'Cj0-second'])
        expect((await get(url(click))).statusCode).toBe(200);
      const before = await sliceStats();
      const page = await get(url('Cj0_third.click'));
      expect(page.statusCode).toBe(200);
      const after = await sliceStats();
      // The filter panel too, though every link in it carries this click's id.
      expect(after.misses - before.misses).toBe(0);
      expect(after.hits - before.hits).toBeGreaterThanOrEqual(27);
      const panel = page.body.slice(page.body.indexOf('filters-wrapper'));
      expect(panel).toContain('gclid=Cj0_third.click&amp;');
      expect(page.body).not.toContain('STANDIN');
    });

    it('keeps slices per language and per data: other pages reuse only what they share', async () => {
      for (let round = 0; round < 3; round++) {
        for (const url of [
          '/buy-used-car?storeCityId=15&lang=hi',
          '/buy-used-car?make=tata&ref=x',
          '/buy-used-cars/',
          '/',
          '/sell-used-cars/',
          '/terms-and-conditions',
        ]) {
          const page = await get(`${url}${url.includes('?') ? '&' : '?'}round=${round}`);
          expect(page.statusCode, url).toBe(200);
        }
      }
      const hindi = await get('/buy-used-car?storeCityId=15&lang=hi&round=9');
      expect(hindi.body).toContain('<html lang="hi-IN"');
      const english = await get('/buy-used-car?storeCityId=15&round=9');
      expect(english.body).toContain('<html lang="en-IN"');
      // The header's menus in each page's own language: a kept Hindi menu never reaches English.
      const navOf = (html: string) =>
        html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(navOf(hindi.body)).not.toBe(navOf(english.body));
    });

    it('shows a card anew once its price changes', async () => {
      const url = (round: number) => `/buy-used-car?sort=price-desc&storeCityId=15&round=${round}`;
      for (const round of [1, 2, 3]) await get(url(round));
      const page = await get(url(4));
      const second = [...page.body.matchAll(/href="(\/buy-used-car\/[^"]+-(\d+)\/)"/g)][1]!;
      const listingId = Number(second[2]);
      const [row] = await web.database.db
        .select({ price: schema.listings.pricePaise })
        .from(schema.listings)
        .where(eqId(listingId));
      const newPrice = row!.price - 1_000_000;
      await web.database.db
        .update(schema.listings)
        .set({ pricePaise: newPrice })
        .where(eqId(listingId));
      const after = await get(url(5));
      expect(after.statusCode).toBe(200);
      const card = cardOf(after.body, second[1]!);
      expect(card).toContain(formatMoney(paise(newPrice), 'compact'));
    });

    it('never puts a signed-in visitor’s heart in an anonymous page, nor the reverse', async () => {
      const url = (round: number) => `/buy-used-car?storeCityId=15&heart=${round}`;
      for (const round of [1, 2, 3]) await get(url(round));
      const first = await get(url(4));
      const link = [...first.body.matchAll(/href="(\/buy-used-car\/[^"]+-(\d+)\/)"/g)][2]!;
      const user = await loginAs(web.app);
      const saved = await web.app.inject({
        method: 'PUT',
        url: `/api/consumer/inventory/v1/wishlist/${link[2]}`,
        headers: user.headers,
      });
      expect(saved.statusCode).toBe(200);
      const mine = await get(url(5), user.cookie);
      expect(cardOf(mine.body, link[1]!)).toContain('aria-pressed="true"');
      const anonymous = await get(url(6));
      expect(cardOf(anonymous.body, link[1]!)).toContain('aria-pressed="false"');
      const mineAgain = await get(url(7), user.cookie);
      expect(cardOf(mineAgain.body, link[1]!)).toContain('aria-pressed="true"');
    });
  });
}
