import { describe, expect, it } from 'vitest';
import { matchSellCityPath } from './sell-city-path';

describe('matchSellCityPath', () => {
  it('recognises the canonical city page', () => {
    expect(matchSellCityPath('/sell-used-cars-new-delhi/')).toEqual({
      slug: 'new-delhi',
      canonical: true,
    });
  });

  it('marks the spec dropdown form and a missing slash as needing a redirect', () => {
    expect(matchSellCityPath('/sell-used-car-new-delhi/')).toEqual({
      slug: 'new-delhi',
      canonical: false,
    });
    expect(matchSellCityPath('/sell-used-cars-pune')).toEqual({ slug: 'pune', canonical: false });
  });

  it('ignores other paths', () => {
    expect(matchSellCityPath('/sell-used-cars/')).toBeNull();
    expect(matchSellCityPath('/sell-used-cars-new-delhi/extra/')).toBeNull();
    expect(matchSellCityPath('/sell-used-cars-New_Delhi/')).toBeNull();
  });
});
