import { seedSteps } from '@carsetu/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const step = (name: string) => seedSteps.find((candidate) => candidate.name === name)!;
const URL = '/api/vehicle/v1/seo-content';

describe('SEO content from the content store (GET seo-content?page=)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await step('catalog').run(t.database, { info: () => {} });
    await step('seo-content').run(t.database, { info: () => {} });
  });
  afterAll(() => t.close());

  it('serves a city listing page’s copy, written from the catalogue’s city and state', async () => {
    const response = await t.app.inject({ url: `${URL}?page=buy-used-car:pune` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=300');
    const body = response.json();
    expect(body.heading).toBe('Buying a used car in Pune');
    expect(body.paragraphs.join(' ')).toContain('Maharashtra');
  });

  it('keeps an editor’s rewrite when the seed runs again', async () => {
    await t.database.exec(
      `update seo_content set heading = 'Used cars in Pune, checked' where page = 'traffic-challan'`,
    );
    await step('seo-content').run(t.database, { info: () => {} });
    const response = await t.app.inject({ url: `${URL}?page=traffic-challan` });
    expect(response.json().heading).toBe('Used cars in Pune, checked');
  });

  it('answers 404 for a page without copy and 400 for a malformed key', async () => {
    const missing = await t.app.inject({ url: `${URL}?page=buy-used-car:atlantis` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No SEO content for this page');
    const bad = await t.app.inject({ url: `${URL}?page=${encodeURIComponent('<script>')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Unknown page');
    expect((await t.app.inject({ url: URL })).statusCode).toBe(400);
  });
});
