// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameData } from './frame-data';
import { buildNavMenus } from './nav-menus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: null, requireLogin: () => {} }),
}));

afterEach(cleanup);

function frame(overrides: Partial<FrameData> = {}): FrameData {
  return {
    pathname: '/buy-used-cars/',
    activeTab: 'Buy',
    user: null,
    wishlistCount: 3,
    city: { id: 2, name: 'New Delhi' },
    buySections: [],
    sellCities: [
      { title: 'Delhi', seoLink: '/sell-used-cars-new-delhi/' },
      { title: 'Pune', seoLink: '/sell-used-cars-pune/' },
    ],
    popularCities: Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      name: `City ${i + 1}`,
      url: `/buy-used-car?storeCityId=${i + 1}`,
    })),
    popularBrands: [],
    ...overrides,
  };
}

function renderFrame(data: FrameData) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <SiteHeader frame={data} menus={buildNavMenus(data)} />
          <SiteFooter catalog={data} />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('SiteHeader', () => {
  it('starts with a skip link to the main content', async () => {
    renderFrame(frame());
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(within(screen.getByRole('banner')).getAllByRole('link')[0]).toBe(skip);
  });

  it('shows the wishlist heart with its count on used-car pages', async () => {
    renderFrame(frame());
    const heart = await screen.findByRole('link', { name: 'Wishlist, 3 cars' });
    expect(heart.getAttribute('href')).toBe('/wishlist');
  });

  it('says "1 car" for a single wishlisted car', async () => {
    renderFrame(frame({ wishlistCount: 1 }));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 car' })).toBeTruthy();
  });

  it('hides the heart off used-car pages', async () => {
    renderFrame(frame({ activeTab: 'Sell' }));
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /Wishlist,/ })).toBeNull();
  });

  it('carries the account menu', async () => {
    renderFrame(frame());
    expect(await screen.findByRole('button', { name: 'Hello, Sign in' })).toBeTruthy();
  });
});

describe('SiteFooter', () => {
  it('offers the help line as a phone link', async () => {
    renderFrame(frame());
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Help line, 9 AM to 9 PM')).toBeTruthy();
    expect(
      within(footer)
        .getByRole('link', { name: /1800 120 3344/ })
        .getAttribute('href'),
    ).toBe('tel:18001203344');
  });

  it('links the first five popular cities in the Buy group, then the wishlist', async () => {
    renderFrame(frame());
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const buy = within(nav).getByRole('heading', { name: 'Buy' }).nextElementSibling as HTMLElement;
    expect(
      within(buy)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Buy used cars',
      'Used cars in City 1',
      'Used cars in City 2',
      'Used cars in City 3',
      'Used cars in City 4',
      'Used cars in City 5',
      'Wishlist',
    ]);
  });

  it('opens social profiles in a new tab and says so', async () => {
    renderFrame(frame());
    const social = await screen.findByRole('list', { name: 'CarSetu on social media' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('lists every sell city and popular city', async () => {
    renderFrame(frame());
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Pune' }).getAttribute('href')).toBe(
      '/sell-used-cars-pune/',
    );
    expect(within(footer).getByRole('link', { name: 'City 7' }).getAttribute('href')).toBe(
      '/buy-used-car?storeCityId=7',
    );
  });

  it('shows the current year', async () => {
    renderFrame(frame());
    expect(
      await screen.findByText(new RegExp(`© ${new Date().getFullYear()} CarSetu`)),
    ).toBeTruthy();
  });
});
