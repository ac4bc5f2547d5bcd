import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import {
  PAGE_SOURCES,
  carSitemapPage,
  escapeXml,
  newCarPages,
  newest,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.server';

const ORIGIN = 'https://www.carsetu.in';

const SITE = {
  'GET /api/vehicle/v1/sell-cities': {
    body: {
      data: [{ seoLink: '/sell-used-cars-pune/' }, { seoLink: '/sell-used-cars-new-delhi/' }],
    },
  },
  'GET /api/vehicle/v1/articles?page=1': {
    body: { data: [{ slug: 'rc-transfer', updatedAt: '2026-11-20T10:00:00Z' }], totalPages: 2 },
  },
  'GET /api/vehicle/v1/articles?page=2': {
    body: { data: [{ slug: 'car-loan-tips', updatedAt: '2026-10-01T08:00:00Z' }], totalPages: 2 },
  },
  'GET /api/consumer/api/v1/e-challan-sitemap': {
    body: {
      pages: [
        { stateSlug: 'maharashtra', citySlug: null },
        { stateSlug: 'maharashtra', citySlug: 'pune' },
      ],
    },
  },
};

async function allPages(answers: Parameters<typeof fakeContext>[0]) {
  const { context } = fakeContext(answers);
  return (await Promise.all(PAGE_SOURCES.map((source) => source(context)))).flat();
}

describe('sitemap page sources', () => {
  it('lists the core pages with the home page first at top priority', async () => {
    const pages = await allPages(SITE);
    expect(pages[0]).toEqual({ path: '/', changefreq: 'daily', priority: 1 });
    const paths = pages.map((page) => page.path);
    for (const path of ['/buy-used-cars/', '/traffic-challan/', '/new-cars/', '/faq/']) {
      expect(paths).toContain(path);
    }
  });

  it('adds every sell city', async () => {
    const pages = await allPages(SITE);
    expect(pages).toContainEqual({
      path: '/sell-used-cars-pune/',
      changefreq: 'weekly',
      priority: 0.7,
    });
  });

  it('walks every page of articles and dates each by its last change', async () => {
    const pages = await allPages(SITE);
    expect(
      pages.filter((page) => page.path.startsWith('/article/') && page.path !== '/article/'),
    ).toEqual([
      {
        path: '/article/rc-transfer/',
        lastmod: '2026-11-20',
        changefreq: 'monthly',
        priority: 0.5,
      },
      {
        path: '/article/car-loan-tips/',
        lastmod: '2026-10-01',
        changefreq: 'monthly',
        priority: 0.5,
      },
    ]);
  });

  it('adds e-challan state pages above their city pages', async () => {
    const pages = await allPages(SITE);
    expect(pages).toContainEqual({
      path: '/traffic-challan/maharashtra/',
      changefreq: 'monthly',
      priority: 0.7,
    });
    expect(pages).toContainEqual({
      path: '/traffic-challan/maharashtra/pune/',
      changefreq: 'monthly',
      priority: 0.6,
    });
  });

  it('fails rather than publish a partial sitemap when a source is down', async () => {
    await expect(
      allPages({ ...SITE, 'GET /api/consumer/api/v1/e-challan-sitemap': { status: 503 } }),
    ).rejects.toThrow('e-challan sitemap API answered 503');
    await expect(
      allPages({ ...SITE, 'GET /api/vehicle/v1/sell-cities': { status: 500 } }),
    ).rejects.toThrow('/api/vehicle/v1/sell-cities answered 500');
  });
});

describe('newCarPages', () => {
  it('dates a brand page by its newest model and lists searches and models', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars': {
        body: {
          data: {
            brands: [{ slug: 'tata', url: '/new-cars/tata/' }],
            bodyTypes: [{ url: '/new-cars/search-by/suv-cars/' }],
            budgets: [{ url: '/new-cars/search-by/cars-under-5-lakhs/' }],
          },
        },
      },
      'GET /api/vehicle/v1/new-cars/tata': {
        body: {
          data: {
            models: [
              { url: '/new-cars/tata/nexon/', updatedAt: '2026-09-01T00:00:00Z' },
              { url: '/new-cars/tata/punch/', updatedAt: '2026-11-05T12:00:00Z' },
            ],
          },
        },
      },
    });
    expect(await newCarPages(context)).toEqual([
      { path: '/new-cars/tata/', lastmod: '2026-11-05', changefreq: 'weekly', priority: 0.6 },
      { path: '/new-cars/search-by/suv-cars/', changefreq: 'weekly', priority: 0.6 },
      { path: '/new-cars/search-by/cars-under-5-lakhs/', changefreq: 'weekly', priority: 0.6 },
      { path: '/new-cars/tata/nexon/', lastmod: '2026-09-01', changefreq: 'weekly', priority: 0.5 },
      { path: '/new-cars/tata/punch/', lastmod: '2026-11-05', changefreq: 'weekly', priority: 0.5 },
    ]);
  });

  it('leaves a brand without models undated', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/new-cars': {
        body: {
          data: {
            brands: [{ slug: 'new brand', url: '/new-cars/new-brand/' }],
            bodyTypes: [],
            budgets: [],
          },
        },
      },
      'GET /api/vehicle/v1/new-cars/new%20brand': { body: { data: { models: [] } } },
    });
    expect(await newCarPages(context)).toEqual([
      { path: '/new-cars/new-brand/', lastmod: undefined, changefreq: 'weekly', priority: 0.6 },
    ]);
  });
});

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations, optional lastmod, one-decimal priorities and each page in both languages', () => {
    expect(
      urlsetXml(ORIGIN, [
        { path: '/', changefreq: 'daily', priority: 1 },
        {
          path: '/buy-used-car?make=tata&model=nexon',
          lastmod: '2026-11-20',
          changefreq: 'weekly',
          priority: 0.55,
        },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url><loc>https://www.carsetu.in/</loc><changefreq>daily</changefreq><priority>1.0</priority>' +
          '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.carsetu.in/"/>' +
          '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.carsetu.in/?lang=hi"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.carsetu.in/"/></url>',
        '  <url><loc>https://www.carsetu.in/buy-used-car?make=tata&amp;model=nexon</loc><lastmod>2026-11-20</lastmod><changefreq>weekly</changefreq><priority>0.6</priority>' +
          '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.carsetu.in/buy-used-car?make=tata&amp;model=nexon"/>' +
          '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.carsetu.in/buy-used-car?make=tata&amp;model=nexon&amp;lang=hi"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.carsetu.in/buy-used-car?make=tata&amp;model=nexon"/></url>',
        '</urlset>',
      ].join('\n'),
    );
  });

  it('writes a sitemap index', () => {
    expect(
      sitemapIndexXml(ORIGIN, [
        { path: '/sitemap-pages.xml' },
        { path: '/sitemap-cars.xml?page=1', lastmod: '2026-11-25' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://www.carsetu.in/sitemap-pages.xml</loc></sitemap>',
        '  <sitemap><loc>https://www.carsetu.in/sitemap-cars.xml?page=1</loc><lastmod>2026-11-25</lastmod></sitemap>',
        '</sitemapindex>',
      ].join('\n'),
    );
  });

  it('escapes the XML specials', () => {
    expect(escapeXml('a&b<c>"d"')).toBe('a&amp;b&lt;c&gt;&quot;d&quot;');
  });

  it('finds the newest date, or none', () => {
    expect(newest(['2026-01-02', '2026-03-01', '2025-12-31'])).toBe('2026-03-01');
    expect(newest([])).toBeUndefined();
  });

  it('reads one page of car URLs from the inventory API', async () => {
    const body = {
      total: 1,
      pageSize: 500,
      items: [{ url: '/buy-used-car/1', lastmod: '2026-11-01' }],
    };
    const { context } = fakeContext({
      'GET /api/consumer/inventory/v1/sitemap/cars?page=2': { body },
    });
    expect(await carSitemapPage(context, 2)).toEqual(body);
  });
});
