import type { InternalApi } from '@carsetu/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import App, { ErrorBoundary, loader } from '../../root';

// The frame's own behaviour only: the account and wishlist parts belong to other modules.
vi.mock('../auth/load-user.server', () => ({ loadFrameUser: async () => null }));
vi.mock('./load-wishlist-count.server', () => ({ loadWishlistCount: async () => 3 }));

const link = (title: string, url: string) => ({ title, url, rel: null, suffixIcon: null });
const city = { id: 2, name: 'New Delhi', slug: 'new-delhi', url: '/buy-used-car?storeCityId=2' };
const responses: Record<string, unknown> = {
  '/api/vehicle/v1/sell-cities': {
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
  '/api/vehicle/v1/popular-cities': { data: [city] },
  '/api/vehicle/v1/brands': {
    data: [{ id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki', isPopular: true, modelCount: 9 }],
  },
  '/api/vehicle/v1/buy-cars/header-data/2': {
    city: { city_id: 2, city_name: 'New Delhi' },
    data: [
      {
        key: 'popular-brands',
        title: 'Popular brands',
        items: [link('Used Maruti Suzuki cars', '/buy-used-car?make=maruti-suzuki&storeCityId=2')],
      },
    ],
  },
};
const requested: string[] = [];
const api: InternalApi = {
  request: async ({ url }) => {
    requested.push(url);
    const body = responses[url];
    return body
      ? { status: 200, headers: {}, body: JSON.stringify(body) }
      : {
          status: 404,
          headers: {},
          body: JSON.stringify({ error: { code: 'NOT_FOUND', message: url } }),
        };
  },
};

async function render(path: string, cookie = '') {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: ({ request }: { request: Request }) =>
        loader({ request, context: { api, cspNonce: 'n', requestId: 'r' }, params: {} } as never),
      Component: App,
      ErrorBoundary,
      children: [{ path: '*', Component: () => <main>Page content</main> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(
    new Request(`http://localhost${path}`, { headers: { cookie } }),
  );
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}

describe('page frame', () => {
  it('renders header links, the city Buy menu, sell cities and the active section', async () => {
    const html = await render('/buy-used-cars/');
    expect(html).toContain('Page content');
    expect(html).toContain('href="/sell-used-cars-new-delhi/"');
    expect(html).toContain('Used cars in New Delhi');
    expect(html).toContain('href="/used-car-loan/?fromSource=%2Fbuy-used-cars%2F"');
    expect(html).toMatch(/aria-current="page" href="\/buy-used-cars\/"/);
    expect(html).toContain('aria-label="Wishlist, 3 cars"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('falls back to the default city when the city cookie names an unknown city', async () => {
    requested.length = 0;
    const html = await render('/', 'carsetu_city=999');
    expect(requested).toContain('/api/vehicle/v1/buy-cars/header-data/999');
    expect(requested).toContain('/api/vehicle/v1/buy-cars/header-data/2');
    expect(html).toContain('Used cars in New Delhi');
    expect(html).not.toContain('aria-label="Wishlist');
  });
});
