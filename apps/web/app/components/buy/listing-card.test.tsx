import type { ListingCard as ListingCardData } from '@carsetu/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingCard } from './listing-card';

const car: ListingCardData = {
  id: 7,
  title: '2019 Maruti Suzuki Swift VXI',
  make: { id: 1, name: 'Maruti Suzuki', slug: 'maruti-suzuki' },
  model: { id: 2, name: 'Swift', slug: 'swift' },
  variant: { id: 3, name: 'VXI' },
  city: { id: 2, name: 'New Delhi', slug: 'new-delhi' },
  year: 2019,
  kmDriven: 42_000,
  pricePaise: 52_500_000,
  originalPricePaise: 52_500_000,
  emiPerMonthRupees: 10_900,
  owners: 1,
  colour: 'red',
  bodyType: 'hatchback',
  fuelType: 'petrol',
  transmission: 'manual',
  seats: 5,
  stateCode: 'DL',
  rtoCode: 'DL-01',
  status: 'available',
  url: '/buy-used-car/maruti-suzuki-swift-2019-new-delhi-7/',
  imageUrl: '/api/vehicle/v1/car-images/hatchback/red/three-quarter.svg',
  listedAt: '2026-11-01T00:00:00.000Z',
  marketPrice: null,
  cleanPapers: false,
};

const imgOf = (imagePriority: boolean) => {
  const html = renderToString(
    <MemoryRouter>
      <ListingCard car={car} imagePriority={imagePriority} />
    </MemoryRouter>,
  );
  return /<img [^>]*>/.exec(html)![0];
};

// Decision 0178: the card's drawing keeps its box before it loads, and only a listing's first
// card (its LCP) is fetched eagerly.
describe('ListingCard picture', () => {
  it('is lazy and decoded off the main thread, with its size fixed', () => {
    const img = imgOf(false);
    expect(img).toContain('width="640" height="400"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('fetchPriority');
  });

  it('is eager and fetched first on the first card', () => {
    const img = imgOf(true);
    expect(img).toContain('width="640" height="400"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
  });
});
