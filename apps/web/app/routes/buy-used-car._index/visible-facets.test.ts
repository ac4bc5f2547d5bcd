import type { FacetOption, ListingSearchResponse } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { FACET_OPTION_LIMIT, visibleFacets } from './visible-facets';

const options = (prefix: string, count: number): FacetOption[] =>
  Array.from({ length: count }, (_, index) => ({
    value: `${prefix}-${index}`,
    label: `${prefix} ${index}`,
    count: 100 - index,
  }));

function response(filters: Record<string, unknown> = {}) {
  const empty = {
    make: [],
    model: [],
    bodyType: [],
    fuelType: [],
    transmission: [],
    km: [],
    owners: [],
    colour: [],
    seats: [],
    rto: [],
    state: [],
  };
  return {
    facets: {
      make: [
        { value: 'tata', label: 'Tata', count: 9 },
        { value: 'kia', label: 'Kia', count: 4 },
      ],
      model: [
        { value: 'nexon', label: 'Tata Nexon', count: 5 },
        { value: 'punch', label: 'Tata Punch', count: 4 },
        { value: 'seltos', label: 'Kia Seltos', count: 4 },
      ],
      budget: options('budget', 6),
      year: options('year', 13),
      km: [],
      fuelType: [],
      transmission: [],
      bodyType: [],
      owners: [],
      colour: options('colour', 20),
      seats: [],
      state: [],
      rto: options('rto', 40),
    },
    filters: { ...empty, sort: 'relevance', priceTab: 'price', page: 1, ...filters },
  } as unknown as ListingSearchResponse;
}

describe('visibleFacets (what the listing hydrates)', () => {
  it('sends no models until a make is picked, then only that make’s models', () => {
    expect(visibleFacets(response().facets, response().filters).model).toEqual([]);
    const tata = response({ make: ['tata'] });
    expect(visibleFacets(tata.facets, tata.filters).model.map((option) => option.value)).toEqual([
      'nexon',
      'punch',
    ]);
  });

  it('cuts long lists to what the panel shows but keeps every picked option', () => {
    const picked = response({ colour: ['colour-17'], rto: ['rto-39'] });
    const shown = visibleFacets(picked.facets, picked.filters);
    expect(shown.colour).toHaveLength(FACET_OPTION_LIMIT + 1);
    expect(shown.colour.at(-1)?.value).toBe('colour-17');
    expect(shown.rto).toHaveLength(11);
    expect(shown.rto.at(-1)?.value).toBe('rto-39');
  });

  it('keeps every budget chip and drops the year options the panel never lists', () => {
    const shown = visibleFacets(response().facets, response().filters);
    expect(shown.budget).toHaveLength(6);
    expect(shown.year).toEqual([]);
  });

  it('cuts a frozen search (a kept hot read) once: the same frozen facets for the same filters', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const search = deepFreeze(response({ colour: ['colour-17'] }));
    const shown = visibleFacets(search.facets, search.filters);
    expect(visibleFacets(search.facets, search.filters)).toBe(shown);
    expect(Object.isFrozen(shown) && Object.isFrozen(shown.colour)).toBe(true);
    expect(shown).toEqual(
      visibleFacets(response({ colour: ['colour-17'] }).facets, search.filters),
    );
    const other = deepFreeze(response().filters);
    expect(visibleFacets(search.facets, other)).not.toBe(shown);
  });
});
