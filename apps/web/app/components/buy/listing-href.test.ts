import { describe, expect, it } from 'vitest';
import { listingHrefForQuery } from './listing-href';

describe('listingHrefForQuery (search suggestions, no zod)', () => {
  it('puts the city after the suggestion query, replacing any city in it', () => {
    expect(listingHrefForQuery('make=hyundai&model=creta&storeCityId=9', 15)).toBe(
      '/buy-used-car?make=hyundai&model=creta&storeCityId=15',
    );
  });

  it('links all of India without a city, and the bare listing for no query', () => {
    expect(listingHrefForQuery('make=tata', null)).toBe('/buy-used-car?make=tata');
    expect(listingHrefForQuery('', null)).toBe('/buy-used-car');
  });
});
