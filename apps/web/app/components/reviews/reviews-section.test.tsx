// @vitest-environment jsdom
import type { ReviewListResponse } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewsSection } from './reviews-section';

afterEach(cleanup);

/** The section reads the site origin from the root route's data, as on a real page. */
function renderSection(reviews: ReviewListResponse) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ origin: 'https://www.carsetu.in', cspNonce: 'n0nce' }),
      HydrateFallback: () => null,
      Component: () => <ReviewsSection reviews={reviews} id="home-reviews" />,
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const empty: ReviewListResponse = {
  data: [],
  page: 1,
  size: 3,
  summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
};
const some: ReviewListResponse = {
  data: [
    {
      id: 1,
      author: 'Meera J.',
      city: 'Pune',
      rating: 5,
      body: 'Paid three challans in two minutes.',
      kind: 'challan_order',
      createdAt: '2026-11-24T06:00:00.000Z',
    },
    {
      id: 2,
      author: 'Ravi K.',
      city: null,
      rating: 3,
      body: 'Inspection was late but the price was fair.',
      kind: 'car_sale',
      createdAt: '2026-11-20T06:00:00.000Z',
    },
  ],
  page: 1,
  size: 3,
  summary: { count: 4, average: 4.25, distribution: [0, 0, 1, 1, 2] },
};

const jsonLd = () => document.querySelector('script[type="application/ld+json"]');

describe('ReviewsSection', () => {
  it('says there are no reviews yet, how to leave one, and adds no rating data', async () => {
    renderSection(empty);
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(
      within(section).getByText(
        'No reviews yet. Customers can review CarSetu after paying a challan or selling a car.',
      ),
    ).toBeTruthy();
    expect(jsonLd()).toBeNull();
  });

  it('shows the average to one decimal and the review count', async () => {
    renderSection(some);
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('from 4 reviews')).toBeTruthy();
  });

  it('says "review" for a single review', async () => {
    renderSection({
      ...some,
      data: some.data.slice(0, 1),
      summary: { count: 1, average: 5, distribution: [0, 0, 0, 0, 1] },
    });
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(screen.getByText('from 1 review')).toBeTruthy();
  });

  it('lists how many reviews gave each number of stars, from 5 down', async () => {
    renderSection(some);
    const spread = await screen.findByRole('list', { name: 'How customers rated us' });
    expect(
      within(spread)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '5 star2reviews',
      '4 star1review',
      '3 star1review',
      '2 star0reviews',
      '1 star0reviews',
    ]);
  });

  it('shows each review with stars read as text, author, city, kind and date', async () => {
    renderSection(some);
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    const first = screen.getByText('Paid three challans in two minutes.').closest('li')!;
    expect(first.textContent).toContain('Meera J.· Pune');
    expect(within(first).getByText('24 Nov 2026').getAttribute('datetime')).toBe(
      '2026-11-24T06:00:00.000Z',
    );
    const second = screen.getByText('Inspection was late but the price was fair.').closest('li')!;
    expect(second.textContent).not.toContain('·  Pune');
    expect(second.textContent).toContain('Sold a car');
  });

  it('adds AggregateRating structured data for CarSetu on the site origin', async () => {
    renderSection(some);
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(JSON.parse(jsonLd()!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'CarSetu',
      url: 'https://www.carsetu.in',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.25,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(jsonLd()!.getAttribute('nonce')).toBe('n0nce');
  });
});
