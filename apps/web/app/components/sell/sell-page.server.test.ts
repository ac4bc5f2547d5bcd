import { describe, expect, it } from 'vitest';
import { INVALID_MOBILE_MESSAGE } from '@carsetu/contracts';
import { apiError, fakeApi, type FakeAnswer } from '../../testing/fake-api';
import {
  SELL_MOBILE_COOKIE,
  SELL_PAGE_FAQ_COUNT,
  SELL_PAGE_TESTIMONIAL_COUNT,
  loadSellPage,
  submitSellRequest,
} from './sell-page.server';

const post = (url: string, values: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return new Request(url, { method: 'POST', body });
};

describe('submitSellRequest', () => {
  it('answers 400 with the messages and the typed values', async () => {
    const result = (await submitSellRequest(
      post('https://www.carsetu.in/sell-used-cars/', {
        registrationNumber: 'MH12AB1234',
        mobile: '123',
      }),
    )) as unknown as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      errors: { mobile: INVALID_MOBILE_MESSAGE },
      values: { registrationNumber: 'MH12AB1234', mobile: '123' },
    });
  });

  it('continues to the valuation with the normalised number; the mobile rides in a cookie', async () => {
    const response = (await submitSellRequest(
      post('https://www.carsetu.in/sell-used-cars/', {
        registrationNumber: 'mh 12 ab 1234',
        mobile: '9876543210',
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/used-car-valuation/?registrationNumber=MH12AB1234',
    );
    expect(response.headers.get('location')).not.toContain('9876543210');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain(`${SELL_MOBILE_COOKIE}=9876543210`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=1800');
    expect(cookie).toContain('; Secure');
  });

  it('leaves Secure off on plain http (local runs)', async () => {
    const response = (await submitSellRequest(
      post('http://localhost:3000/sell-used-cars/', {
        registrationNumber: 'MH12AB1234',
        mobile: '9876543210',
      }),
    )) as Response;
    expect(response.headers.get('set-cookie')).not.toContain('Secure');
  });
});

const city = (id: number, slug: string, title: string) => ({
  id,
  slug,
  title,
  seoLink: `/sell-used-cars-${slug}/`,
  sellOrder: id,
});
const many = (n: number, make: (i: number) => object) =>
  Array.from({ length: n }, (_, i) => make(i));

function sellApi(extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /api/vehicle/page/content': { body: { data: { blocks: [] } } },
    'GET /api/vehicle/v1/sell-cities': {
      body: { data: [city(1, 'pune', 'Pune'), city(2, 'new-delhi', 'New Delhi')] },
    },
    'GET /api/vehicle/v1/faq': {
      body: { data: many(10, (i) => ({ id: i, question: `Q${i}`, answer: `A${i}` })) },
    },
    'GET /api/vehicle/v1/testimonials': {
      body: { data: many(5, (i) => ({ id: i, name: `N${i}`, text: `T${i}` })) },
    },
    'GET /api/vehicle/customer-reviews': {
      body: {
        data: [],
        page: 1,
        size: 3,
        summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      },
    },
    'GET /api/vehicle/car-bought-count/2': { body: { count: 1234, cityName: 'New Delhi' } },
    'GET /api/vehicle/v1/seo-content': apiError(404, 'NOT_FOUND', 'none'),
    ...extra,
  });
}

describe('loadSellPage', () => {
  it('loads the general sell page without a bought count, trimming FAQs and testimonials', async () => {
    const fake = sellApi();
    const page = await loadSellPage(fake.context, null);
    expect(page.city).toBeNull();
    expect(page.bought).toBeNull();
    expect(page.seo).toBeNull();
    expect(page.faqs).toHaveLength(SELL_PAGE_FAQ_COUNT);
    expect(page.testimonials).toHaveLength(SELL_PAGE_TESTIMONIAL_COUNT);
    expect(fake.calls('GET', '/api/vehicle/v1/faq')[0]!.query.get('category')).toBe('sell');
    expect(fake.calls('GET', '/api/vehicle/customer-reviews')[0]!.query.get('size')).toBe('3');
    expect(
      fake.requests.some((request) => request.path.startsWith('/api/vehicle/car-bought-count')),
    ).toBe(false);
  });

  it("loads a city page with that city's bought count", async () => {
    const page = await loadSellPage(sellApi().context, 'new-delhi');
    expect(page.city).toMatchObject({ id: 2, title: 'New Delhi' });
    expect(page.bought).toEqual({ count: 1234, cityName: 'New Delhi' });
  });

  it('answers 404 for a city CarSetu does not buy in', async () => {
    await expect(loadSellPage(sellApi().context, 'atlantis')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
