import type { Faq } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContent } from './catalog.test-fixtures';

describe('catalog content', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/vehicle${url}` });
  const questions = (body: { data: Faq[] }) => body.data.map((faq) => faq.question);

  beforeAll(async () => {
    t = await createTestApp();
    await insertContent(t.app.db);
  });
  afterAll(() => t.close());

  it('serves page content by type; 404 without content, 400 for an unknown type', async () => {
    const res = await get('/page/content?type=sell-used-cars');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'sell-used-cars',
      metaTitle: 'Sell your car',
      blocks: [{ kind: 'hero', title: 'Sell your car in one visit', subtitle: 'Instant payment' }],
    });
    expect((await get('/page/content?type=home')).statusCode).toBe(404);
    const bad = await get('/page/content?type=casino');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^type must be one of home, /);
    expect((await get('/page/content')).statusCode).toBe(400);
  });

  it('lists FAQs of a category in display order, or every site category', async () => {
    const buy = (await get('/v1/faq?category=buy')).json();
    expect(questions(buy)).toEqual(['What is the return policy?', 'Can I take a test drive?']);
    const state = (await get('/v1/faq?category=state:maharashtra')).json();
    expect(questions(state)).toEqual(['Where do I pay a Mumbai challan?']);
    const all = (await get('/v1/faq')).json();
    expect(questions(all)).toHaveLength(4);
    expect(questions(all)).not.toContain('Where do I pay a Mumbai challan?');
    expect((await get('/v1/faq?category=cars')).statusCode).toBe(400);
  });

  it('searches questions and answers, question hits first', async () => {
    const res = await get('/faq-search?version=2&q=INSPECTION');
    expect(questions(res.json())).toEqual(['Is the inspection free?']);
    const inAnswer = await get('/faq-search?version=2&q=7%20days');
    expect(questions(inAnswer.json())).toEqual(['What is the return policy?']);
    // % is a literal character, not a wildcard.
    expect(questions((await get('/faq-search?version=2&q=100%25')).json())).toEqual([
      'Who can apply?',
    ]);
    expect((await get('/faq-search?version=2&q=nothing%20like%20this')).json().data).toEqual([]);
  });

  it('rejects faq-search without version 2 or with a too-short query', async () => {
    const wrongVersion = await get('/faq-search?version=1&q=inspection');
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().error.message).toBe('version must be 2');
    expect((await get('/faq-search?q=inspection')).statusCode).toBe(400);
    expect((await get('/faq-search?version=2&q=a')).statusCode).toBe(400);
  });

  it('lists testimonials newest first, optionally by category', async () => {
    const all = (await get('/v1/testimonials')).json().data;
    expect(all.map((x: { customerName: string }) => x.customerName)).toEqual([
      'Vikram Singh',
      'Priya Nair',
    ]);
    expect(all[0]).toMatchObject({
      category: 'sell',
      cityName: 'Gurgaon',
      rating: 4,
      createdAt: '2025-05-01T00:00:00.000Z',
    });
    const buy = (await get('/v1/testimonials?category=buy')).json().data;
    expect(buy).toHaveLength(1);
    expect((await get('/v1/testimonials?category=loan')).json().data).toEqual([]);
    expect((await get('/v1/testimonials?category=rent')).statusCode).toBe(400);
  });
});
