import type { PageLink } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import type { FrameData } from './frame-data';
import {
  NAV_GRID_COLUMNS,
  NAV_GRID_ROWS,
  changeCityUrl,
  isExternalLink,
  newCarBrandLink,
  ourProductsLinks,
} from './nav-links';
import { buildNavMenus } from './nav-menus';

const link = (title: string, url = `/${title.toLowerCase().replace(/\s+/g, '-')}/`): PageLink => ({
  title,
  url,
  rel: null,
  suffixIcon: null,
});
const links = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => link(`${prefix} ${i + 1}`));

function frame(overrides: Partial<FrameData> = {}): FrameData {
  return {
    pathname: '/buy-used-cars/',
    activeTab: 'Buy',
    user: null,
    wishlistCount: 0,
    city: { id: 2, name: 'New Delhi' },
    buySections: [
      { key: 'quick-links', title: 'Quick links', items: links('Quick', 2) },
      { key: 'budget', title: 'Budget', items: links('Budget', 8) },
      { key: 'popular-brands', title: 'Popular brands', items: links('Brand', 3) },
      { key: 'fuel-types', title: 'Fuel types', items: links('Fuel', 2) },
    ],
    sellCities: Array.from({ length: 20 }, (_, i) => ({
      title: `City ${i + 1}`,
      seoLink: `/sell-used-cars-city-${i + 1}/`,
    })),
    popularCities: [],
    popularBrands: [
      { name: 'Tata', slug: 'tata' },
      { name: 'Kia', slug: 'kia' },
    ],
    ...overrides,
  };
}

const menu = (id: string, data = frame()) => buildNavMenus(data).find((item) => item.id === id)!;

describe('buildNavMenus (spec §2 header)', () => {
  it('lists the header entries in display order', () => {
    expect(buildNavMenus(frame()).map((item) => item.label)).toEqual([
      'Buy used car',
      'Sell car',
      'Car finance',
      'New cars',
      'Our products',
      'Car services',
      'FAQ',
    ]);
  });

  it('orders the Buy sections brands, budget, body, fuel, quick links and keeps the first three', () => {
    const buy = menu('buy');
    expect(buy.groups.map((group) => group.title)).toEqual([
      'Popular brands',
      'Budget',
      'Fuel types',
    ]);
    expect(buy.groups.length).toBeLessThanOrEqual(NAV_GRID_COLUMNS);
  });

  it(`cuts each group to ${NAV_GRID_ROWS} links`, () => {
    const budget = menu('buy').groups.find((group) => group.title === 'Budget')!;
    expect(budget.items).toHaveLength(NAV_GRID_ROWS);
    expect(budget.items[0]!.title).toBe('Budget 1');
  });

  it('leads the Buy menu with the city and a change-city action', () => {
    expect(menu('buy').lead).toEqual({
      text: 'Used cars in New Delhi',
      action: { title: 'Change city', url: changeCityUrl, rel: null, suffixIcon: null },
    });
    expect(changeCityUrl).toBe('/buy-used-cars/?source=locationSelector');
  });

  it('drops empty sections before filling the grid', () => {
    const buy = menu(
      'buy',
      frame({
        buySections: [
          { key: 'popular-brands', title: 'Popular brands', items: [] },
          { key: 'budget', title: 'Budget', items: links('Budget', 1) },
        ],
      }),
    );
    expect(buy.groups.map((group) => group.title)).toEqual(['Budget']);
  });

  it('lays the sell cities out column by column in a 3 × 6 grid', () => {
    const sell = menu('sell');
    expect(sell.groups).toHaveLength(NAV_GRID_COLUMNS);
    expect(sell.groups.map((group) => group.items.length)).toEqual([6, 6, 6]);
    expect(sell.groups[1]!.items[0]).toEqual({
      title: 'Sell car in City 7',
      url: '/sell-used-cars-city-7/',
      rel: null,
      suffixIcon: null,
    });
  });

  it('links Car finance with the page it was opened from', () => {
    const finance = menu('finance', frame({ pathname: '/new-cars/' }));
    expect(finance.href).toBe('/used-car-loan/?fromSource=%2Fnew-cars%2F');
    expect(finance.groups).toEqual([]);
    expect(finance.tab).toBe('Loan');
  });

  it('builds the New cars menu from the popular brands, body types and budgets', () => {
    const newCars = menu('new-cars');
    expect(newCars.groups.map((group) => group.title)).toEqual([
      'Popular brands',
      'By body type',
      'By budget',
    ]);
    expect(newCars.groups[0]!.items.map((item) => item.url)).toEqual([
      '/new-cars/tata/',
      '/new-cars/kia/',
    ]);
    expect(newCars.groups[2]!.items[0]).toMatchObject({
      title: 'Cars under 5 lakh',
      url: '/new-cars/search-by/cars-under-5-lakhs/',
    });
  });

  it('gives the menus the tabs that highlight them', () => {
    const tabs = buildNavMenus(frame()).map((item) => item.tab);
    expect(tabs).toEqual(['Buy', 'Sell', 'Loan', undefined, undefined, undefined, undefined]);
  });
});

describe('nav links', () => {
  it('opens partner products outside the site with no window handle or referrer', () => {
    const partners = ourProductsLinks.filter(isExternalLink);
    expect(partners.map((item) => item.title)).toEqual([
      'Loan against car',
      'Personal loan',
      'Credit cards',
    ]);
    for (const item of partners) {
      expect(item.rel).toBe('noopener noreferrer');
      expect(item.suffixIcon).toBe('external');
    }
    expect(isExternalLink(ourProductsLinks[0]!)).toBe(false);
  });

  it('tells external links by their scheme', () => {
    expect(isExternalLink(link('A', 'https://example.com'))).toBe(true);
    expect(isExternalLink(link('A', 'http://example.com'))).toBe(true);
    expect(isExternalLink(link('A', '/faq/'))).toBe(false);
    expect(isExternalLink(link('A', '//example.com'))).toBe(false);
  });

  it('names a brand link after the brand', () => {
    expect(newCarBrandLink({ name: 'Maruti Suzuki', slug: 'maruti-suzuki' })).toEqual({
      title: 'Maruti Suzuki cars',
      url: '/new-cars/maruti-suzuki/',
      rel: null,
      suffixIcon: null,
    });
  });
});
