import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl } from './seo';

describe('canonical URLs (issue 11, item 11)', () => {
  it.each([
    ['/used-car-loan/', '?fromSource=%2Fbuy-used-cars%2F', '/used-car-loan/'],
    ['/faq/', '?q=emi&utm_source=mail&gclid=1', '/faq/'],
    [
      '/buy-used-car',
      '?make=tata&fuelType=diesel&sort=price-asc&page=3&storeCityId=2',
      '/buy-used-car?make=tata&storeCityId=2',
    ],
    [
      '/buy-used-car',
      '?make=tata&model=nexon&storeCityId=2',
      '/buy-used-car?make=tata&model=nexon&storeCityId=2',
    ],
    ['/buy-used-car', '?make=tata&make=kia&model=nexon', '/buy-used-car'],
    ['/buy-used-car', '?priceMax=500000', '/buy-used-car'],
    [
      '/new-cars/compare-cars/',
      '?model=9&model=3&model=9&utm_source=x',
      '/new-cars/compare-cars/?model=3&model=9',
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(canonicalPath(pathname, search)).toBe(expected);
  });

  it.each(['/my-orders/CS-1', '/profile/', '/wishlist/', '/buy-used-car/x-1/checkout/'])(
    'private page %s has none',
    (pathname) => {
      expect(canonicalUrl('https://www.carsetu.in', pathname, '')).toBeNull();
    },
  );

  it('is absolute', () => {
    expect(canonicalUrl('https://www.carsetu.in', '/faq/', '?q=x')).toBe(
      'https://www.carsetu.in/faq/',
    );
  });
});
