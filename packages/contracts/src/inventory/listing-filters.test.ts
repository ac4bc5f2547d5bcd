import { describe, expect, it } from 'vitest';
import { countActiveFilters, parseKmRange, parseListingQuery } from './listing-filters';
import { buildListingUrl } from './listing-url';

describe('buildListingUrl (spec §2 URL rules)', () => {
  it('adds filter values as query items and the city id last', () => {
    expect(
      buildListingUrl({
        filters: { make: ['hyundai'], fuelType: ['petrol'] },
        cityId: 2,
        isAllIndia: false,
      }),
    ).toBe('/buy-used-car?make=hyundai&fuelType=petrol&storeCityId=2');
  });
  it('leaves out the city id on the all-India page', () => {
    expect(buildListingUrl({ filters: { make: ['tata'] }, cityId: 99, isAllIndia: true })).toBe(
      '/buy-used-car?make=tata',
    );
    expect(buildListingUrl({ filters: {}, cityId: null, isAllIndia: false })).toBe('/buy-used-car');
  });
  it('drops empty values and gaId, keeps extra options', () => {
    expect(
      buildListingUrl({
        filters: { make: ['', 'kia'], q: '  ', priceMax: undefined },
        extraOptions: { gaId: 'GA1.2.3', source: 'locationSelector', utm_source: '' },
        cityId: 5,
        isAllIndia: false,
      }),
    ).toBe('/buy-used-car?make=kia&source=locationSelector&storeCityId=5');
  });
  it('repeats multi-valued names in a stable order, once each', () => {
    expect(
      buildListingUrl({
        filters: { fuelType: ['diesel', 'petrol', 'diesel'], owners: [2, 1] },
        cityId: null,
        isAllIndia: true,
      }),
    ).toBe('/buy-used-car?fuelType=diesel&fuelType=petrol&owners=1&owners=2');
  });
  it('puts a next-page cursor last, and never carries one over from the parsed query', () => {
    const parsed = parseListingQuery('page=2&after=eyJwIjoyfQ&utm_source=x&storeCityId=5');
    expect(parsed.after).toBe('eyJwIjoyfQ');
    expect(parsed.extraOptions).toEqual({ utm_source: 'x' });
    expect(
      buildListingUrl({
        filters: parsed.filters,
        extraOptions: parsed.extraOptions,
        cityId: 5,
        isAllIndia: false,
        after: parsed.after,
      }),
    ).toBe('/buy-used-car?page=2&utm_source=x&storeCityId=5&after=eyJwIjoyfQ');
    // A link to another filter state (built without `after`) has none, even from extra options.
    expect(
      buildListingUrl({
        filters: { ...parsed.filters, page: 1 },
        extraOptions: { ...parsed.extraOptions, after: 'eyJwIjoyfQ' },
        cityId: 5,
        isAllIndia: false,
      }),
    ).toBe('/buy-used-car?utm_source=x&storeCityId=5');
    expect(parseListingQuery('after=not%20a%20cursor!').after).toBeNull();
  });
  it('leaves default sort, page 1 and the price tab out', () => {
    expect(
      buildListingUrl({
        filters: { sort: 'relevance', page: 1, priceTab: 'price' },
        cityId: 1,
        isAllIndia: false,
      }),
    ).toBe('/buy-used-car?storeCityId=1');
    expect(
      buildListingUrl({ filters: { sort: 'price-asc', page: 3 }, cityId: 1, isAllIndia: false }),
    ).toBe('/buy-used-car?sort=price-asc&page=3&storeCityId=1');
  });
});

describe('parseListingQuery', () => {
  it('reads repeated names and comma lists', () => {
    const { filters, cityId } = parseListingQuery(
      'fuelType=petrol&fuelType=diesel&make=kia,tata&storeCityId=4',
    );
    expect(filters.fuelType).toEqual(['petrol', 'diesel']);
    expect(filters.make).toEqual(['kia', 'tata']);
    expect(cityId).toBe(4);
  });
  it('drops values it does not understand and reports them', () => {
    const { filters, problems } = parseListingQuery('fuelType=steam&priceMin=abc&owners=2');
    expect(filters.fuelType).toEqual([]);
    expect(filters.priceMin).toBeUndefined();
    expect(filters.owners).toEqual([2]);
    expect(Object.keys(problems).sort()).toEqual(['fuelType', 'priceMin']);
  });
  it('round-trips: the URL built from a parsed canonical URL is the same URL', () => {
    const url =
      '/buy-used-car?make=hyundai&model=creta&priceMin=300000&priceMax=800000&km=0-30000&sort=price-desc&page=2&storeCityId=7';
    const parsed = parseListingQuery(url.split('?')[1]!);
    expect(
      buildListingUrl({
        filters: parsed.filters,
        extraOptions: parsed.extraOptions,
        cityId: parsed.cityId,
        isAllIndia: false,
      }),
    ).toBe(url);
  });
  it('drops gaId and empty items from a form submission', () => {
    const parsed = parseListingQuery('gaId=x&priceMin=&q=&colour=red');
    expect(parsed.extraOptions).toEqual({});
    expect(buildListingUrl({ filters: parsed.filters, cityId: null, isAllIndia: true })).toBe(
      '/buy-used-car?colour=red',
    );
  });
  it('counts the active filters', () => {
    expect(
      countActiveFilters(
        parseListingQuery('make=kia&fuelType=petrol&fuelType=cng&sort=newest').filters,
      ),
    ).toBe(3);
  });
});

describe('parseKmRange', () => {
  it('reads closed and open ranges and refuses inverted ones', () => {
    expect(parseKmRange('30000-50000')).toEqual({ minKm: 30000, maxKm: 50000 });
    expect(parseKmRange('100000-')).toEqual({ minKm: 100000, maxKm: null });
    expect(parseKmRange('50000-100')).toBeNull();
  });
});
