import { ARTICLES_PAGE_SIZE } from '@carsetu/contracts';
import { seedSteps } from '@carsetu/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readingMinutes } from './articles.service';

const articlesSeed = seedSteps.find((step) => step.name === 'articles')!;

describe('blog: articles by page and category, one by slug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await articlesSeed.run(t.database, { info: () => {} });
    await articlesSeed.run(t.database, { info: () => {} }); // idempotent
  });
  afterAll(() => t.close());

  it('lists newest first, a page at a time, with the total', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: ARTICLES_PAGE_SIZE, total: 7, totalPages: 2 });
    expect(body.data).toHaveLength(ARTICLES_PAGE_SIZE);
    const dates = body.data.map((article: { publishedAt: string }) => article.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.headers['cache-control']).toContain('max-age=300');
    const second = await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles?page=2' });
    expect(second.json().data).toHaveLength(1);
    const beyond = await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles?page=9' });
    expect(beyond.json().data).toEqual([]);
  });

  it('filters by category and refuses an unknown one or a bad page', async () => {
    const selling = await t.app.inject({
      method: 'GET',
      url: '/api/vehicle/v1/articles?category=selling',
    });
    expect(selling.json().total).toBe(3);
    expect(
      selling
        .json()
        .data.every((a: { category: { slug: string } }) => a.category.slug === 'selling'),
    ).toBe(true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/vehicle/v1/articles?category=x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'category must be one of buying, selling, finance, challans',
    );
    const badPage = await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles?page=0' });
    expect(badPage.statusCode).toBe(400);
  });

  it('answers one article with its body, 404 for an unknown slug and 400 for a malformed one', async () => {
    const article = await t.app.inject({
      method: 'GET',
      url: '/api/vehicle/v1/articles/rc-transfer-form-29-30',
    });
    expect(article.statusCode).toBe(200);
    expect(article.json().data).toMatchObject({
      title: 'RC transfer after selling your car: Form 29 and Form 30',
      category: { slug: 'selling', name: 'Selling your car' },
    });
    expect(article.json().data.body).toContain('**14 days**');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles/no-such-article' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vehicle/v1/articles/..%2Fetc' })).statusCode,
    ).toBe(400);
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
  });
});
