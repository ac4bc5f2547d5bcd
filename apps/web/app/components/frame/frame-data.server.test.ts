import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import type { FrameUser } from '../auth/frame-user';
import { DEFAULT_CITY_SLUG, FRAME_BRAND_COUNT, loadFrameData } from './frame-data.server';
import { loadWishlistCount } from './load-wishlist-count.server';
import { NAV_GRID_ROWS } from './nav-links';

// The user is the identity area's answer; the frame only passes it on.
const identity = vi.hoisted(() => ({ user: null as FrameUser | null }));
vi.mock('../auth/load-user.server', () => ({ loadFrameUser: async () => identity.user }));

const popularCity = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  url: `/buy-used-car?storeCityId=${id}`,
});
const header = (cityId: number, cityName: string) => ({
  body: {
    city: { city_id: cityId, city_name: cityName },
    data: [{ key: 'budget', title: 'Budget', items: [] }],
  },
});
const brands = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Brand ${i + 1}`,
  slug: `brand-${i + 1}`,
  isPopular: i !== 1,
  modelCount: 3,
}));

const BASE = {
  'GET /api/vehicle/v1/sell-cities': {
    body: {
      data: [
        {
          id: 2,
          slug: 'new-delhi',
          title: 'Delhi',
          seoLink: '/sell-used-cars-new-delhi/',
          sellOrder: 1,
        },
      ],
    },
  },
  'GET /api/vehicle/v1/popular-cities': {
    body: {
      data: [popularCity(5, 'Pune', 'pune'), popularCity(2, 'New Delhi', DEFAULT_CITY_SLUG)],
    },
  },
  'GET /api/vehicle/v1/brands': { body: { data: brands } },
  'GET /api/vehicle/v1/buy-cars/header-data/2': header(2, 'New Delhi'),
  'GET /api/vehicle/v1/buy-cars/header-data/5': header(5, 'Pune'),
  'GET /api/consumer/inventory/v1/wishlist/count': { body: { wishlistCount: 4 } },
};

const ASHA: FrameUser = {
  name: 'Asha',
  isLoggedIn: true,
  isFetched: true,
  mobile: '9876543210',
  email: '',
  userId: 'u-1',
  secureToken: 's',
};

function pageRequest(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
}

beforeEach(() => {
  identity.user = null;
});

describe('loadFrameData', () => {
  it('uses the default city for a first-time visitor', async () => {
    const { context } = fakeContext(BASE);
    const frame = await loadFrameData(context, pageRequest('/buy-used-cars/'));
    expect(frame.city).toEqual({ id: 2, name: 'New Delhi' });
    expect(frame.pathname).toBe('/buy-used-cars/');
    expect(frame.activeTab).toBe('Buy');
    expect(frame.wishlistCount).toBe(4);
    // Only what the footer and menus show (no slugs).
    expect(frame.sellCities).toEqual([{ title: 'Delhi', seoLink: '/sell-used-cars-new-delhi/' }]);
    expect(frame.popularCities).toEqual([
      { id: 5, name: 'Pune', url: '/buy-used-car?storeCityId=5' },
      { id: 2, name: 'New Delhi', url: '/buy-used-car?storeCityId=2' },
    ]);
  });

  it("shows the Buy menu of the visitor's chosen city", async () => {
    const { context, requests } = fakeContext(BASE);
    const frame = await loadFrameData(context, pageRequest('/', 'a=1; carsetu_city=5'));
    expect(frame.city).toEqual({ id: 5, name: 'Pune' });
    expect(requests.map((request) => request.url)).not.toContain(
      '/api/vehicle/v1/buy-cars/header-data/2',
    );
  });

  it('sends only the Buy sections and links the menu shows (a page hydrates what it shows)', async () => {
    const items = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        title: `${prefix} ${i + 1}`,
        url: `/${prefix}-${i + 1}/`,
        rel: null,
        suffixIcon: null,
      }));
    const { context } = fakeContext({
      ...BASE,
      'GET /api/vehicle/v1/buy-cars/header-data/2': {
        body: {
          city: { city_id: 2, city_name: 'New Delhi' },
          data: [
            { key: 'fuel-types', title: 'Fuel', items: items('fuel', 4) },
            { key: 'budget', title: 'Budget', items: items('budget', 6) },
            { key: 'popular-brands', title: 'Brands', items: items('brand', 9) },
            { key: 'body-types', title: 'Body', items: items('body', 6) },
          ],
        },
      },
    });
    const frame = await loadFrameData(context, pageRequest('/'));
    expect(frame.buySections.map((section) => section.key)).toEqual([
      'popular-brands',
      'budget',
      'body-types',
    ]);
    expect(frame.buySections[0]!.items.map((item) => item.title)).toEqual(
      items('brand', NAV_GRID_ROWS).map((item) => item.title),
    );
  });

  it('falls back to the default city when the cookie names an unknown city', async () => {
    const { context } = fakeContext({
      ...BASE,
      'GET /api/vehicle/v1/buy-cars/header-data/77': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'no city' } },
      },
    });
    const frame = await loadFrameData(context, pageRequest('/', 'carsetu_city=77'));
    expect(frame.city.id).toBe(2);
  });

  it('fails the page (error page, spec §8) when the city menu service is down', async () => {
    const { context } = fakeContext({
      ...BASE,
      'GET /api/vehicle/v1/buy-cars/header-data/5': { status: 503 },
    });
    await expect(loadFrameData(context, pageRequest('/', 'carsetu_city=5'))).rejects.toMatchObject({
      status: 503,
    });
  });

  it(`offers at most ${FRAME_BRAND_COUNT} popular brands`, async () => {
    const { context } = fakeContext(BASE);
    const frame = await loadFrameData(context, pageRequest('/'));
    expect(frame.popularBrands).toHaveLength(FRAME_BRAND_COUNT);
    expect(frame.popularBrands.map((brand) => brand.slug)).not.toContain('brand-2');
    expect(frame.popularBrands[0]).toEqual({ name: 'Brand 1', slug: 'brand-1' });
  });

  it('uses the first popular city when the default one is missing', async () => {
    const { context } = fakeContext({
      ...BASE,
      'GET /api/vehicle/v1/popular-cities': { body: { data: [popularCity(5, 'Pune', 'pune')] } },
    });
    expect((await loadFrameData(context, pageRequest('/'))).city.name).toBe('Pune');
  });

  it('fails clearly when the catalog has no popular cities', async () => {
    const { context } = fakeContext({
      ...BASE,
      'GET /api/vehicle/v1/popular-cities': { body: { data: [] } },
    });
    await expect(loadFrameData(context, pageRequest('/'))).rejects.toThrow(
      'The catalog has no popular cities',
    );
  });

  it('asks the experiments service only for a logged-in user', async () => {
    const { context, requests } = fakeContext({
      ...BASE,
      'POST /api/vehicle/experiments/check': { body: { data: { 'request-callback': 'off' } } },
    });
    const visitor = await loadFrameData(context, pageRequest('/'));
    expect(visitor.experiments).toBeUndefined();
    expect(requests.some((request) => request.url === '/api/vehicle/experiments/check')).toBe(
      false,
    );

    identity.user = ASHA;
    const member = await loadFrameData(context, pageRequest('/'));
    expect(member.user).toBe(ASHA);
    expect(member.experiments).toEqual({ requestCallback: false });
    const check = requests.find((request) => request.url === '/api/vehicle/experiments/check');
    expect(check?.body).toEqual({ experiments: ['request-callback'] });
  });

  it('keeps the default when the experiments service fails', async () => {
    identity.user = ASHA;
    const { context } = fakeContext({
      ...BASE,
      'POST /api/vehicle/experiments/check': { status: 500 },
    });
    const frame = await loadFrameData(context, pageRequest('/'));
    expect(frame.experiments).toBeUndefined();
  });
});

describe('loadWishlistCount', () => {
  it('is 0 for a visitor (401)', async () => {
    const { context } = fakeContext({
      'GET /api/consumer/inventory/v1/wishlist/count': { status: 401 },
    });
    expect(await loadWishlistCount(context)).toBe(0);
  });

  it('fails the page on any other error', async () => {
    const { context } = fakeContext({
      'GET /api/consumer/inventory/v1/wishlist/count': { status: 500 },
    });
    await expect(loadWishlistCount(context)).rejects.toMatchObject({ status: 500 });
  });
});
