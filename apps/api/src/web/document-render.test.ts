import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../test/web-app';
import { PageCache } from './page-cache';

const LISTING = '/buy-used-car?storeCityId=15';
const ENQUEUE = 'window.__reactRouterContext.streamController.enqueue(';
const CLOSE = 'window.__reactRouterContext.streamController.close();';

/** The loader data the document hands to the browser (the enqueue scripts' text, in order). */
function handoff(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)]
    .map((match) => JSON.parse(match[1]!) as string)
    .join('');
}

// Issue 14: pages render in one synchronous pass after React Router's loader-data hand-off is
// read ahead (apps/web/app/lib/server-handoff.server.ts), and the server sends the document as
// the string the entry made. A React Router that no longer fills its render cache the same way
// would leave the data out of the page, or render a suspended boundary on the client: this fails.
if (webBuildExists) {
  describe('a rendered document, through the real server build', () => {
    let web: WebTestApp;
    beforeAll(async () => {
      web = await startWebTestApp({ pageCache: new PageCache() });
    }, 120_000);
    afterAll(() => web.close());

    it('hands the whole loader data over in one script, then closes the stream', async () => {
      const response = await web.app.inject({ url: LISTING });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
      expect(html.split(ENQUEUE)).toHaveLength(2);
      expect(html.indexOf(CLOSE)).toBeGreaterThan(html.indexOf(ENQUEUE));
      // No boundary left for the browser to render ("<!--$!-->") or still pending ("<!--$?-->").
      expect(html).not.toMatch(/<!--\$[!?]-->/);
      const data = handoff(html);
      expect(data).toContain('loaderData');
      expect(data).toContain('routes/buy-used-car._index');
      // The cards the document shows are the ones in the data it hands over.
      const firstCard = /<a[^>]+href="(\/buy-used-car\/[^"]+\/)"/.exec(html)?.[1];
      expect(firstCard).toBeDefined();
      expect(data).toContain(firstCard);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(html));
    });

    it('answers a page from the cache with the same document, under a fresh nonce', async () => {
      const url = '/buy-used-car?ref=render-test&storeCityId=15';
      const first = await web.app.inject({ url });
      const second = await web.app.inject({ url });
      expect(first.headers['x-page-cache']).toBe('MISS');
      expect(second.headers['x-page-cache']).toBe('HIT');
      expect(second.headers.etag).toBe(first.headers.etag);
      const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)![1]!;
      const [one, two] = [nonceOf(first.body), nonceOf(second.body)];
      expect(one).not.toBe(two);
      expect(second.body.replaceAll(two, '')).toBe(first.body.replaceAll(one, ''));
    });

    it('answers HEAD with the status and headers and no body', async () => {
      const response = await web.app.inject({ method: 'HEAD', url: '/sell-used-cars/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('');
    });

    it('renders a page that is not found with its status and the not-found page', async () => {
      const response = await web.app.inject({ url: '/no-such-page-here/' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('</html>');
      expect(response.body).not.toMatch(/<!--\$[!?]-->/);
    });
  });
}
