import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import { typedApi } from '../../lib/typed-api.server';
import { loadArticle, loadArticleList, loadSeoContent } from './articles.server';

const ORIGIN = 'https://www.carsetu.in';
const at = (path: string) => new Request(`${ORIGIN}${path}`);
const LIST = (totalPages: number) => ({ body: { data: [{ slug: 'a' }], page: 1, totalPages } });

/** The status of a thrown `data(null, { status })`, or null when nothing was thrown. */
async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

describe('loadArticleList', () => {
  it('reads page 1 of all articles by default', async () => {
    const { context, requests } = fakeContext({ 'GET /api/vehicle/v1/articles?page=1': LIST(3) });
    const list = await loadArticleList(context, at('/article/'));
    expect(list).toMatchObject({ category: null, origin: ORIGIN, totalPages: 3 });
    expect(requests[0]!.url).toBe('/api/vehicle/v1/articles?page=1');
  });

  it('filters by a known category', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/articles?page=2&category=finance': LIST(2),
    });
    const list = await loadArticleList(context, at('/article/?category=finance&page=2'));
    expect(list.category).toBe('finance');
  });

  it.each([
    ['an unknown category', '/article/?category=gossip'],
    ['page 0', '/article/?page=0'],
    ['a page that is not a number', '/article/?page=two'],
    ['a page of five digits', '/article/?page=10000'],
  ])('404s %s without asking the API', async (_name, path) => {
    const { context, requests } = fakeContext({});
    expect(await statusOf(loadArticleList(context, at(path)))).toBe(404);
    expect(requests).toHaveLength(0);
  });

  it('404s a page past the end', async () => {
    const { context } = fakeContext({ 'GET /api/vehicle/v1/articles?page=5': LIST(4) });
    expect(await statusOf(loadArticleList(context, at('/article/?page=5')))).toBe(404);
  });
});

describe('loadArticle', () => {
  it('loads the article with the origin for its canonical link', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/articles/rc-transfer': { body: { data: { slug: 'rc-transfer' } } },
    });
    expect(await loadArticle(context, at('/article/rc-transfer/'), 'rc-transfer')).toEqual({
      article: { slug: 'rc-transfer' },
      origin: ORIGIN,
    });
  });

  it.each([404, 400])('turns an API %s into a 404 page', async (status) => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/articles/x': { status, body: { error: { code: 'E', message: 'no' } } },
    });
    expect(await statusOf(loadArticle(context, at('/article/x/'), 'x'))).toBe(404);
  });

  it('lets a server failure reach the error page', async () => {
    const { context } = fakeContext({ 'GET /api/vehicle/v1/articles/x': { status: 500 } });
    await expect(loadArticle(context, at('/article/x/'), 'x')).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('loadSeoContent', () => {
  it('returns the stored copy of a page', async () => {
    const copy = { heading: 'Used cars in Pune', paragraphs: ['Buy inspected cars.'] };
    const { context } = fakeContext({
      'GET /api/vehicle/v1/seo-content?page=buy-used-cars': { body: copy },
    });
    expect(await loadSeoContent(typedApi(context), 'buy-used-cars')).toEqual(copy);
  });

  it('is null for a page without copy', async () => {
    const { context } = fakeContext({});
    expect(await loadSeoContent(typedApi(context), 'faq')).toBeNull();
  });

  it('fails on other errors', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/seo-content?page=faq': { status: 502 },
    });
    await expect(loadSeoContent(typedApi(context), 'faq')).rejects.toMatchObject({ status: 502 });
  });
});
