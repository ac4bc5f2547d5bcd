import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { startWebTestApp, webBuildExists, type WebTestApp } from '../../test/web-app';
import { HotReadCache } from '../hot-read-cache';
import { renderThreadCount } from './render-pool';

describe('how many render threads a process runs', () => {
  it('takes a number as it is, and none for auto in a multi-worker server', () => {
    expect(renderThreadCount(3, false)).toBe(3);
    expect(renderThreadCount(0, false)).toBe(0);
    expect(renderThreadCount(2, true)).toBe(2);
    expect(renderThreadCount('auto', true)).toBe(0);
  });
});

// Decision 0194: page reads render on threads with their own copy of the server build, and their
// API calls come back to the main thread as the visitor's. Each test fails if a thread renders
// something the main thread would not have: another visitor's page, stale data, a lost body.
if (webBuildExists) {
  describe('pages rendered on render threads, through the real server build', () => {
    let web: WebTestApp;
    const hotReads = new HotReadCache();
    const host = { host: 'www.carsetu.test' };
    beforeAll(async () => {
      web = await startWebTestApp({ hotReads, renderThreads: 1 });
    }, 120_000);
    afterAll(() => web.close());

    it('renders the listing on a thread, whole, with the nonce of its own response', async () => {
      expect(web.renderPool?.size).toBe(1);
      const before = web.renderPool!.rendered;
      const response = await web.app.inject({ url: '/buy-used-car?storeCityId=15', headers: host });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
      expect(response.body.startsWith('<!DOCTYPE html><html')).toBe(true);
      expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
      const policyNonce = /'nonce-([^']+)'/.exec(
        String(response.headers['content-security-policy']),
      );
      expect(policyNonce).not.toBeNull();
      expect(response.body).toContain(`<script nonce="${policyNonce![1]}"`);
      const search = await web.app.inject({
        url: '/api/consumer/inventory/v1/listings?storeCityId=15',
      });
      const first = (search.json() as { items: { url: string }[] }).items[0]!;
      expect(response.body).toContain(first.url);
      expect(web.renderPool!.rendered).toBe(before + 1);
    });

    it('answers a redirect, a missing page and HEAD as the main thread would', async () => {
      const moved = await web.app.inject({ url: '/buy-used-car?utm=x&storeCityId=15&a=1' });
      expect([301, 302, 308]).toContain(moved.statusCode);
      expect(moved.headers.location).toBeTruthy();
      const missing = await web.app.inject({ url: '/no-such-page-here/', headers: host });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('</html>');
      const head = await web.app.inject({ method: 'HEAD', url: '/sell-used-cars/', headers: host });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it("makes a signed-in visitor's API calls with their session: their own header, never cached", async () => {
      const user = await loginAs(web.app, undefined, 'Thread Reader');
      const mine = await web.app.inject({
        url: '/traffic-challan/',
        headers: { ...host, cookie: user.cookie },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).toContain('Thread Reader');
      const anonymous = await web.app.inject({ url: '/traffic-challan/', headers: host });
      expect(anonymous.body).not.toContain('Thread Reader');
    });

    it("reuses the thread's parsed search while the main thread keeps it, and drops it on a change", async () => {
      const listing = (campaign: string) =>
        web.app.inject({ url: `/buy-used-car?campaign=${campaign}&storeCityId=15`, headers: host });
      const search = await web.app.inject({
        url: '/api/consumer/inventory/v1/listings?storeCityId=15',
      });
      const first = (search.json() as { items: { id: number; url: string }[] }).items[0]!;
      expect((await listing('a')).body).toContain(first.url);
      // An anonymous listing makes only hot reads: the thread asks the main thread nothing while
      // the shared versions show its copies are current (decision 0195).
      const asked = web.renderPool!.apiCalls;
      expect((await listing('a2')).statusCode).toBe(200);
      expect(web.renderPool!.apiCalls).toBe(asked);
      // Sold behind the signal's back: the kept search (and the thread's copy) still list it…
      await web.database.db.execute(
        sql`update listings set status = 'sold' where id = ${first.id}`,
      );
      expect((await listing('b')).body).toContain(first.url);
      // …and once the change is announced the thread's copy is no longer the main thread's.
      web.app.publicContent.changed();
      const fresh = await listing('c');
      expect(web.renderPool!.apiCalls).toBeGreaterThan(asked);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).not.toContain(first.url);
      await web.database.db.execute(
        sql`update listings set status = 'available' where id = ${first.id}`,
      );
      web.app.publicContent.changed();
    });

    it('renders on the main thread when no thread can', async () => {
      await web.renderPool!.close();
      const before = web.renderPool!.rendered;
      const response = await web.app.inject({ url: '/sell-used-cars/', headers: host });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('</html>');
      expect(web.renderPool!.rendered).toBe(before);
    });
  });
}
