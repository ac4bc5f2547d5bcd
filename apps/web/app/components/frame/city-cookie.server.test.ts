import { describe, expect, it } from 'vitest';
import { readSelectedCityId } from './city-cookie.server';

describe('readSelectedCityId', () => {
  it('reads the city id among other cookies', () => {
    expect(readSelectedCityId('session=abc; carsetu_city=2378; theme=dark')).toBe(2378);
  });

  it('ignores a missing or malformed value', () => {
    expect(readSelectedCityId(null)).toBeNull();
    expect(readSelectedCityId('session=abc')).toBeNull();
    expect(readSelectedCityId('carsetu_city=delhi')).toBeNull();
    expect(readSelectedCityId('carsetu_city=0')).toBeNull();
    expect(readSelectedCityId('carsetu_city=12;carsetu_city_x=1')).toBe(12);
  });
});
