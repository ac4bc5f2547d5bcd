/**
 * The listing query shapes the bench times at 1,000,000 listings and the EXPLAIN test checks:
 * one per kind of filter state (none, city, narrow, broad, text, many filters) and sort. Pune is
 * city 15; Maruti Suzuki and Hyundai Creta are in the catalog seed.
 */
export const LISTING_QUERY_SHAPES: readonly (readonly [name: string, query: string])[] = [
  ['all India, relevance', ''],
  ['city, relevance', 'storeCityId=15'],
  ['city + make + budget', 'make=maruti-suzuki&priceMin=300000&priceMax=800000&storeCityId=15'],
  ['all India + fuel + year + km', 'fuelType=diesel&yearMin=2018&km=30000-50000'],
  ['all India, price low-high, page 20', 'sort=price-asc&page=20'],
  ['city + text search (typo)', 'q=hyundia%20creta&storeCityId=15'],
  [
    'city, 5 filters, newest',
    'bodyType=suv&fuelType=petrol&transmission=automatic&owners=1&colour=white&sort=newest&storeCityId=15',
  ],
];
