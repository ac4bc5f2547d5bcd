// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRecentlyViewed } from '../buy/recently-viewed';
import { RecentlyViewedCars } from './recently-viewed-cars';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderHome() {
  const Stub = createRoutesStub([{ path: '/', Component: RecentlyViewedCars }]);
  render(<Stub initialEntries={['/']} />);
}

describe('RecentlyViewedCars', () => {
  it('shows nothing for a browser that has seen no car', () => {
    renderHome();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it('lists the cars this browser viewed, newest first, linking to their pages', async () => {
    recordRecentlyViewed({
      id: 1,
      title: '2019 Maruti Swift VXI',
      url: '/buy-used-car/maruti-swift-1/',
      imageUrl: '/api/vehicle/v1/car-images/hatchback/red/side.svg',
      pricePaise: 5_45_000_00,
    });
    recordRecentlyViewed({
      id: 2,
      title: '2021 Hyundai Creta SX',
      url: '/buy-used-car/hyundai-creta-2/',
      imageUrl: '/api/vehicle/v1/car-images/suv/white/side.svg',
      pricePaise: 12_50_000_00,
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/buy-used-car/hyundai-creta-2/',
      '/buy-used-car/maruti-swift-1/',
    ]);
    expect(links[1]!.textContent).toContain('2019 Maruti Swift VXI');
  });
});
