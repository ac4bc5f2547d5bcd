// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE_ALT } from '../../lib/seo';
import { SeoHead, breadcrumbList, homeStructuredData } from './seo-head';

const ORIGIN = 'https://www.carsetu.in';

afterEach(cleanup);

function renderHead(
  path: string,
  {
    requestPath,
    isError = false,
    origin = ORIGIN,
  }: { requestPath?: string; isError?: boolean; origin?: string } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <SeoHead origin={origin} requestPath={requestPath} isError={isError} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** The routes stub renders on the next tick. */
const routerSettled = () => new Promise((resolve) => setTimeout(resolve, 0));
const attr = (selector: string, name = 'content') =>
  document.querySelector(selector)?.getAttribute(name) ?? null;
const jsonLd = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
  );

describe('SeoHead', () => {
  it('links the canonical URL and shares it with Open Graph and Twitter tags', async () => {
    renderHead('/faq/?utm_source=mail', { requestPath: '/faq/' });
    await routerSettled();
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/faq/`);
    expect(attr('meta[property="og:url"]')).toBe(`${ORIGIN}/faq/`);
    expect(attr('meta[property="og:locale"]')).toBe('en_IN');
    expect(attr('meta[property="og:image"]')).toBe(`${ORIGIN}/og-image.png`);
    expect(attr('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr('meta[name="twitter:image:alt"]')).toBe(SOCIAL_IMAGE_ALT);
  });

  it('keeps the trailing slash the server was asked for', async () => {
    renderHead('/sell-used-cars/', { requestPath: '/sell-used-cars/' });
    await routerSettled();
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/sell-used-cars/`);
  });

  it('publishes Organization and WebSite data on the home page', async () => {
    renderHead('/', { requestPath: '/' });
    await routerSettled();
    expect(jsonLd().map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('publishes a breadcrumb trail on other pages, except those with their own', async () => {
    renderHead('/traffic-challan/', { requestPath: '/traffic-challan/' });
    await routerSettled();
    expect(jsonLd().map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    cleanup();
    renderHead('/new-cars/tata/', { requestPath: '/new-cars/tata/' });
    await routerSettled();
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/new-cars/tata/`);
    expect(jsonLd()).toEqual([]);
  });

  it.each([
    ['a private page', '/my-orders', {}],
    ['an error page', '/faq/', { isError: true }],
    ['a page without a known origin', '/faq/', { origin: '' }],
  ])('adds nothing to %s', async (_name, path, options) => {
    renderHead(path, options);
    await routerSettled();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
  });
});

describe('breadcrumbList', () => {
  it('names sections, spells slugs and keeps the trailing slash style', () => {
    const list = breadcrumbList(ORIGIN, '/sell-used-cars/maruti-swift-dzire/');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Sell car', item: `${ORIGIN}/sell-used-cars/` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maruti swift dzire',
        item: `${ORIGIN}/sell-used-cars/maruti-swift-dzire/`,
      },
    ]);
  });

  it('spells an unknown first segment from its slug and keeps slash-less paths slash-less', () => {
    const list = breadcrumbList(ORIGIN, '/why-us');
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Why us',
      item: `${ORIGIN}/why-us`,
    });
  });
});

describe('homeStructuredData', () => {
  it('gives the help line and a site search pointing at the listing', () => {
    const [organization, website] = homeStructuredData(ORIGIN);
    expect(organization?.contactPoint).toMatchObject({
      telephone: '+91-1800-120-3344',
      areaServed: 'IN',
    });
    expect(website?.potentialAction?.target.urlTemplate).toBe(
      `${ORIGIN}/buy-used-car?q={search_term_string}`,
    );
  });
});
